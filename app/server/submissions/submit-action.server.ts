// The /submit form for signed-in users: validates, limits each user to 5 submissions a day, and
// creates the pending tool.
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { requireUser } from "#app/server/auth/guards.server.ts";
import { firstErrorPerField } from "#app/lib/field-errors.ts";
import { SubmissionForm, type SubmissionField } from "#app/lib/submission-rules.ts";
import { hitRateLimit, peekRateLimit } from "#app/server/security/rate-limit.server.ts";
import { readCheckedForm } from "#app/server/security/checked-form.server.ts";
import { submitTool } from "#app/server/submissions/submit-tool.server.ts";

export const SUBMISSIONS_PER_DAY = 5;

export interface SubmissionErrors {
  values: Record<SubmissionField, string>;
  errors: Partial<Record<SubmissionField | "form", string>>;
}

const FIELDS: SubmissionField[] = ["name", "websiteUrl", "description", "category", "tags"];

export async function submitToolAction(request: Request, context: AppLoadContext) {
  const form = await readCheckedForm(request, context);
  const user = requireUser(context, request);
  const values = Object.fromEntries(FIELDS.map((field) => [field, String(form.get(field) ?? "")])) as Record<
    SubmissionField,
    string
  >;
  const failed = (errors: SubmissionErrors["errors"], status: number) =>
    json<SubmissionErrors>({ values, errors }, { status });

  const parsed = SubmissionForm.safeParse(values);
  if (!parsed.success) return failed(firstErrorPerField<SubmissionField>(parsed.error.issues), 400);
  // Only submissions that were created count towards the day's limit.
  const limit = { key: `submission:user:${user.id}`, max: SUBMISSIONS_PER_DAY, windowSeconds: 86_400 };
  if (!(await peekRateLimit(context.db(), limit)).allowed)
    return failed({ form: `You can submit ${SUBMISSIONS_PER_DAY} tools a day. Please try again tomorrow.` }, 429);
  const result = await submitTool(context.db(), user.id, parsed.data);
  if (!result.ok) return failed({ [result.field]: result.error }, 400);
  await hitRateLimit(context.db(), limit);
  return redirect("/profile?tab=submitted&notice=tool-submitted");
}
