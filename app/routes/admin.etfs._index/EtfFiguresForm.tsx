import { AuditHistory } from "#app/components/admin/AuditHistory.tsx";
import { EditConflictPanel, VersionField } from "#app/components/admin/EditConflictPanel.tsx";
import { IntentForm } from "#app/components/admin/IntentForm.tsx";
import { TextField } from "#app/components/form/TextField.tsx";
import { SubmitButton } from "#app/components/form/SubmitButton.tsx";
import { asOfText } from "#app/lib/etf-figures.ts";
import { ETF_FIGURES_INTENTS, ETF_LIMITS, type EtfFiguresResult } from "#app/lib/etf-rules.ts";
import type { AuditRow } from "#app/server/admin/audit-history.server.ts";
import type { EtfFiguresRow } from "#app/server/etf/etf-funds.server.ts";

const FORM_ID = "etf-figures-form";

/** The "as of" date and source of the figures: what the ETF page's footer says and links. */
export function EtfFiguresForm({
  figures,
  base,
  history,
  failed,
  busy,
}: {
  figures: (EtfFiguresRow & { version: number }) | null;
  /** The fingerprints of the fields as loaded (see VersionField); none before the first save. */
  base?: string;
  history: AuditRow[];
  failed: EtfFiguresResult | null;
  busy: boolean;
}) {
  const asOf = failed ? (failed.values.asOf ?? "") : (figures?.asOf ?? "");
  const sourceUrl = failed ? (failed.values.sourceUrl ?? "") : (figures?.sourceUrl ?? "");
  const conflict = failed?.conflict ?? null;
  return (
    <div id="figures">
      {conflict ? <EditConflictPanel conflict={conflict} formId={FORM_ID} /> : null}
      <IntentForm
        id="etf-figures"
        formId={FORM_ID}
        title="Figures as of"
        intent={ETF_FIGURES_INTENTS.figures}
        description={
          <>
            The day the AUM and expense ratios were true. Until a newer quote comes, the ETF page&apos;s footer says
            &apos;Data last updated {figures ? asOfText(figures.asOf) : "…"}&apos;. A month&apos;s last day reads as the
            month (&apos;March 2025&apos;), any other day in full.
          </>
        }
      >
        {figures ? <VersionField loaded={figures.version} base={base} conflict={conflict} /> : null}
        <TextField id="asOf" label="As of" type="date" defaultValue={asOf} error={failed?.fieldErrors.asOf} />
        <TextField
          id="sourceUrl"
          label="Source of the figures (optional)"
          hint="An https:// address the footer links to."
          type="url"
          limit={ETF_LIMITS.sourceUrl}
          defaultValue={sourceUrl}
          error={failed?.fieldErrors.sourceUrl}
        />
        <SubmitButton busy={busy} busyLabel="Saving...">
          Save date and source
        </SubmitButton>
      </IntentForm>
      {history.length > 0 ? <AuditHistory entries={history} /> : null}
    </div>
  );
}
