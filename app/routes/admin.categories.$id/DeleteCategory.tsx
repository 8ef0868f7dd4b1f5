import { IntentForm } from "#app/components/admin/IntentForm.tsx";
import { ConfirmCheckbox } from "#app/components/form/ConfirmCheckbox.tsx";
import { FormField } from "#app/components/form/FormField.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { CATEGORY_INTENTS, type CategoryResult } from "#app/lib/category-rules.ts";

/**
 * Deleting the category, behind a box to tick (so it works without JavaScript): a category with
 * tools names the category that takes them.
 */
export function DeleteCategory({
  category,
  others,
  failed,
  busy,
}: {
  category: { name: string; allTools: number };
  others: { id: string; name: string }[];
  failed: CategoryResult | null;
  busy: boolean;
}) {
  const { allTools } = category;
  const errors = failed?.fieldErrors;
  return (
    <IntentForm id="delete" title="Delete this category" intent={CATEGORY_INTENTS.delete} danger>
      {allTools === 0 ? (
        <p className="text-sm text-slate-700">It has no tools, so nothing else changes.</p>
      ) : (
        <FormField
          id="moveTo"
          label={`Move its ${allTools === 1 ? "tool" : `${allTools} tools`} to`}
          hint="A tool already in that category stays in it once; a tool whose primary category this was gets that one as its primary."
          error={errors?.moveTo}
        >
          {(control) => (
            <select {...control} defaultValue={failed?.values.moveTo ?? ""}>
              <option value="">Choose a category</option>
              {others.map((other) => (
                <option key={other.id} value={other.id}>
                  {other.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <ConfirmCheckbox id="confirm-delete" error={errors?.confirm}>
        Yes, delete {category.name}. Its page will be gone and its old addresses will no longer lead anywhere.
      </ConfirmCheckbox>
      <Button type="submit" variant="danger" size="sm" disabled={busy}>
        {busy ? "Deleting..." : "Delete category"}
      </Button>
    </IntentForm>
  );
}
