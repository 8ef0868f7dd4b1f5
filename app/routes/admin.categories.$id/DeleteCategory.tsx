import { Form } from "@remix-run/react";
import { CsrfField } from "#app/components/CsrfField.tsx";
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
    <section aria-labelledby="delete-heading" className="mt-10 rounded-2xl border border-red-200 p-6">
      <h2 id="delete-heading" className="text-lg font-semibold text-slate-900">
        Delete this category
      </h2>
      <Form method="post" className="mt-3 space-y-4" noValidate>
        <CsrfField />
        <input type="hidden" name="intent" value={CATEGORY_INTENTS.delete} />
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
        <div className="flex items-start gap-2">
          <input
            id="confirm-delete"
            name="confirm"
            type="checkbox"
            value="delete"
            aria-invalid={errors?.confirm ? true : undefined}
            aria-describedby={errors?.confirm ? "confirm-delete-error" : undefined}
            className="mt-1 h-4 w-4"
          />
          <label htmlFor="confirm-delete" className="text-sm text-slate-800">
            Yes, delete {category.name}. Its page will be gone and its old addresses will no longer lead anywhere.
          </label>
        </div>
        {errors?.confirm ? (
          <p id="confirm-delete-error" className="text-sm text-red-700">
            {errors.confirm}
          </p>
        ) : null}
        <Button type="submit" variant="danger" size="sm" disabled={busy}>
          {busy ? "Deleting..." : "Delete category"}
        </Button>
      </Form>
    </section>
  );
}
