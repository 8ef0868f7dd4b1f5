// The open data: the catalogue as JSON and CSV with the home list's filters, paged, with each
// fact's source, readable from any site (CORS), cached at the edge, and limited per client address.
import { afterAll, beforeAll, describe, expect, it } from "#test/support/fixtures.ts";
import { OPEN_DATA_CSV_COLUMNS, OPEN_DATA_RATE_LIMIT } from "#app/lib/open-data.ts";
import { categoryIdOf, insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";
import { textOf } from "#test/support/form-html.ts";
import { get, heading, worker } from "#test/support/worker.ts";

/** Each test speaks from its own address, so the rate limit of one never touches another. */
const from = (name: string) => ({ headers: { "CF-Connecting-IP": `198.51.100.${name}` } });

/** RFC 4180, as a spreadsheet reads it: quoted cells, doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (quoted || (ch !== "," && ch !== "\r")) {
      cell += ch;
    } else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++; // the \n of CRLF
    }
  }
  return rows;
}

const json = async (path: string, address: string) => {
  const { response, html } = await get(path, from(address));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the body is read as an app would
  return { response, body: JSON.parse(html) as Record<string, any> };
};

let tricky: { id: string; slug: string; name: string };

beforeAll(async ({ sql }) => {
  const slug = uniqueSlug("open-data-quote");
  tricky = await insertTool(sql, {
    slug,
    name: `Quote, "Comma" ${slug}`,
    categoryIds: [await categoryIdOf(sql, "bitcoin-wallets")],
  });
  await sql`UPDATE tools SET description = '=HYPERLINK("https://example.org")', tor = true, hardware_signers = '{qr,file}'
    WHERE id = ${tricky.id}`;
  await sql`INSERT INTO tool_fact_sources (tool_id, facet, source_url, verified_on)
    VALUES (${tricky.id}, 'tor', 'https://example.org/tor?a=1,b=2', '2026-01-02')`;
});
afterAll(async ({ sql }) => {
  await sql`DELETE FROM tools WHERE id = ${tricky.id}`;
});

describe("GET /api/v1/tools", () => {
  it("pages the catalogue with the home list's filters, each tool with its facts and their sources", async () => {
    const { response, body } = await json("/api/v1/tools?bitcoin_only=yes&sort=asc&per_page=5", "1");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(response.headers.get("Cache-Control")).toMatch(/^public, .*s-maxage=300/);
    expect(body).toMatchObject({ version: 1, licence: { name: "CC BY 4.0" }, page: 1, per_page: 5 });
    expect(body.total).toBeGreaterThan(5);
    expect(body.tools).toHaveLength(5);
    const names = body.tools.map((tool: { name: string }) => tool.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    for (const tool of body.tools) expect(tool.facts.bitcoin_only.value).toBe(true);
    expect(body.next).toMatch(/\/api\/v1\/tools\?bitcoin_only=yes&sort=asc&per_page=5&page=2$/);
    expect(response.headers.get("Link")).toBe(`<${body.next}>; rel="next"`);

    const second = await json("/api/v1/tools?bitcoin_only=yes&sort=asc&per_page=5&page=2", "1");
    expect(second.body.tools[0].name).not.toBe(body.tools[0].name);
  });

  it("states a known fact with its source and day, and an unknown one as null", async () => {
    const { body } = await json("/api/v1/tools?q=sparrow+wallet", "2");
    const sparrow = body.tools.find((tool: { slug: string }) => tool.slug === "sparrow-wallet");
    expect(sparrow).toMatchObject({
      name: "Sparrow Wallet",
      website: "https://sparrowwallet.com/",
      categories: expect.arrayContaining(["Bitcoin Wallets"]),
      facts_last_verified: "2026-11-22",
    });
    expect(sparrow.url).toMatch(/\/tool\/sparrow-wallet$/);
    expect(sparrow.facts.hardware_signers).toEqual({
      value: ["usb", "qr", "nfc", "file"],
      source: expect.stringContaining("thebitcoinhole/database"),
      verified_on: "2026-08-21",
    });
    expect(sparrow.facts.custodial_lightning).toEqual({ value: null, source: null, verified_on: null });
  });

  it.each([
    ["validation=trust-me", "Unknown validation filter."],
    ["per_page=101", "per_page must be a whole number from 1 to 100."],
    ["per_page=0", "per_page must be a whole number from 1 to 100."],
    ["page=abc", "The page must be a number."],
  ])("refuses %s with a 400 that says why, never cached", async (query, message) => {
    const { response, body } = await json(`/api/v1/tools?${query}`, "3");
    expect(response.status).toBe(400);
    expect(body).toEqual({ error: message });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
  });

  it("answers a browser's preflight from another site, and refuses writes", async () => {
    const preflight = await worker.fetch(
      new Request("http://localhost/api/v1/tools", {
        method: "OPTIONS",
        headers: { Origin: "https://elsewhere.example", "Access-Control-Request-Method": "GET" },
      }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("Access-Control-Allow-Methods")).toBe("GET, HEAD, OPTIONS");
    const write = await worker.fetch(new Request("http://localhost/api/v1/tools", { method: "POST" }));
    expect(write.status).toBe(405);
  });

  it(`answers 429 with Retry-After past ${OPEN_DATA_RATE_LIMIT.max} uncached requests a minute from one address`, async () => {
    const address = `4${Date.now() % 100}`;
    // Distinct pages, so the edge cache answers none of them. Twice the limit and one more: even if
    // a minute turns over during the test, one minute's window sees more than the limit.
    let refused: { response: Response; html: string } | null = null;
    for (let page = 1; page <= 2 * OPEN_DATA_RATE_LIMIT.max + 1 && !refused; page++) {
      const answer = await get(`/api/v1/tools?per_page=1&page=${page}&from=${address}`, from(address));
      if (answer.response.status === 429) refused = answer;
      else expect(answer.response.status).toBe(200);
    }
    expect(refused).not.toBeNull();
    expect(Number(refused!.response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused!.response.headers.get("Cache-Control")).toBe("no-store");
    expect(JSON.parse(refused!.html).error).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);
    // Another address is not held back.
    expect((await get(`/api/v1/tools?per_page=1&from=${address}`, from("5"))).response.status).toBe(200);
  });
});

describe("GET /api/v1/tools.csv", () => {
  it("has the documented columns, one row per tool, with quotes, commas and formulas made safe", async () => {
    const { response, html } = await get(`/api/v1/tools.csv?q=${encodeURIComponent(tricky.slug)}`, from("6"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const [header, ...rows] = parseCsv(html);
    expect(header).toEqual(OPEN_DATA_CSV_COLUMNS);
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header!.map((column, index) => [column, rows[0]![index]]));
    expect(row).toMatchObject({
      name: tricky.name,
      description: `'=HYPERLINK("https://example.org")`,
      categories: "Bitcoin Wallets",
      tor: "yes",
      tor_source: "https://example.org/tor?a=1,b=2",
      tor_verified_on: "2026-01-02",
      hardware_signers: "qr; file",
      multisig: "",
      facts_last_verified: "2026-01-02",
    });
  });
});

describe("the /open-data page", () => {
  it("documents the licence, both addresses and every column, cached like any public page", async () => {
    const { response, html } = await get("/open-data");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toMatch(/s-maxage=/);
    expect(heading(html)).toBe("Open Data");
    const text = textOf(html);
    expect(text).toContain("CC BY 4.0");
    expect(text).toContain("/api/v1/tools.csv");
    for (const column of OPEN_DATA_CSV_COLUMNS) expect(text).toContain(column);
  });
});
