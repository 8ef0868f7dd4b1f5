import { Link } from "#app/components/Link.tsx";
import { AUDIT_ENTITY_LABELS } from "#app/lib/audit.ts";
import type { AuditRow } from "#app/server/admin/audit-history.server.ts";

type Entry = AuditRow;

const formatValue = (value: unknown): string => {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.length ? value.join(", ") : "—";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
};

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/**
 * One change: who, when, what, and each field's value before and after. With `showEntity` it names
 * the entity too, linked to `entityHref` when given (the entity's admin page, while it exists).
 */
export function AuditChange({
  entry,
  showEntity = false,
  entityHref = null,
}: {
  entry: Entry;
  showEntity?: boolean;
  entityHref?: string | null;
}) {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return (
    <li className="py-3">
      <p className="text-sm text-slate-700">
        <time dateTime={entry.createdAt.toISOString()} className="font-medium text-slate-900">
          {dateTime.format(new Date(entry.createdAt))} UTC
        </time>{" "}
        · {entry.actorEmail} · <span className="font-semibold">{entry.action}</span>
        {showEntity ? (
          <>
            {" "}
            · {AUDIT_ENTITY_LABELS[entry.entityType]}{" "}
            {entityHref ? (
              <Link to={entityHref} className="focus-ring font-medium text-bitcoin-dark hover:underline">
                {entry.entityLabel}
              </Link>
            ) : (
              <span className="font-medium">{entry.entityLabel}</span>
            )}
          </>
        ) : null}
      </p>
      {fields.length ? (
        <dl className="mt-1 grid gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[max-content_1fr]">
          {fields.map((field) => (
            <div key={field} className="contents">
              <dt className="font-mono text-xs text-slate-500">{field}</dt>
              <dd className="break-words text-slate-700">
                <span className="text-slate-500 line-through">{formatValue(entry.before?.[field])}</span> →{" "}
                <span>{formatValue(entry.after?.[field])}</span>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}

/** An edit page's history of its entity. Read-only, like the table behind it. */
export function AuditHistory({ entries }: { entries: Entry[] }) {
  return (
    <section aria-labelledby="history-heading" className="mt-10">
      <h2 id="history-heading" className="text-lg font-semibold text-slate-900">
        History
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No changes recorded yet.</p>
      ) : (
        <ol className="mt-2 divide-y divide-slate-200">
          {entries.map((entry) => (
            <AuditChange key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}
