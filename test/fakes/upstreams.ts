// Fake CoinGecko and Coinbase on 127.0.0.1, answering in their real wire formats
// (../shared/UPSTREAMS.md). Tests switch the behaviour with POST /__mode {"mode": ...} and read
// how many calls each path received from GET /__calls.
import { createServer, type Server } from "node:http";

export type FakeMode = "normal" | "rate-limited" | "error" | "slow" | "malformed" | "partial";

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

export interface FakeUpstreams {
  url: string;
  close: () => Promise<void>;
}

export async function startFakeUpstreams(port = 0): Promise<FakeUpstreams> {
  let mode: FakeMode = "normal";
  const calls = new Map<string, number>();
  const server: Server = createServer((req, res) => {
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
    if (url.pathname === "/__calls") return send(200, Object.fromEntries(calls));
    calls.set(url.pathname, (calls.get(url.pathname) ?? 0) + 1);

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
          bitcoin[code] = FAKE_PRICES[code]!;
          bitcoin[`${code}_24h_change`] = code === "jpy" ? null : code === "eur" ? -1.2345 : 2.5;
        }
        return send(200, { bitcoin });
      }
      if (url.pathname === "/v2/exchange-rates") {
        const rates: Record<string, string> = { ...COINBASE_ONLY };
        for (const [code, value] of Object.entries(FAKE_PRICES)) rates[code.toUpperCase()] = String(value * 0.999);
        return send(200, { data: { currency: "BTC", rates } });
      }
      return send(404, { error: "not found" });
    };
    if (mode === "slow") setTimeout(answer, 15_000);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
