import { data, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { Link } from "#app/components/Link.tsx";
import { ALL_LIFECYCLES, LIFECYCLE_PARAM } from "#app/lib/tool-lifecycle.ts";
import { RELEASED_PARAM, RELEASED_RECENTLY } from "#app/lib/tool-repository.ts";
import { shareMeta, siteNameFrom } from "#app/lib/meta.ts";
import {
  OPEN_DATA_CSV_COLUMNS,
  OPEN_DATA_CSV_PATH,
  OPEN_DATA_FACT_NAMES,
  OPEN_DATA_FACT_VALUES,
  OPEN_DATA_JSON_PATH,
  OPEN_DATA_LICENCE,
  OPEN_DATA_PAGE_SIZE,
  OPEN_DATA_PATH,
  OPEN_DATA_RATE_LIMIT,
  OPEN_DATA_TOOL_FIELDS,
  OPEN_DATA_VERSION,
} from "#app/lib/open-data.ts";
import {
  CUSTODY_VALUES,
  FACT_KEYS,
  FACT_LABELS,
  HARDWARE_SIGNER_VALUES,
  KYC_VALUES,
  PLATFORM_VALUES,
  VALIDATION_VALUES,
  YES_NO_FACET_KEYS,
  YES_NO_FACETS,
} from "#app/lib/tool-facets.ts";
import { SORTS } from "#app/lib/tool-filters.ts";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";

export function loader({ context }: LoaderFunctionArgs) {
  return data({ siteUrl: context.env.SITE_URL }, { headers: { "Cache-Control": PUBLIC_PAGE } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  shareMeta(matches, {
    title: `Open Data | ${siteNameFrom(matches)}`,
    description:
      "Every listed Bitcoin tool with its facts and their sources, as JSON and CSV, free to reuse under CC BY 4.0.",
    path: OPEN_DATA_PATH,
  });

const any = (values: readonly string[]) => values.join(", ");

/** The query parameters both formats take: the home list's filters, the page and its size. */
const PARAMETERS: [name: string, values: string][] = [
  ["q", "Search text: names, tags and descriptions (at most 100 characters)."],
  ["sort", `${any(SORTS)}; relevance while searching, latest otherwise.`],
  ["category", "A category's slug, as in /category/{slug}."],
  ["custody", any(CUSTODY_VALUES)],
  ["kyc", any(KYC_VALUES)],
  ["platform", any(PLATFORM_VALUES)],
  ["validation", any(VALIDATION_VALUES)],
  ["signer", `${any(HARDWARE_SIGNER_VALUES)}: tools that sign with a hardware signer this way.`],
  ...YES_NO_FACET_KEYS.map((key): [string, string] => [YES_NO_FACETS[key].param, "yes or no"]),
  [LIFECYCLE_PARAM, `${ALL_LIFECYCLES}: discontinued and shut-down tools too (left out otherwise).`],
  [RELEASED_PARAM, `${RELEASED_RECENTLY}: only tools whose repository published a release in the last 12 months.`],
  ["page", "1 and up."],
  [
    "per_page",
    `1 to ${OPEN_DATA_PAGE_SIZE.json.max} for JSON (${OPEN_DATA_PAGE_SIZE.json.default} if left out), 1 to ${OPEN_DATA_PAGE_SIZE.csv.max} for CSV (${OPEN_DATA_PAGE_SIZE.csv.default}).`,
  ],
];

const code = "rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.85em] text-slate-900";
const cell = "border-t border-slate-200 px-3 py-2 align-top";

export default function OpenData() {
  const { siteUrl } = useLoaderData<typeof loader>();
  const example = new URL(`${OPEN_DATA_JSON_PATH}?bitcoin_only=yes&per_page=10`, siteUrl).href;
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Open Data</h1>
      <p className="mt-3 text-lg text-slate-600">
        Every tool we list, with its facts, where each fact comes from and the day it was last checked, is yours to
        reuse: in a spreadsheet, an app or your own comparison.
      </p>

      <section aria-labelledby="licence-heading" className="mt-10">
        <h2 id="licence-heading" className="text-2xl font-semibold text-slate-900">
          Licence
        </h2>
        <p className="mt-3 text-slate-700">
          Our descriptions and facts are published under{" "}
          <a href={OPEN_DATA_LICENCE.url} className="focus-ring rounded font-medium text-orange-800 underline">
            {OPEN_DATA_LICENCE.name}
          </a>
          : use them for anything, commercial or not, and credit this site with a link to this page. Names, logos and
          trademarks belong to their owners, and each fact&apos;s source keeps its own terms.
        </p>
      </section>

      <section aria-labelledby="endpoints-heading" className="mt-10 space-y-3 text-slate-700">
        <h2 id="endpoints-heading" className="text-2xl font-semibold text-slate-900">
          Download
        </h2>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <a href={OPEN_DATA_JSON_PATH} className="focus-ring rounded font-medium text-orange-800 underline">
              <code className={code}>{OPEN_DATA_JSON_PATH}</code>
            </a>
            : JSON, a page of tools at a time, with <code className={code}>next</code> linking to the following page.
          </li>
          <li>
            <a href={OPEN_DATA_CSV_PATH} className="focus-ring rounded font-medium text-orange-800 underline">
              <code className={code}>{OPEN_DATA_CSV_PATH}</code>
            </a>
            : CSV, one row per tool, that opens in any spreadsheet.
          </li>
        </ul>
        <p>
          Both take the filters of the{" "}
          <Link to="/" className="focus-ring rounded font-medium text-orange-800 underline">
            home page&apos;s list
          </Link>{" "}
          as parameters, so a filtered list and its data share one address. For example,{" "}
          <a href={example} className="focus-ring break-all rounded font-medium text-orange-800 underline">
            {example}
          </a>{" "}
          lists the first ten Bitcoin-only tools.
        </p>
        <p>
          Any website may read them from the browser (CORS allows every origin). Answers are cached for five minutes.
          Requests that the cache cannot answer are limited to {OPEN_DATA_RATE_LIMIT.max} a minute per address; past
          that the answer is <code className={code}>429 Too Many Requests</code> with a{" "}
          <code className={code}>Retry-After</code> header. A bad parameter answers <code className={code}>400</code>{" "}
          with <code className={code}>{'{ "error": "…" }'}</code>.
        </p>
      </section>

      <section aria-labelledby="parameters-heading" className="mt-10">
        <h2 id="parameters-heading" className="text-2xl font-semibold text-slate-900">
          Parameters
        </h2>
        <SchemaTable caption="Query parameters" head={["Parameter", "Values"]} rows={PARAMETERS} />
      </section>

      <section aria-labelledby="schema-heading" className="mt-10 space-y-3 text-slate-700">
        <h2 id="schema-heading" className="text-2xl font-semibold text-slate-900">
          Schema, version {OPEN_DATA_VERSION}
        </h2>
        <p>
          The JSON holds <code className={code}>page</code>, <code className={code}>per_page</code>,{" "}
          <code className={code}>total</code> (a search counts up to 1,000, and then says{" "}
          <code className={code}>total_is_capped</code>), <code className={code}>next</code>, the licence, and{" "}
          <code className={code}>tools</code>. Fields are only ever added to version {OPEN_DATA_VERSION}; a change that
          renames or removes one will come as a new address.
        </p>
        <SchemaTable caption="Each tool" head={["Field", "What it holds"]} rows={OPEN_DATA_TOOL_FIELDS} />
        <SchemaTable
          caption="Each fact"
          head={["Name", "Fact", "Value"]}
          rows={FACT_KEYS.map((key) => [OPEN_DATA_FACT_NAMES[key], FACT_LABELS[key], OPEN_DATA_FACT_VALUES[key]])}
        />
        <p>
          The CSV has these columns, in this order: each fact gives three, its value, its{" "}
          <code className={code}>_source</code> and its <code className={code}>_verified_on</code> day. Lists are joined
          with &quot;; &quot;, yes/no facts read yes or no, and a fact that is not known is an empty cell.
        </p>
        <p className="break-words font-mono text-sm text-slate-900">{OPEN_DATA_CSV_COLUMNS.join(", ")}</p>
      </section>
    </div>
  );
}

function SchemaTable({ caption, head, rows }: { caption: string; head: string[]; rows: string[][] }) {
  return (
    <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="px-3 py-2 text-left font-semibold text-slate-900">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {head.map((title) => (
              <th key={title} scope="col" className="px-3 py-2 font-semibold text-slate-700">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, ...rest]) => (
            <tr key={name}>
              <th scope="row" className={`${cell} font-mono font-normal text-slate-900`}>
                {name}
              </th>
              {rest.map((text, index) => (
                <td key={index} className={`${cell} text-slate-700`}>
                  {text}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
