import { FormField } from "#app/components/form/FormField.tsx";
import {
  YES_NO_UNKNOWN,
  YES_NO_UNKNOWN_LABELS,
  type ToolEditorField,
  type ToolFormValues,
} from "#app/lib/admin-tool-rules.ts";
import {
  CUSTODY_LABELS,
  CUSTODY_VALUES,
  KYC_LABELS,
  KYC_VALUES,
  PLATFORM_LABELS,
  PLATFORM_VALUES,
} from "#app/lib/tool-facets.ts";

type Props = {
  values: Partial<ToolFormValues>;
  fieldErrors: Partial<Record<ToolEditorField, string>>;
};

/** The Bitcoin facets visitors filter on, and whether the tool is featured. */
export function ToolFacetFields({ values, fieldErrors }: Props) {
  const platforms = new Set((values.platforms ?? "").split(","));
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
        <YesNoUnknown name="openSource" legend="Open source" values={values} error={fieldErrors.openSource} />
        <YesNoUnknown name="lightning" legend="Lightning" values={values} error={fieldErrors.lightning} />
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

function YesNoUnknown({
  name,
  legend,
  values,
  error,
}: {
  name: "openSource" | "lightning";
  legend: string;
  values: Partial<ToolFormValues>;
  error: string | undefined;
}) {
  const checked = values[name] || "unknown";
  return (
    <Choices legend={legend} error={error} errorId={`${name}-error`}>
      <div className="flex gap-4">
        {YES_NO_UNKNOWN.map((choice) => (
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
