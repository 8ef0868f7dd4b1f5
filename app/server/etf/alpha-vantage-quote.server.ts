// Alpha Vantage GLOBAL_QUOTE (its answers: README, Upstreams). Every answer is HTTP 200, errors included,
// so the body says what happened: a quote, a rate-limit 'Note' or 'Information', an empty quote
// for a symbol it does not know, or an 'Error Message'. An HTTP 429 is a rate limit too. A quote
// whose figures are not believable (plausible-quote.server.ts) is an error: the fund keeps its
// last good figures. At most QUOTE_MAX_BYTES of an answer are read.
import { parseChangePercent } from "#app/lib/etf-figures.ts";
import { quoteProblem } from "#app/server/etf/plausible-quote.server.ts";
import { getJson, UpstreamError } from "#app/server/prices/upstream-fetch.server.ts";

/** A quote is about 400 bytes; anything much larger is not one. */
export const QUOTE_MAX_BYTES = 64 * 1024;

export type QuoteAnswer =
  | { kind: "quote"; changePercent: number; price: number | null; tradingDay: string | null }
  /** The key's limit is reached (or it is the demo key): later calls today would get the same. */
  | { kind: "limit"; message: string }
  | { kind: "empty" }
  | { kind: "error"; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A figure Alpha Vantage writes as a string: null when absent, NaN when it is not a number. */
const figure = (raw: unknown) => (raw === undefined || raw === null || raw === "" ? null : Number(raw));

/** `now`: the real time of the answer, against which the trading day is judged. */
export function parseGlobalQuote(body: unknown, now: number = Date.now()): QuoteAnswer {
  if (!isRecord(body)) return { kind: "error", message: "the answer is not a JSON object" };
  for (const key of ["Note", "Information"]) {
    if (typeof body[key] === "string") return { kind: "limit", message: body[key] };
  }
  if (typeof body["Error Message"] === "string") return { kind: "error", message: body["Error Message"] };
  const quote = body["Global Quote"];
  if (quote === undefined || (isRecord(quote) && Object.keys(quote).length === 0)) return { kind: "empty" };
  if (!isRecord(quote)) return { kind: "error", message: "'Global Quote' is not an object" };
  const changePercent = parseChangePercent(quote["10. change percent"]);
  if (changePercent === null) return { kind: "error", message: "the quote has no change percent" };
  const day = quote["07. latest trading day"];
  const figures = {
    changePercent,
    price: figure(quote["05. price"]),
    volume: figure(quote["06. volume"]),
    tradingDay: day === undefined || day === null ? null : String(day),
  };
  const problem = quoteProblem(figures, now);
  if (problem) return { kind: "error", message: `implausible quote: ${problem}` };
  return { kind: "quote", changePercent, price: figures.price, tradingDay: figures.tradingDay };
}

/** One ticker's quote; a non-OK answer, a timeout, a broken or oversized body comes back as an error. */
export async function fetchGlobalQuote(baseUrl: string, apiKey: string, ticker: string): Promise<QuoteAnswer> {
  const url = `${baseUrl}/query?function=GLOBAL_QUOTE&symbol=${encodeURIComponent(ticker)}&apikey=${encodeURIComponent(apiKey)}`;
  try {
    return parseGlobalQuote(await getJson(url, {}, QUOTE_MAX_BYTES));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof UpstreamError && error.status === 429) return { kind: "limit", message };
    return { kind: "error", message };
  }
}
