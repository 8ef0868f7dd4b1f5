import { adminTimestamp } from "#app/lib/admin-dates.ts";
import { Form, useNavigation } from "react-router";
import { Link } from "#app/components/Link.tsx";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { SubmitButton } from "#app/components/form/SubmitButton.tsx";
import { ConfirmCheckbox } from "#app/components/form/ConfirmCheckbox.tsx";
import { FILTER_FIELD_CLASS } from "#app/components/catalog/FilterBar.tsx";
import { BULK_TOOL_INTENT_LABELS, BULK_TOOL_INTENTS, MAX_BULK_TOOLS } from "#app/lib/admin-tool-table.ts";
import { toolStatusLabel } from "#app/lib/tool-status.ts";
import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { ToolHealthBadge } from "#app/components/admin/ToolHealthBadge.tsx";
import type { BulkToolFailure } from "#app/server/admin/tools/bulk-tool-action.server.ts";
import type { AdminToolRow } from "#app/server/admin/tools/admin-tool-table.server.ts";

type Row = AdminToolRow;

const STATUS_BADGE: Record<string, string> = {
  published: "bg-green-100 text-green-900",
  pending: "bg-amber-100 text-amber-900",
  draft: "bg-slate-100 text-slate-800",
  rejected: "bg-red-100 text-red-900",
  archived: "bg-slate-200 text-slate-700",
};

/**
 * The page of tools inside the bulk form: a checkbox per row and the action to apply to the
 * ticked ones. Without JavaScript the checkboxes, the action and Apply work as a plain form; with
 * it, "select all" ticks the page's rows and the form is sent without a reload.
 */
export function ToolTable({ rows, failure }: { rows: Row[]; failure: BulkToolFailure | undefined }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod === "POST";
  const [selected, setSelected] = useState(() => new Set(failure?.selected ?? []));
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someOnPage = rows.some((row) => selected.has(row.id));
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = someOnPage && !allOnPage;
  }, [someOnPage, allOnPage, hydrated]);

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  // With JavaScript, one box ticks every row of the page.
  const selectAllBox = hydrated ? (
    <input
      ref={selectAll}
      type="checkbox"
      aria-label="Select all tools on this page"
      checked={allOnPage}
      onChange={(event) =>
        setSelected((current) => {
          const next = new Set(current);
          for (const row of rows) {
            if (event.target.checked) next.add(row.id);
            else next.delete(row.id);
          }
          return next;
        })
      }
      className="h-4 w-4"
    />
  ) : undefined;
  const idError = failure?.fieldErrors.id;
  const intentError = failure?.fieldErrors.intent;
  const confirmError = failure?.fieldErrors.confirm;
  // Archiving asks to be confirmed: with JavaScript the box shows once Archive is chosen; without
  // it, the first Apply answers with the box and the selection kept.
  const [intent, setIntent] = useState(failure?.values.intent ?? "");
  const asksConfirmation = intent === BULK_TOOL_INTENTS.archive && (hydrated || confirmError !== undefined);

  return (
    <Form method="post" aria-label="Bulk actions on tools" className="mt-6">
      <CsrfField />
      <div className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <div>
          <label
            htmlFor="bulk-intent"
            className="mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-600"
          >
            With the selected tools
          </label>
          <select
            id="bulk-intent"
            name="intent"
            defaultValue={failure?.values.intent ?? ""}
            onChange={(event) => setIntent(event.target.value)}
            aria-invalid={intentError ? true : undefined}
            aria-describedby={intentError ? "bulk-intent-error" : undefined}
            className={`${FILTER_FIELD_CLASS} sm:w-56`}
          >
            <option value="">Choose an action</option>
            {Object.values(BULK_TOOL_INTENTS).map((intent) => (
              <option key={intent} value={intent}>
                {BULK_TOOL_INTENT_LABELS[intent]}
              </option>
            ))}
          </select>
        </div>
        <SubmitButton busy={busy} busyLabel="Applying..." className="h-10 px-4 text-sm">
          Apply
        </SubmitButton>
        <p className="text-sm text-slate-600" aria-live="polite">
          {hydrated ? `${selected.size} selected` : `Up to ${MAX_BULK_TOOLS} at a time`}
        </p>
        {intentError ? (
          <p id="bulk-intent-error" className="w-full text-sm text-red-700">
            {intentError}
          </p>
        ) : null}
        {idError ? (
          <p id="bulk-id-error" role="alert" className="w-full text-sm text-red-700">
            {idError}
          </p>
        ) : null}
        {asksConfirmation ? (
          <div className="w-full">
            <ConfirmCheckbox id="bulk-confirm" value={BULK_TOOL_INTENTS.archive} error={confirmError}>
              I understand that archiving takes the selected tools off the site.
            </ConfirmCheckbox>
          </div>
        ) : null}
      </div>

      <AdminTable
        className="mt-4"
        caption="Tools"
        columns={[
          {
            label: "Select",
            hideLabel: true,
            className: "w-10",
            control: selectAllBox,
          },
          { label: "Name" },
          { label: "Status" },
          { label: "Primary category" },
          { label: "Featured" },
          { label: "Health" },
          { label: "Last updated" },
        ]}
      >
        {rows.map((row) => (
          <tr key={row.id} className={selected.has(row.id) ? "bg-orange-50" : undefined}>
            <td className="px-4 py-3 align-top">
              <input
                type="checkbox"
                name="id"
                value={row.id}
                aria-label={`Select ${row.name}`}
                aria-describedby={idError ? "bulk-id-error" : undefined}
                checked={selected.has(row.id)}
                onChange={(event) => toggle(row.id, event.target.checked)}
                className="h-4 w-4"
              />
            </td>
            <td className="min-w-40 px-4 py-3 align-top">
              <Link
                to={`/admin/tools/${row.id}`}
                className="focus-ring rounded font-medium text-slate-900 underline-offset-2 hover:underline"
              >
                {row.name}
              </Link>
              <p className="text-xs text-slate-500">{row.slug}</p>
            </td>
            <td className="px-4 py-3 align-top">
              <span
                className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_BADGE[row.status] ?? ""}`}
              >
                {toolStatusLabel(row.status)}
              </span>
              {row.publishAt ? (
                <p className="mt-1 whitespace-nowrap text-xs text-slate-600">
                  Scheduled for <time dateTime={row.publishAt.toISOString()}>{adminTimestamp(row.publishAt)}</time>
                </p>
              ) : null}
            </td>
            <td className="px-4 py-3 align-top text-slate-700">{row.primaryCategory ?? "—"}</td>
            <td className="px-4 py-3 align-top text-slate-700">{row.featured ? "Featured" : "—"}</td>
            <td className="min-w-40 max-w-64 px-4 py-3 align-top">
              <ToolHealthBadge health={row.health} />
            </td>
            <td className="whitespace-nowrap px-4 py-3 align-top text-slate-700">
              <time dateTime={row.updatedAt.toISOString()}>{adminTimestamp(row.updatedAt)}</time>
            </td>
          </tr>
        ))}
      </AdminTable>
    </Form>
  );
}
