import { useNavigation } from "react-router";
import type { ReactNode } from "react";
import { PublishAtField } from "#app/components/admin/PublishAtField.tsx";
import { StatusForm } from "#app/components/admin/StatusForm.tsx";
import { ConfirmCheckbox } from "#app/components/form/ConfirmCheckbox.tsx";
import { Button, type ButtonVariant } from "#app/components/ui/Button.tsx";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";

export interface PublicationAction {
  intent: string;
  label: string;
  busyLabel: string;
  variant?: ButtonVariant;
  /** The action that takes a date: the date field comes with it. */
  schedules?: boolean;
}

export interface PublicationFailure {
  intent: string;
  formError: string | null;
  values: { publishAt?: string };
  fieldErrors: { publishAt?: string; confirm?: string };
  conflict?: unknown;
}

/**
 * A tool's or a post's status and what can happen to it next. Publishing, scheduling and the
 * other changes are buttons of the editor form (`formId`, named intents), so they save what the
 * editor typed with the change, or nothing; deleting is a form of its own that asks for a ticked box.
 */
export function PublicationPanel({
  formId,
  what,
  status,
  details,
  actions,
  scheduled,
  remove,
  failed,
}: {
  formId: string;
  /** "tool", "post": what goes live. */
  what: string;
  /** The status as it reads, with its test id. */
  status: { label: string; testId: string };
  /** Lines under the status: when it is scheduled, since when it is live, why it was rejected. */
  details?: ReactNode;
  actions: PublicationAction[];
  /** The time already set, if any. */
  scheduled: string | null;
  remove?: { intent: string; label: string; confirm: string } | null;
  failed: PublicationFailure | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const offered = [...actions.map((action) => action.intent), remove?.intent];
  // A refused change says why here; a conflict has its own panel above the form.
  const failure = failed && !failed.conflict && offered.includes(failed.intent) ? failed : null;

  return (
    <section aria-labelledby="status-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="status-heading" className="text-lg font-semibold text-slate-900">
        Status
      </h2>
      <p className="mt-2 text-slate-900" data-testid={status.testId}>
        <span className="font-semibold">{status.label}</span>
        {details}
      </p>
      {failure?.formError ? <FormAlert tone="error" title={failure.formError} size="sm" className="mt-3" /> : null}
      {actions.length ? (
        <p className="mt-3 text-xs text-slate-600">Each of these also saves the changes in the form.</p>
      ) : null}

      <div className="mt-4 space-y-3">
        {actions.map((action) => {
          const button = (
            <Button
              key={action.intent}
              type="submit"
              form={formId}
              name="intent"
              value={action.intent}
              variant={action.variant ?? "secondary"}
              size="sm"
              disabled={busy === action.intent}
              className={`w-full${action.schedules ? " mt-2" : ""}`}
            >
              {busy === action.intent ? action.busyLabel : action.label}
            </Button>
          );
          if (!action.schedules) return button;
          return (
            <div key={action.intent}>
              <PublishAtField
                form={formId}
                what={what}
                sent={failure?.intent === action.intent ? failure.values.publishAt : undefined}
                scheduled={scheduled}
                error={failure?.intent === action.intent ? failure.fieldErrors.publishAt : undefined}
              />
              {button}
            </div>
          );
        })}
        {remove ? (
          <StatusForm intent={remove.intent}>
            <ConfirmCheckbox id="confirm-delete" errorId="confirm-error" error={failure?.fieldErrors.confirm}>
              {remove.confirm}
            </ConfirmCheckbox>
            <Button type="submit" variant="danger" size="sm" disabled={busy === remove.intent} className="mt-2 w-full">
              {busy === remove.intent ? "Deleting..." : remove.label}
            </Button>
          </StatusForm>
        ) : null}
      </div>
    </section>
  );
}
