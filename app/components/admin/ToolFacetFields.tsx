import { FormField } from "#app/components/form/FormField.tsx";
import { TextField } from "#app/components/form/TextField.tsx";
import {
  factSourceField,
  NO_HARDWARE_SIGNERS,
  TOOL_LIMITS,
  yesNoChoicesFor,
  YES_NO_UNKNOWN_LABELS,
  type ToolEditorField,
  type ToolFormValues,
} from "#app/lib/admin-tool-rules.ts";
import { adminDate } from "#app/lib/admin-dates.ts";
import {
  CUSTODY_LABELS,
  CUSTODY_VALUES,
  FACT_KEYS,
  FACT_LABELS,
  HARDWARE_SIGNER_LABELS,
  HARDWARE_SIGNER_VALUES,
  KYC_LABELS,
  KYC_VALUES,
  PLATFORM_LABELS,
  PLATFORM_VALUES,
  VALIDATION_LABELS,
  VALIDATION_VALUES,
  YES_NO_FACET_KEYS,
  YES_NO_FACETS,
  type YesNoFacet,
} from "#app/lib/tool-facets.ts";
import type { FactSources } from "#app/lib/tool-facts.ts";

type Props = {
  values: Partial<ToolFormValues>;
  fieldErrors: Partial<Record<ToolEditorField, string>>;
  /** The sources saved so far, with the day each fact was last verified. */
  sources?: FactSources;
};

const SIGNER_CHOICES = [
  ...HARDWARE_SIGNER_VALUES.map((value) => ({ value, label: HARDWARE_SIGNER_LABELS[value] })),
  { value: NO_HARDWARE_SIGNERS, label: "None" },
];

/** The Bitcoin facets visitors filter on, their sources, and whether the tool is featured. */
export function ToolFacetFields({ values, fieldErrors, sources = {} }: Props) {
  const platforms = new Set((values.platforms ?? "").split(","));
  const signers = new Set((values.hardwareSigners ?? "").split(","));
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-semibold text-slate-900">Bitcoin facets</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="custody" label="Custody" error={fieldErrors.custody}>
          {(control) => (
            <select {...control} defaultValue={values.custody ?? ""}>
              <option value="">Not said</option>
              {CUSTODY_VALUES.map((custody) => (
                <option key={custody} value={custody}>
                  {CUSTODY_LABELS[custody]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="kyc" label="KYC" error={fieldErrors.kyc}>
          {(control) => (
            <select {...control} defaultValue={values.kyc ?? ""}>
              <option value="">Not said</option>
              {KYC_VALUES.map((kyc) => (
                <option key={kyc} value={kyc}>
                  {KYC_LABELS[kyc]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {YES_NO_FACET_KEYS.map((name) => (
          <YesNoUnknown
            key={name}
            name={name}
            legend={YES_NO_FACETS[name].label}
            values={values}
            error={fieldErrors[name]}
          />
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="validation" label="Validation" error={fieldErrors.validation}>
          {(control) => (
            <select {...control} defaultValue={values.validation ?? ""}>
              <option value="">Not said</option>
              {VALIDATION_VALUES.map((validation) => (
                <option key={validation} value={validation}>
                  {VALIDATION_LABELS[validation]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <Choices legend="Hardware signers" error={fieldErrors.hardwareSigners} errorId="hardwareSigners-error">
          <p className="mb-2 text-xs text-slate-600">Tick none of the boxes while it is not known.</p>
          <div className="flex flex-wrap gap-4">
            {SIGNER_CHOICES.map(({ value, label }) => (
              <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  name="hardwareSigners"
                  value={value}
                  defaultChecked={signers.has(value)}
                  className="h-4 w-4"
                />
                {label}
              </label>
            ))}
          </div>
        </Choices>
      </div>
      <Choices legend="Platforms" error={fieldErrors.platforms} errorId="platforms-error">
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {PLATFORM_VALUES.map((platform) => (
            <label key={platform} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                name="platforms"
                value={platform}
                defaultChecked={platforms.has(platform)}
                className="h-4 w-4"
              />
              {PLATFORM_LABELS[platform]}
            </label>
          ))}
        </div>
      </Choices>
      <FactSourceFields values={values} fieldErrors={fieldErrors} sources={sources} />
      <div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
          <input
            type="checkbox"
            name="featured"
            value="on"
            defaultChecked={values.featured === "on"}
            className="h-4 w-4"
            aria-describedby="featured-hint"
          />
          Featured
        </label>
        <p id="featured-hint" className="mt-1 text-xs text-slate-600">
          Featured tools lead the home page and the tool pages&apos; sidebar.
        </p>
        {fieldErrors.featured ? (
          <p id="featured-error" className="mt-1 text-sm text-red-700">
            {fieldErrors.featured}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}

/** Each fact's source, with the day it was last verified; saving a changed fact verifies it today. */
function FactSourceFields({ values, fieldErrors, sources }: Required<Props>) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold text-slate-900">Sources</legend>
      <p className="text-sm text-slate-600">
        A fact that changes, or whose source changes, counts as verified on the day it is saved.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {FACT_KEYS.map((key) => {
          const name = factSourceField(key);
          const verifiedOn = sources[key]?.verifiedOn;
          return (
            <TextField
              key={key}
              id={name}
              label={`${FACT_LABELS[key]} source`}
              hint={verifiedOn ? `Verified ${adminDate(verifiedOn)}` : "Not verified yet"}
              error={fieldErrors[name]}
              type="url"
              inputMode="url"
              limit={TOOL_LIMITS.url}
              placeholder="https://"
              defaultValue={values[name] ?? ""}
            />
          );
        })}
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
        <input
          type="checkbox"
          name="factsVerified"
          value="on"
          defaultChecked={values.factsVerified === "on"}
          className="h-4 w-4"
        />
        I checked every known fact again today
      </label>
    </fieldset>
  );
}

function YesNoUnknown({
  name,
  legend,
  values,
  error,
}: {
  name: YesNoFacet;
  legend: string;
  values: Partial<ToolFormValues>;
  error: string | undefined;
}) {
  const checked = values[name] || "unknown";
  return (
    <Choices legend={legend} error={error} errorId={`${name}-error`}>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {yesNoChoicesFor(name).map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" name={name} value={choice} defaultChecked={checked === choice} className="h-4 w-4" />
            {YES_NO_UNKNOWN_LABELS[choice]}
          </label>
        ))}
      </div>
    </Choices>
  );
}

/** A group of radios or boxes under its legend, with its error. */
function Choices({
  legend,
  error,
  errorId,
  children,
}: {
  legend: string;
  error: string | undefined;
  errorId: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="block text-sm font-medium text-slate-900">{legend}</legend>
      <div className="mt-2">{children}</div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
