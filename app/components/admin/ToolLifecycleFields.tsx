import { EditorSection, Optional } from "#app/components/admin/EditorSection.tsx";
import { FormField } from "#app/components/form/FormField.tsx";
import { TextField } from "#app/components/form/TextField.tsx";
import { TOOL_LIMITS, type ToolEditorField, type ToolFormValues } from "#app/lib/admin-tool-rules.ts";
import { LIFECYCLE_LABELS, TOOL_LIFECYCLES } from "#app/lib/tool-lifecycle.ts";

/**
 * Whether the tool is still offered: a tool that is not active keeps its page with a banner, and
 * discontinued or shut-down tools leave the default lists.
 */
export function ToolLifecycleFields({
  values,
  fieldErrors,
}: {
  values: Partial<ToolFormValues>;
  fieldErrors: Partial<Record<ToolEditorField, string>>;
}) {
  const value = (name: ToolEditorField) => values[name] ?? "";
  return (
    <EditorSection title="Lifecycle">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="lifecycle"
          label="Lifecycle"
          hint="Discontinued and shut-down tools keep their page but leave the lists."
          error={fieldErrors.lifecycle}
        >
          {(control) => (
            <select {...control} defaultValue={value("lifecycle") || "active"}>
              {TOOL_LIFECYCLES.map((lifecycle) => (
                <option key={lifecycle} value={lifecycle}>
                  {LIFECYCLE_LABELS[lifecycle]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <TextField
          id="lifecycleDate"
          type="date"
          defaultValue={value("lifecycleDate")}
          error={fieldErrors.lifecycleDate}
          label="Since"
          hint="The day the lifecycle changed (YYYY-MM-DD). Needed unless active."
        />
      </div>
      <TextField
        id="lifecycleSourceUrl"
        type="url"
        defaultValue={value("lifecycleSourceUrl")}
        error={fieldErrors.lifecycleSourceUrl}
        label="Lifecycle source"
        hint="Where the maker says so, starting with https://. Needed unless active."
        limit={TOOL_LIMITS.url}
      />
      <TextField
        id="successorSlug"
        defaultValue={value("successorSlug")}
        error={fieldErrors.successorSlug}
        label={<Optional>Successor</Optional>}
        hint="The slug of the published tool that replaces it, as in /tool/{slug}."
        limit={TOOL_LIMITS.slug}
      />
    </EditorSection>
  );
}
