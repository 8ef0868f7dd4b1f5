// The speed-insights beacon: checked, limited per client address, and stored in batches under
// the page type the server derives from the path.
import { describe, expect, it } from "#test/support/fixtures.ts";
import { runMinuteCron } from "#test/support/cron.ts";
import { get } from "#test/support/worker.ts";

let addresses = 0;
const uniqueIp = () => `198.51.100.${(Date.now() + addresses++) % 250}-${Math.random().toString(36).slice(2)}`;

function report(body: unknown, ip = uniqueIp(), headers: Record<string, string> = {}) {
  return get("/api/vitals", {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip, Origin: "http://localhost", ...headers },
  });
}

describe("POST /api/vitals", () => {
  it("keeps nothing a bot reports, as page views keep nothing of bots", async ({ sql }) => {
    const lcp = 2000 + Math.random();
    const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    const { response } = await report({ path: "/", metrics: [{ name: "LCP", value: lcp }] }, uniqueIp(), {
      "User-Agent": googlebot,
    });
    expect(response.status).toBe(204);
    await runMinuteCron();
    expect(await sql`SELECT 1 FROM web_vitals WHERE metric = 'LCP' AND value = ${lcp}`).toHaveLength(0);
  });

  it("stores each metric under the page type of the reported path, whatever else the report says", async ({ sql }) => {
    const lcp = 1000 + Math.random();
    const { response } = await report({
      path: "/tool/some-tool",
      pageType: "admin",
      metrics: [
        { name: "LCP", value: lcp },
        { name: "CLS", value: 0.031 },
      ],
    });
    expect(response.status).toBe(204);
    await runMinuteCron();
    const rows = await sql<{ page_type: string; metric: string; value: number }[]>`
      SELECT page_type, metric, value FROM web_vitals WHERE metric = 'LCP' AND value = ${lcp}`;
    expect(rows).toEqual([{ page_type: "tool", metric: "LCP", value: lcp }]);
  });

  it("refuses reports that are not valid with 400", async () => {
    const refused = [
      "not json",
      { path: "/", metrics: [{ name: "FID", value: 10 }] },
      { path: "/", metrics: [{ name: "LCP", value: -1 }] },
      { path: "/", metrics: [{ name: "LCP", value: 10_000_000 }] },
      { path: "/", metrics: [{ name: "CLS", value: 90 }] },
      { path: "/", metrics: [] },
      { path: "https://elsewhere.example/", metrics: [{ name: "LCP", value: 100 }] },
      {
        path: "/",
        metrics: [
          { name: "LCP", value: 100 },
          { name: "LCP", value: 200 },
        ],
      },
    ];
    for (const body of refused) expect((await report(body)).response.status, JSON.stringify(body)).toBe(400);
  });

  it("refuses a body over its cap with 413", async () => {
    const { response } = await report({ path: `/${"a".repeat(3000)}`, metrics: [{ name: "LCP", value: 1 }] });
    expect(response.status).toBe(413);
  });

  it("limits one client address to 60 reports in 10 minutes", async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await report({ path: "/", metrics: [] }, ip)).response.status);
    expect(statuses.slice(0, 60).every((status) => status === 400)).toBe(true);
    const last = await report({ path: "/", metrics: [{ name: "LCP", value: 100 }] }, ip);
    expect(last.response.status).toBe(429);
    expect(Number(last.response.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await report({ path: "/", metrics: [{ name: "INP", value: 1 }] })).response.status).toBe(204);
  });
});
