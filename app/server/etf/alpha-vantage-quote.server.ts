// Alpha Vantage GLOBAL_QUOTE (its answers: README, Upstreams). Every answer is HTTP 200, errors included,
// so the body says what happened: a quote, a rate-limit 'Note' or 'Information', an empty quote
// for a symbol it does not know, or an 'Error Message'.
import { parseChangePercent } from "#app/lib/etf-figures.ts";
import { getJson } from "#app/server/prices/upstream-fetch.server.ts";

export type QuoteAnswer =
  | { kind: "quote"; changePercent: number; price: number | null; tradingDay: string | null }
  /** The key's limit is reached (or it is the demo key): later calls today would get the same. */
  | { kind: "limit"; message: string }
  | { kind: "empty" }
  | { kind: "error"; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function parseGlobalQuote(body: unknown): QuoteAnswer {
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
  const price = Number(quote["05. price"]);
  const day = quote["07. latest trading day"];
  return {
    kind: "quote",
    changePercent,
    price: Number.isFinite(price) && price > 0 ? price : null,
    tradingDay: typeof day === "string" && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null,
  };
}

/** One ticker's quote; a non-OK answer, a timeout or a broken body comes back as an error. */
export async function fetchGlobalQuote(baseUrl: string, apiKey: string, ticker: string): Promise<QuoteAnswer> {
  const url = `${baseUrl}/query?function=GLOBAL_QUOTE&symbol=${encodeURIComponent(ticker)}&apikey=${encodeURIComponent(apiKey)}`;
  try {
    return parseGlobalQuote(await getJson(url));
  } catch (error) {
    return { kind: "error", message: error instanceof Error ? error.message : String(error) };
  }
}
