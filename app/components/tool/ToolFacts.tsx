import {
  CUSTODY_LABELS,
  KYC_LABELS,
  PLATFORM_LABELS,
  type Custody,
  type Kyc,
  type Platform,
} from "#app/lib/tool-facets.ts";

const yesNo = (value: boolean | null) => (value === null ? null : value ? "Yes" : "No");

/** The tool's facets; facts we do not know are left out rather than guessed. */
export function ToolFacts({
  custody,
  kyc,
  openSource,
  lightning,
  platforms,
}: {
  custody: Custody | null;
  kyc: Kyc | null;
  openSource: boolean | null;
  lightning: boolean | null;
  platforms: Platform[];
}) {
  const facts = [
    ["Custody", custody && CUSTODY_LABELS[custody]],
    ["KYC", kyc && KYC_LABELS[kyc]],
    ["Open source", yesNo(openSource)],
    ["Lightning", yesNo(lightning)],
    ["Platforms", platforms.map((p) => PLATFORM_LABELS[p]).join(", ")],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  if (facts.length === 0) return null;
  return (
    <section aria-labelledby="facts-heading" className="rounded-xl border border-slate-200 p-5">
      <h2 id="facts-heading" className="text-lg font-semibold text-slate-900">
        At a glance
      </h2>
      <dl className="mt-3 grid grid-cols-[auto,1fr] gap-x-6 gap-y-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
