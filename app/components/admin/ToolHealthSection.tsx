import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { ToolHealthBadge } from "#app/components/admin/ToolHealthBadge.tsx";
import { adminDateTime } from "#app/lib/admin-dates.ts";
import { outcomeText } from "#app/lib/listing-health.ts";
import type { readToolHealth } from "#app/server/health/tool-health-read.server.ts";

type ToolHealth = Awaited<ReturnType<typeof readToolHealth>>;

/** A tool's edit page: its website's health and the listing check's recent visits, newest first. */
export function ToolHealthSection({ health: { summary, checks } }: { health: ToolHealth }) {
  return (
    <section aria-labelledby="health-heading" className="mt-10">
      <h2 id="health-heading" className="text-lg font-semibold text-slate-900">
        Website health
      </h2>
      <div className="mt-2">
        <ToolHealthBadge health={summary} />
      </div>
      {checks.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          The hourly listing check has not visited this tool&apos;s website yet (it checks published tools only).
        </p>
      ) : (
        <AdminTable
          className="mt-4"
          caption="Recent checks of the website"
          columns={[{ label: "Checked" }, { label: "Outcome" }, { label: "Status" }, { label: "Ended at" }]}
        >
          {checks.map((check) => (
            <tr key={check.id}>
              <td className="whitespace-nowrap px-4 py-2 text-slate-700">
                <time dateTime={check.checkedAt.toISOString()}>{adminDateTime(check.checkedAt)} UTC</time>
              </td>
              <td
                className={`whitespace-nowrap px-4 py-2 ${check.outcome === "ok" ? "text-slate-700" : "font-medium text-red-800"}`}
              >
                {outcomeText(check.outcome, null)}
              </td>
              <td className="px-4 py-2 text-slate-700">{check.statusCode ?? "—"}</td>
              <td className="min-w-56 max-w-md break-all px-4 py-2 text-slate-700">{check.finalUrl}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
