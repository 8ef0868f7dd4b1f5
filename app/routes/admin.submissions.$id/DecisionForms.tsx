import { Form, useNavigation } from "react-router";
import type { ReactNode } from "react";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { ConfirmDuplicate } from "#app/components/admin/DuplicateTools.tsx";
import { CountedField } from "#app/components/form/CountedField.tsx";
import { TextField } from "#app/components/form/TextField.tsx";
import { buttonClass } from "#app/components/ui/Button.tsx";
import {
  REJECTION_REASON,
  REVIEW_INTENTS,
  type ReviewIntent,
  type ReviewResult,
} from "#app/lib/submission-review-rules.ts";
import type { ToolStatus } from "#app/lib/tool-facets.ts";
import { publicationTimeLabel, toolStatusLabel } from "#app/lib/tool-status.ts";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";

/** One decision: its title, what it does, and its form. */
function Decision({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{text}</p>
      {children}
    </section>
  );
}

/** A decision's form: its intent and the CSRF token, then its fields and button. */
function DecisionForm({ intent, children }: { intent: ReviewIntent; children: ReactNode }) {
  return (
    <Form method="post" className="mt-4 space-y-4" noValidate>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

/** The editor's three choices for a submission that waits: publish now, schedule, or reject. */
export function DecisionForms({
  failed,
  flagged,
}: {
  failed: ReviewResult | undefined;
  /** It may duplicate a listed tool: approving it needs "Approve anyway". */
  flagged: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const sending = (intent: ReviewIntent) => busy && navigation.formData?.get("intent") === intent;
  const failedWith = (intent: ReviewIntent) => (failed?.intent === intent ? failed : undefined);
  const schedule = failedWith(REVIEW_INTENTS.schedule);
  const reject = failedWith(REVIEW_INTENTS.reject);
  const button = (
    variant: "accent" | "secondary" | "danger",
    intent: ReviewIntent,
    label: string,
    busyLabel: string,
  ) => (
    <button type="submit" disabled={busy} className={buttonClass({ variant, size: "sm" })}>
      {sending(intent) ? busyLabel : label}
    </button>
  );

  return (
    <section aria-labelledby="decision-heading" className="mt-8">
      <h2 id="decision-heading" className="text-xl font-semibold text-slate-900">
        Decision
      </h2>
      {failed?.formError ? <FormAlert tone="error" title={failed.formError} className="mt-3" /> : null}
      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <Decision id="publish-heading" title="Approve and publish now" text="The tool goes live at once.">
          <DecisionForm intent={REVIEW_INTENTS.publish}>
            {flagged ? <ConfirmDuplicate label="Approve anyway" /> : null}
            {button("accent", REVIEW_INTENTS.publish, "Publish now", "Publishing...")}
          </DecisionForm>
        </Decision>
        <Decision id="schedule-heading" title="Approve and schedule" text="The tool goes live at the time you choose.">
          <DecisionForm intent={REVIEW_INTENTS.schedule}>
            <TextField
              id="publishAt"
              label="Publication date and time (UTC)"
              hint="In UTC, not your local time."
              type="datetime-local"
              required
              defaultValue={schedule?.values.publishAt ?? ""}
              error={schedule?.fieldErrors.publishAt}
            />
            {flagged ? <ConfirmDuplicate label="Approve anyway" /> : null}
            {button("secondary", REVIEW_INTENTS.schedule, "Schedule", "Scheduling...")}
          </DecisionForm>
        </Decision>
        <Decision
          id="reject-heading"
          title="Reject"
          text="The submitter reads your reason by mail and in their profile."
        >
          <DecisionForm intent={REVIEW_INTENTS.reject}>
            <CountedField
              limit={REJECTION_REASON.max}
              value={reject?.values.reason ?? ""}
              id="reason"
              label="Reason for the submitter"
              hint={`At least ${REJECTION_REASON.min} characters.`}
              error={reject?.fieldErrors.reason}
            >
              {(control) => <textarea {...control} required rows={4} defaultValue={reject?.values.reason ?? ""} />}
            </CountedField>
            {button("danger", REVIEW_INTENTS.reject, "Reject submission", "Rejecting...")}
          </DecisionForm>
        </Decision>
      </div>
    </section>
  );
}

/** A submission no longer waiting: what was decided. */
export function DecidedState({
  status,
  publishAt,
  rejectionReason,
  formError,
}: {
  status: ToolStatus;
  publishAt: string | null;
  rejectionReason: string | null;
  formError: string | null | undefined;
}) {
  const decided =
    status === "pending" && publishAt
      ? `Approved: it goes live on ${publicationTimeLabel(new Date(publishAt))}.`
      : `Its status is now ${toolStatusLabel(status)}.`;
  return (
    <section aria-labelledby="decision-heading" className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5">
      <h2 id="decision-heading" className="text-xl font-semibold text-slate-900">
        Already decided
      </h2>
      {formError ? <FormAlert tone="error" title={formError} className="mt-3" /> : null}
      <p className="mt-2 text-slate-700" data-testid="decided-state">
        This submission no longer waits for review. {decided}
      </p>
      {status === "rejected" && rejectionReason ? (
        <div className="mt-3 text-slate-700">
          <p className="font-semibold">Reason given to the submitter</p>
          <p className="whitespace-pre-line break-words">{rejectionReason}</p>
        </div>
      ) : null}
    </section>
  );
}
