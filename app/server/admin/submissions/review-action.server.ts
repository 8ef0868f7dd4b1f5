// The review page's forms: publish the submission now, schedule it, or reject it with a reason.
// The decision is committed first; the submitter's mail follows, and the editor goes back to the
// queue with a notice that says whether the mail went.
import { data, redirect, type AppLoadContext } from "react-router";
import { formFailure, parseForm } from "#app/lib/form-result.ts";
import type { NoticeKey } from "#app/lib/notices.ts";
import {
  RejectForm,
  REVIEW_INTENTS,
  ScheduleForm,
  type ReviewField,
  type ReviewIntent,
  type ReviewResult,
} from "#app/lib/submission-review-rules.ts";
import { decideSubmission } from "#app/server/admin/submissions/decide-submission.server.ts";
import { mailSubmitter, type Decision } from "#app/server/admin/submissions/decision-mail.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { mailSubmitterNotices } from "#app/server/submissions/notify-submitter-live.server.ts";
import { DUPLICATE_APPROVAL_ERROR } from "#app/lib/duplicate-tools.ts";
import { needsDuplicateConfirmation } from "#app/server/catalog/duplicate-tools.server.ts";
import { badRequest, notFound } from "#app/server/http/responses.server.ts";
import { readCheckedForm } from "#app/server/security/checked-form.server.ts";

export const ALREADY_DECIDED = "This submission was already decided by another editor; it is shown as it stands now.";

const DECIDED_NOTICE: Record<Decision["to"], NoticeKey> = {
  published: "submission-published",
  scheduled: "submission-scheduled",
  rejected: "submission-rejected",
};

type Problems = {
  values?: Partial<Record<ReviewField, string>>;
  fieldErrors?: Partial<Record<ReviewField, string>>;
  formError?: string;
};

const refused = (intent: ReviewIntent, status: number, { values = {}, ...problems }: Problems) =>
  data<ReviewResult>({ ...formFailure(values, problems), intent }, { status });

export async function reviewSubmissionAction(context: AppLoadContext, request: Request, toolId: string) {
  requireAdmin(context);
  const form = await readCheckedForm(request, context);
  const intent = form.get("intent");
  let decision: Decision;
  switch (intent) {
    case REVIEW_INTENTS.publish:
      decision = { to: "published" };
      break;
    case REVIEW_INTENTS.schedule: {
      const parsed = parseForm(form, ScheduleForm);
      if (!parsed.ok) return refused(intent, 400, { values: parsed.values, fieldErrors: parsed.fieldErrors });
      decision = { to: "scheduled", at: parsed.data.publishAt };
      break;
    }
    case REVIEW_INTENTS.reject: {
      const parsed = parseForm(form, RejectForm);
      if (!parsed.ok) return refused(intent, 400, { values: parsed.values, fieldErrors: parsed.fieldErrors });
      decision = { to: "rejected", reason: parsed.data.reason };
      break;
    }
    default:
      throw badRequest("Unknown review action. Use publish, schedule or reject.");
  }
  if (decision.to !== "rejected" && (await needsDuplicateConfirmation(context.db(), form, toolId)))
    return refused(intent, 409, {
      values: { publishAt: String(form.get("publishAt") ?? "") },
      formError: DUPLICATE_APPROVAL_ERROR,
    });
  const outcome = await decideSubmission(context, toolId, decision);
  if (!outcome.ok) {
    if (outcome.reason === "not-found") throw notFound();
    return refused(intent, 409, { formError: ALREADY_DECIDED });
  }
  // Going live and being scheduled are mailed from the notice the change left (one mail, whatever the path).
  const mailed =
    decision.to === "rejected"
      ? await mailSubmitter(context.env, context.db(), outcome.tool, decision)
      : ((await mailSubmitterNotices(context.env, context.db()).catch(() => null))?.get(toolId) ?? "failed");
  const notice = mailed === "sent" ? DECIDED_NOTICE[decision.to] : "submission-decided-unmailed";
  return redirect(`/admin/submissions?notice=${notice}`);
}
