import { TextField } from "#app/components/form/TextField.tsx";
import type { EtfField } from "#app/lib/etf-rules.ts";

/** Where a figure of the fund form was read and the day it is true on, side by side. */
function DatedSource({
  figure,
  dayField,
  sourceField,
  value,
  errors,
}: {
  figure: string;
  dayField: EtfField;
  sourceField: EtfField;
  value: (field: EtfField) => string;
  errors: Partial<Record<EtfField, string>>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        id={dayField}
        label={`${figure}: as of`}
        type="date"
        defaultValue={value(dayField)}
        error={errors[dayField]}
      />
      <TextField
        id={sourceField}
        label={`${figure}: source`}
        hint="The filing or page that states it (https:// or http://); needed with the figure."
        type="url"
        defaultValue={value(sourceField)}
        error={errors[sourceField]}
      />
    </div>
  );
}

/**
 * The fund's issuer page, the day and source of its AUM and expense ratio, and the bitcoin it
 * reported holding (empty: the page estimates it from the AUM).
 */
export function EtfFigureSourceFields(props: {
  value: (field: EtfField) => string;
  errors: Partial<Record<EtfField, string>>;
}) {
  const { value, errors } = props;
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">Sources and holdings</legend>
      <TextField
        id="issuerUrl"
        label="Issuer's page for the fund"
        hint="The fund's name links here on the ETF page. An https address, or empty."
        type="url"
        defaultValue={value("issuerUrl")}
        error={errors.issuerUrl}
      />
      <DatedSource figure="AUM" dayField="aumAsOf" sourceField="aumSourceUrl" {...props} />
      <DatedSource figure="Expense ratio" dayField="expenseRatioAsOf" sourceField="expenseRatioSourceUrl" {...props} />
      <TextField
        id="btcHeld"
        label="Bitcoin held, as reported"
        hint="Leave empty to show an estimate from the AUM and that day's price."
        inputMode="decimal"
        defaultValue={value("btcHeld")}
        error={errors.btcHeld}
      />
      <DatedSource figure="Bitcoin held" dayField="btcHeldAsOf" sourceField="btcHeldSourceUrl" {...props} />
    </fieldset>
  );
}
