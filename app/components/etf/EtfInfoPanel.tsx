import { ClockTime } from "#app/components/prices/ClockTime.tsx";
import { asOfText, quoteIsNewer } from "#app/lib/etf-figures.ts";
import type { EtfTable } from "#app/lib/etf-table.ts";

const UPDATED_AT: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };
const REMAINDER = "The Bitcoin ETF market is rapidly evolving, and AUM figures change regularly.";

const BENEFITS = [
  ["Easier brokerage access", "buy and sell in the same account as your stocks and bonds, during market hours."],
  ["No wallets or exchanges", "the fund holds the bitcoin or futures, so there are no keys for you to keep safe."],
  [
    "Potential tax advantages",
    "in some places ETFs can sit in tax-advantaged accounts such as retirement plans; check your own rules.",
  ],
  ["Regulated vehicles", "the funds are registered, audited and overseen by securities regulators."],
  [
    "Simpler portfolio integration",
    "a ticker symbol fits the tools you already use for allocation, rebalancing and reporting.",
  ],
] as const;

/**
 * The info panel: what the funds are, why people use them, and how old the figures are: the
 * newest quote's time, or the editors' "as of" date when no quote is newer, with their source.
 */
export function EtfInfoPanel({ table }: { table: Pick<EtfTable, "updatedAt" | "asOf" | "sourceUrl"> }) {
  const { updatedAt, asOf, sourceUrl } = table;
  return (
    <section aria-labelledby="etf-info" className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-6">
      <h2 id="etf-info" className="text-xl font-semibold text-slate-900">
        What are Bitcoin ETFs?
      </h2>
      <p className="mt-2 text-slate-700">
        An exchange-traded fund is a fund whose shares trade on a stock exchange like any other share. A spot Bitcoin
        ETF holds bitcoin itself, so its price follows bitcoin&apos;s; a futures ETF holds bitcoin futures contracts
        instead, which track the price less closely and cost more to roll over. Either way you own shares of the fund,
        not bitcoin you can send.
      </p>
      <h3 className="mt-6 text-lg font-semibold text-slate-900">Benefits of Bitcoin ETFs</h3>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
        {BENEFITS.map(([benefit, detail]) => (
          <li key={benefit}>
            <span className="font-medium text-slate-900">{benefit}</span>: {detail}
          </li>
        ))}
      </ul>
      <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-600" data-testid="etf-updated">
        {updatedAt && quoteIsNewer(updatedAt, asOf) ? (
          <>
            Data last updated: <ClockTime iso={updatedAt} locale="en-US" options={UPDATED_AT} />
            {`. ${REMAINDER}`}
          </>
        ) : asOf ? (
          `Data last updated ${asOfText(asOf)}. ${REMAINDER}`
        ) : (
          REMAINDER
        )}
        {sourceUrl ? (
          <>
            {" "}
            <a
              href={sourceUrl}
              rel="noopener noreferrer"
              className="focus-ring rounded font-medium text-bitcoin-dark underline hover:text-slate-950"
            >
              Source of the figures
            </a>
          </>
        ) : null}
      </p>
    </section>
  );
}
