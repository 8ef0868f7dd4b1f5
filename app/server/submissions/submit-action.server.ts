// The /submit form for signed-in users: validates, limits each user to 5 submissions a day, and
// creates the pending tool.
import { data, redirect, type AppLoadContext } from "react-router";
import { formFailure } from "#app/lib/form-result.ts";
import { SubmissionForm, type SubmissionField, type SubmissionResult } from "#app/lib/submission-rules.ts";
import { requireUser } from "#app/server/auth/guards.server.ts";
import { hitRateLimit, peekRateLimit } from "#app/server/security/rate-limit.server.ts";
import { readForm } from "#app/server/security/checked-form.server.ts";
import { submitTool } from "#app/server/submissions/submit-tool.server.ts";
import { announceToEditors } from "#app/server/notifications/announce-to-editors.server.ts";

export const SUBMISSIONS_PER_DAY = 5;

export async function submitToolAction(context: AppLoadContext, request: Request) {
  const { parsed } = await readForm(request, context, SubmissionForm);
  const user = requireUser(context, request);
  const refused = (
    status: number,
    failure: { fieldErrors?: Partial<Record<SubmissionField, string>>; formError?: string },
  ) => data<SubmissionResult>(formFailure(parsed.values, failure), { status });

  if (!parsed.ok) return refused(400, { fieldErrors: parsed.fieldErrors });
  // Only submissions that were created count towards the day's limit.
  const limit = { key: `submission:user:${user.id}`, max: SUBMISSIONS_PER_DAY, windowSeconds: 86_400 };
  if (!(await peekRateLimit(context.db(), limit)).allowed)
    return refused(429, { formError: `You can submit ${SUBMISSIONS_PER_DAY} tools a day. Please try again tomorrow.` });
  const result = await submitTool(context.db(), user.id, parsed.data);
  if (!result.ok) return refused(400, { fieldErrors: { [result.field]: result.error } });
  await hitRateLimit(context.db(), limit);
  await announceToEditors(context, { kind: "submission", slug: result.slug });
  return redirect("/profile?tab=submitted&notice=tool-submitted");
}
