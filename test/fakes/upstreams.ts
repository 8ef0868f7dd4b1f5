// Fake CoinGecko, Coinbase and Alpha Vantage on 127.0.0.1, answering in their real wire formats
// (what the site relies on in them: README, Upstreams). Tests switch the price sources' behaviour with POST /__mode
// {"mode": ...} and read how many calls each path received from GET /__calls; Alpha Vantage has its
// own POST /__alphavantage {"mode": ...}, and GET /__alphavantage lists its calls with their times.
// POST /__price {"code": "dkk", "price": 510000} moves one currency's price in both sources (null
// puts it back), so a test can cross a level without moving the prices other tests read.
// hCaptcha's siteverify answers at POST /siteverify. Tools' websites for the listing check answer
// under /site/ (test/fakes/tool-site.ts). "hanging" modes accept the request and never
// answer (until the fake closes), as a stuck upstream does.
import { createServer, type Server, type ServerResponse } from "node:http";
import { codebergApi, gitlabApi } from "#test/fakes/forges.ts";
import { githubApi } from "#test/fakes/github-api.ts";
import { toolSite } from "#test/fakes/tool-site.ts";

/**
 * "absurd": CoinGecko prices bitcoin at 1e30 in every currency (Coinbase stays sane);
 * "absurd-everywhere": both sources do; "doubled": both sources agree bitcoin is worth twice as
 * much; "doubled-coingecko": only CoinGecko says so.
 */
export type FakeMode =
  | "normal"
  | "rate-limited"
  | "error"
  | "slow"
  | "hanging"
  | "malformed"
  | "partial"
  | "absurd"
  | "absurd-everywhere"
  | "doubled"
  | "doubled-coingecko";

const ABSURD_PRICE = 1e30;

/** The price a mode makes a source give, from the normal one. */
function modePrice(mode: FakeMode, source: "coingecko" | "coinbase", price: number): number {
  if (mode === "absurd-everywhere" || (mode === "absurd" && source === "coingecko")) return ABSURD_PRICE;
  if (mode === "doubled" || (mode === "doubled-coingecko" && source === "coingecko")) return price * 2;
  return price;
}

export const FAKE_PRICES: Record<string, number> = {
  usd: 67187.33,
  eur: 61234.75,
  jpy: 10123456,
  gbp: 52345.67,
  aud: 101234.5,
  cad: 91234.56,
  chf: 59876.54,
  cny: 485432.1,
  hkd: 524321.09,
  nzd: 110987.65,
  sek: 712345.67,
  krw: 91234567,
  sgd: 90123.45,
  nok: 723456.78,
  mxn: 1234567.89,
  inr: 5612345.67,
  rub: 6123456.78,
  zar: 1212345.67,
  try: 2234567.89,
  brl: 367890.12,
  twd: 2112345.67,
  dkk: 456789.01,
  pln: 267890.12,
  thb: 2345678.9,
  idr: 1087654321,
  huf: 24567890.12,
  czk: 1534567.89,
  ils: 245678.9,
  clp: 63456789,
  php: 3789012.34,
  aed: 246789.01,
  sar: 252000.12,
  myr: 312345.67,
  ars: 61234567.89,
  ngn: 105432109.87,
  vnd: 1712345678,
  pkr: 18765432.1,
  uah: 2789012.34,
  kwd: 20654.32,
  bhd: 25321.09,
};
const COINBASE_ONLY: Record<string, string> = {
  COP: "270123456.78",
  RON: "305432.10",
  EGP: "3298765.43",
  BGN: "119765.43",
  QAR: "244567.89",
  PEN: "251234.56",
  MAD: "612345.67",
  DZD: "8987654.32",
  KES: "8654321.09",
};

/** A gentle deterministic wave around a price, so charts have a shape. */
export const fakeWave = (price: number, i: number) => Math.round(price * (1 + 0.03 * Math.sin(i / 12)) * 100) / 100;

export const FAKE_MARKET = {
  market_cap: 1323456789012,
  total_volume: 34567890123,
  circulating_supply: 19790000,
  high_24h: 68012.5,
  low_24h: 65123.25,
  price_change_percentage_24h: 2.5,
};

/** Bitcoin's all-time high in US dollars and its time, as CoinGecko gives them; other currencies scale it. */
export const FAKE_ATH = { usd: 126080, date: "2025-10-06T18:57:42.558Z" };

/** One coin of coins/markets in `code` (lower case); figures in money scale with the currency's price. */
function fakeMarket(mode: FakeMode, code: string, sparkline: boolean) {
  const now = Date.now();
  const rate = FAKE_PRICES[code]! / FAKE_PRICES.usd!;
  const money = (usd: number) => Math.round(usd * rate * 100) / 100;
  const price = modePrice(mode, "coingecko", FAKE_PRICES[code]!);
  const ath = money(FAKE_ATH.usd);
  return {
    id: "bitcoin",
    symbol: "btc",
    name: "Bitcoin",
    image: "https://assets.coingecko.com/coins/images/1/large/bitcoin.png",
    current_price: price,
    market_cap: money(FAKE_MARKET.market_cap),
    market_cap_rank: 1,
    fully_diluted_valuation: money(1410000000000),
    total_volume: money(FAKE_MARKET.total_volume),
    high_24h: money(FAKE_MARKET.high_24h),
    low_24h: money(FAKE_MARKET.low_24h),
    price_change_24h: money(1638.71),
    price_change_percentage_24h: FAKE_MARKET.price_change_percentage_24h,
    market_cap_change_24h: money(32000000000),
    market_cap_change_percentage_24h: 2.48,
    circulating_supply: FAKE_MARKET.circulating_supply,
    total_supply: 19790000,
    max_supply: 21000000,
    ath,
    ath_change_percentage: Math.round(((price - ath) / ath) * 100_000) / 1000,
    ath_date: FAKE_ATH.date,
    atl: money(67.81),
    atl_change_percentage: 98980.1,
    atl_date: "2013-07-06T00:00:00.000Z",
    roi: null,
    last_updated: new Date(now).toISOString(),
    ...(sparkline
      ? { sparkline_in_7d: { price: Array.from({ length: 168 }, (_, i) => fakeWave(FAKE_PRICES[code]!, i)) } }
      : {}),
  };
}

/** market_chart: 5-minute points for 1 day, hourly up to 90 days, daily beyond. */
function fakeMarketChart(price: number, days: number) {
  const stepMs = days <= 1 ? 5 * 60_000 : days <= 90 ? 3_600_000 : 86_400_000;
  const now = Date.now();
  const count = Math.floor((days * 86_400_000) / stepMs);
  const prices = Array.from({ length: count + 1 }, (_, i) => [now - (count - i) * stepMs, fakeWave(price, i)]);
  return {
    prices,
    market_caps: prices.map(([t, p]) => [t, p! * 19790000]),
    total_volumes: prices.map(([t]) => [t, 34567890123]),
  };
}

/**
 * Alpha Vantage's answers. "mixed" gives quotes except BTCO (empty quote), EZBC (HTTP 500) and
 * BITS (Error Message); "slow" answers after 15 s, past the Worker's timeout; "hanging" never
 * answers.
 */
export type AlphaVantageMode =
  | "success"
  | "falling"
  | "information"
  | "note"
  | "empty"
  | "error-message"
  | "http-500"
  | "slow"
  | "hanging"
  | "mixed"
  /** Quotes, but IBIT's change is 1e30 %, FBTC's -150 %, GBTC's trading day 9999-99-99 and ARKB's price negative. */
  | "implausible"
  /** HTTP 429, as a proxy or a paid plan's limit answers. */
  | "http-429"
  /** Quotes, but IBIT's answer is a 16 MB body, sent as it is written (no Content-Length). */
  | "huge";

/** The day's change per ticker in "success" mode (as Alpha Vantage writes it). */
export const FAKE_ETF_CHANGES: Record<string, string> = {
  IBIT: "2.3322%",
  FBTC: "2.2950%",
  GBTC: "-0.5000%",
  BTC: "-0.4800%",
  ARKB: "2.3100%",
  BITB: "2.2800%",
  HODL: "2.3400%",
  BTCO: "2.2700%",
  EZBC: "2.3000%",
  BTCW: "2.2900%",
  BITO: "-1.1200%",
  BRRR: "2.2600%",
  BITS: "0.0000%",
};
/** The last weekday before today (UTC), so that quotes always carry a recent trading day. */
export const FAKE_TRADING_DAY = (() => {
  const DAY = 86_400_000;
  let day = Math.floor(Date.now() / DAY) * DAY - DAY;
  while ([0, 6].includes(new Date(day).getUTCDay())) day -= DAY;
  return new Date(day).toISOString().slice(0, 10);
})();

function globalQuote(symbol: string, changePercent: string, overrides: Record<string, string> = {}) {
  const price = 50;
  const change = (price * Number.parseFloat(changePercent)) / 100;
  return {
    "Global Quote": {
      "01. symbol": symbol,
      "02. open": "49.8000",
      "03. high": "51.2000",
      "04. low": "49.5000",
      "05. price": price.toFixed(4),
      "06. volume": "41234567",
      "07. latest trading day": FAKE_TRADING_DAY,
      "08. previous close": (price - change).toFixed(4),
      "09. change": change.toFixed(4),
      "10. change percent": changePercent,
      ...overrides,
    },
  };
}

const AV_INFORMATION =
  "Thank you for using Alpha Vantage! Our standard API rate limit is 25 requests per day. Please subscribe to any of the premium plans at https://www.alphavantage.co/premium/ to instantly remove all daily rate limits.";
const AV_NOTE =
  "Thank you for using Alpha Vantage! Our standard API call frequency is 5 calls per minute and 500 calls per day. Please visit https://www.alphavantage.co/premium/ if you would like to target a higher API call frequency.";

/** One GLOBAL_QUOTE answer: [HTTP status, body]. */
export function alphaVantageAnswer(mode: AlphaVantageMode, params: URLSearchParams): [number, unknown] {
  const symbol = (params.get("symbol") ?? "").toUpperCase();
  const apiKey = params.get("apikey");
  if (params.get("function") !== "GLOBAL_QUOTE" || !symbol)
    return [
      200,
      {
        "Error Message":
          "Invalid API call. Please retry or visit the documentation (https://www.alphavantage.co/documentation/) for GLOBAL_QUOTE.",
      },
    ];
  if (!apiKey)
    return [
      200,
      {
        "Error Message":
          "the parameter apikey is invalid or missing. Please claim your free API key on (https://www.alphavantage.co/support/#api-key). It should take less than 20 seconds.",
      },
    ];
  if (apiKey === "demo")
    return [
      200,
      {
        Information:
          "The **demo** API key is for demo purposes only. Please claim your free API key at (https://www.alphavantage.co/support/#api-key) to explore our full API offerings. It takes fewer than 20 seconds.",
      },
    ];
  const known = symbol in FAKE_ETF_CHANGES;
  const mixed = mode === "mixed" ? { BTCO: "empty", EZBC: "http-500", BITS: "error-message" }[symbol] : undefined;
  switch (mixed ?? mode) {
    case "information":
      return [200, { Information: AV_INFORMATION }];
    case "note":
      return [200, { Note: AV_NOTE }];
    case "empty":
      return [200, { "Global Quote": {} }];
    case "error-message":
      return [
        200,
        {
          "Error Message":
            "Invalid API call. Please retry or visit the documentation (https://www.alphavantage.co/documentation/) for GLOBAL_QUOTE.",
        },
      ];
    case "http-500":
      return [500, "Internal Server Error"];
    case "http-429":
      return [429, { Information: AV_INFORMATION }];
    case "implausible": {
      const broken: Record<string, Record<string, string>> = {
        IBIT: { "10. change percent": "1000000000000000000000000000000.0000%" },
        FBTC: { "10. change percent": "-150.0000%" },
        GBTC: { "07. latest trading day": "9999-99-99" },
        ARKB: { "05. price": "-50.0000" },
      };
      return [200, known ? globalQuote(symbol, FAKE_ETF_CHANGES[symbol]!, broken[symbol]) : { "Global Quote": {} }];
    }
    case "falling":
      return [200, known ? globalQuote(symbol, "-1.5000%") : { "Global Quote": {} }];
    default:
      return [200, known ? globalQuote(symbol, FAKE_ETF_CHANGES[symbol]!) : { "Global Quote": {} }];
  }
}

/** 16 MB of one JSON answer, written in 64 KB pieces as the reader takes them, until it stops reading. */
function sendHuge(res: ServerResponse) {
  res.writeHead(200, { "Content-Type": "application/json" });
  const piece = Buffer.alloc(64 * 1024, " ");
  let left = 256;
  res.write('{"Global Quote": {"01. symbol": "IBIT", "padding": "');
  const more = () => {
    while (left > 0) {
      left--;
      if (!res.write(piece)) return void res.once("drain", more);
    }
    res.end('"}}');
  };
  res.on("error", () => {});
  more();
}

/** Coinbase writes rates as plain decimal strings, even absurd ones. */
const coinbaseRate = (value: number) => (value >= 1e21 ? BigInt(Math.round(value)).toString() : String(value));

export interface FakeUpstreams {
  url: string;
  close: () => Promise<void>;
}

/** `mailbox` lets tests outside this process read the fake SMTP server's mail at GET /__mail. */
/** hCaptcha's published test keys: this secret with this response token passes, anything else fails. */
export const HCAPTCHA_TEST = {
  sitekey: "10000000-ffff-ffff-ffff-000000000001",
  secret: "0x0000000000000000000000000000000000000000",
  token: "10000000-aaaa-bbbb-cccc-000000000001",
};

/** hCaptcha's siteverify answer (POST form: secret, response, remoteip, sitekey). */
function hcaptchaAnswer(form: URLSearchParams) {
  if (form.get("secret") !== HCAPTCHA_TEST.secret) return { success: false, "error-codes": ["invalid-input-secret"] };
  if (form.get("response") !== HCAPTCHA_TEST.token)
    return { success: false, "error-codes": ["invalid-input-response"] };
  return { success: true, challenge_ts: new Date().toISOString(), hostname: "localhost", credit: false };
}

export async function startFakeUpstreams(port = 0, mailbox?: () => unknown[]): Promise<FakeUpstreams> {
  let mode: FakeMode = "normal";
  const calls = new Map<string, number>();
  const moved = new Map<string, number>();
  const priceOf = (code: string) => moved.get(code) ?? FAKE_PRICES[code]!;
  let alphaVantageMode: AlphaVantageMode = "success";
  let alphaVantageCalls: { symbol: string | null; at: number }[] = [];
  const site = toolSite();
  const github = githubApi();
  const gitlab = gitlabApi();
  const codeberg = codebergApi();
  const server: Server = createServer((req, res) => {
    if (site.handle(req, res) || github.handle(req, res) || gitlab.handle(req, res) || codeberg.handle(req, res))
      return;
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "Content-Type": "application/json", ...headers });
      res.end(typeof body === "string" ? body : JSON.stringify(body));
    };
    if (url.pathname === "/__mode" && req.method === "POST") {
      let raw = "";
      req.on("data", (chunk) => (raw += chunk));
      req.on("end", () => {
        mode = (JSON.parse(raw) as { mode: FakeMode }).mode;
        calls.clear();
        send(200, { mode });
      });
      return;
    }
    if (url.pathname === "/__price" && req.method === "POST") {
      let raw = "";
      req.on("data", (chunk) => (raw += chunk));
      req.on("end", () => {
        const { code, price } = JSON.parse(raw) as { code: string; price: number | null };
        if (price === null) moved.delete(code.toLowerCase());
        else moved.set(code.toLowerCase(), price);
        send(200, Object.fromEntries(moved));
      });
      return;
    }
    if (url.pathname === "/__calls") return send(200, Object.fromEntries(calls));
    if (url.pathname === "/__mail") return send(200, mailbox?.() ?? []);
    if (url.pathname === "/__alphavantage") {
      if (req.method !== "POST") return send(200, { mode: alphaVantageMode, calls: alphaVantageCalls });
      let raw = "";
      req.on("data", (chunk) => (raw += chunk));
      req.on("end", () => {
        alphaVantageMode = (JSON.parse(raw) as { mode: AlphaVantageMode }).mode;
        alphaVantageCalls = [];
        send(200, { mode: alphaVantageMode });
      });
      return;
    }
    if (url.pathname === "/siteverify" && req.method === "POST") {
      let raw = "";
      req.on("data", (chunk) => (raw += chunk));
      req.on("end", () => send(200, hcaptchaAnswer(new URLSearchParams(raw))));
      return;
    }
    if (url.pathname === "/query") {
      alphaVantageCalls.push({ symbol: url.searchParams.get("symbol"), at: Date.now() });
      const [status, body] = alphaVantageAnswer(alphaVantageMode, url.searchParams);
      const reply = () => send(status, body);
      if (alphaVantageMode === "hanging") return;
      if (alphaVantageMode === "huge" && url.searchParams.get("symbol") === "IBIT") return sendHuge(res);
      if (alphaVantageMode === "slow") setTimeout(reply, 15_000);
      else reply();
      return;
    }
    calls.set(url.pathname, (calls.get(url.pathname) ?? 0) + 1);
    // coins/markets serves both the home card (USD, every poll) and the all-time highs: counted by currency too.
    if (url.pathname === "/api/v3/coins/markets") {
      const key = `${url.pathname}?vs_currency=${url.searchParams.get("vs_currency")}`;
      calls.set(key, (calls.get(key) ?? 0) + 1);
    }

    const answer = () => {
      if (mode === "rate-limited") {
        return url.pathname.startsWith("/v2/")
          ? send(429, { errors: [{ id: "rate_limit_exceeded", message: "Too many requests" }] })
          : send(
              429,
              { status: { error_code: 429, error_message: "You've exceeded the Rate Limit." } },
              { "retry-after": "119" },
            );
      }
      if (mode === "error") return send(500, "Internal Server Error");
      if (mode === "malformed") return send(200, '{"bitcoin": {"usd": 67');
      if (url.pathname === "/api/v3/simple/price") {
        const wanted = (url.searchParams.get("vs_currencies") ?? "").split(",");
        const bitcoin: Record<string, number | null> = { last_updated_at: Math.floor(Date.now() / 1000) };
        for (const code of wanted) {
          if (!(code in FAKE_PRICES) || (mode === "partial" && code !== "usd")) continue;
          bitcoin[code] = modePrice(mode, "coingecko", priceOf(code));
          bitcoin[`${code}_24h_change`] = code === "jpy" ? null : code === "eur" ? -1.2345 : 2.5;
        }
        return send(200, { bitcoin });
      }
      if (url.pathname === "/api/v3/coins/markets") {
        const code = url.searchParams.get("vs_currency") ?? "";
        if (!(code in FAKE_PRICES)) return send(400, { error: "invalid vs_currency" });
        return send(200, [fakeMarket(mode, code, url.searchParams.get("sparkline") === "true")]);
      }
      if (url.pathname === "/api/v3/coins/bitcoin/market_chart") {
        const code = url.searchParams.get("vs_currency") ?? "";
        if (!(code in FAKE_PRICES)) return send(400, { error: "invalid vs_currency" });
        const price = modePrice(mode, "coingecko", FAKE_PRICES[code]!);
        return send(200, fakeMarketChart(price, Number(url.searchParams.get("days") ?? "1")));
      }
      if (url.pathname === "/v2/exchange-rates") {
        const rates: Record<string, string> = {};
        for (const [code, value] of Object.entries(COINBASE_ONLY))
          rates[code] = coinbaseRate(modePrice(mode, "coinbase", Number(value)));
        for (const code of Object.keys(FAKE_PRICES))
          rates[code.toUpperCase()] = coinbaseRate(modePrice(mode, "coinbase", priceOf(code) * 0.999));
        return send(200, { data: { currency: "BTC", rates } });
      }
      return send(404, { error: "not found" });
    };
    if (mode === "hanging") return;
    if (mode === "slow") setTimeout(answer, 15_000);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // Requests left hanging on purpose would keep the server open.
        server.closeAllConnections();
      }),
  };
}
