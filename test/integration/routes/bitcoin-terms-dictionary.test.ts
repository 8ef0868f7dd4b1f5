import { describe, expect, it } from "vitest";
import GLOSSARY_TERMS from "#db/seed/glossary.json";
import { termDescription } from "#app/lib/glossary.ts";
import { get, heading } from "#test/support/worker.ts";

// Other suites add and remove their own terms meanwhile, so the pages are checked against the
// seed's terms (always there) and against themselves.

/** Each term's entry on the index: its anchor (the slug) and where its name links. */
const termLinks = (html: string) =>
  [...html.matchAll(/<li id="([^"]+)"><h3><a [^>]*href="\/bitcoin-terms-dictionary\/([^"]+)"/g)].map((m) => ({
    id: m[1]!,
    slug: m[2]!,
  }));

/** One term's entry on the index, as React writes it. */
const entryOf = (html: string, slug: string) => new RegExp(`<li id="${slug}"[^>]*>([^]*?)</li>`).exec(html)?.[1] ?? "";

const escaped = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");

const ldJson = <T>(html: string) =>
  JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as T;

const utxo = GLOSSARY_TERMS.find((t) => t.slug === "utxo")!;

describe("the Bitcoin terms dictionary's index", () => {
  it("lists every term's name under its letter, each linking to its page with the old anchor as its id", async () => {
    const { response, html } = await get("/bitcoin-terms-dictionary");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toMatch(/public.*s-maxage=30/);
    expect(heading(html)).toBe("Bitcoin Terms Dictionary");
    const links = termLinks(html);
    for (const term of GLOSSARY_TERMS) expect(links).toContainEqual({ id: term.slug, slug: term.slug });
    expect(html).toContain('id="letter-U"');
    const sections = html.match(/<section id="letter-/g)?.length;
    expect(html.match(/>Back to top</g)?.length).toBe(sections);
    expect(sections).toBeGreaterThanOrEqual(new Set(GLOSSARY_TERMS.map((t) => t.term[0]!.toUpperCase())).size);
  });

  it("shows each term with its definition, or its first sentence, and its name linking to its page", async () => {
    const { html } = await get("/bitcoin-terms-dictionary");
    for (const term of GLOSSARY_TERMS) {
      const entry = entryOf(html, term.slug);
      expect(entry, term.slug).toContain(`href="/bitcoin-terms-dictionary/${term.slug}"`);
      expect(entry, term.slug).toContain(`>${escaped(term.term)}</a>`);
      const summary = termDescription(term.definition);
      expect(entry, term.slug).toContain(escaped(summary));
      // A definition longer than its first sentence is read on the term's page.
      if (summary !== term.definition) expect(entry, term.slug).not.toContain(escaped(term.definition));
    }
    expect(entryOf(html, "utxo")).toContain(
      "A chunk of bitcoin that has been received and not yet spent, which is how Bitcoin tracks ownership instead of using account balances.",
    );
  });

  it("lays the terms out in one, two or three columns by screen width", async () => {
    const { html } = await get("/bitcoin-terms-dictionary");
    const grids = html.match(/<ul class="[^"]*grid-cols-1[^"]*md:grid-cols-2[^"]*lg:grid-cols-3[^"]*"/g) ?? [];
    expect(grids.length).toBe(html.match(/<section id="letter-/g)?.length);
  });

  it("greys out letters without terms, which are not links", async () => {
    const { html } = await get("/bitcoin-terms-dictionary");
    expect(html).toContain('href="#letter-A"');
    expect(html).not.toContain('href="#letter-Q"');
    expect(html).toMatch(/aria-disabled="true"[^>]*><span aria-hidden="true">Q<\/span>/);
  });

  it("carries the DefinedTermSet that each term's page names, and social meta", async () => {
    const { html } = await get("/bitcoin-terms-dictionary");
    const set = ldJson<{ hasDefinedTerm: Array<{ "@id": string }> }>(html);
    expect(set).toMatchObject({
      "@context": "https://schema.org",
      "@type": "DefinedTermSet",
      "@id": "http://localhost/bitcoin-terms-dictionary",
      name: "Bitcoin Terms Dictionary",
      url: "http://localhost/bitcoin-terms-dictionary",
    });
    // Each term by reference to its own page's @id, every term the index lists.
    expect(set.hasDefinedTerm).toContainEqual({ "@id": "http://localhost/bitcoin-terms-dictionary/utxo" });
    expect(set.hasDefinedTerm).toHaveLength(termLinks(html).length);
    expect(html).toMatch(/<title>Bitcoin Terms Dictionary \| [^<]+<\/title>/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  });

  it("filters with ?q= on the server, in names and definitions alike", async () => {
    const { html } = await get("/bitcoin-terms-dictionary?q=lightning%20channel");
    expect(html).toMatch(/\d+ of \d+ terms match/);
    expect(termLinks(html).map((t) => t.slug)).toContain("payment-channel");
    expect(html).not.toContain('id="twenty-one-million"');

    // "malware" is in Hardware Wallet's definition only, "2140" in 21 Million's, in any case.
    const malware = await get("/bitcoin-terms-dictionary?q=MALWARE");
    expect(termLinks(malware.html).map((t) => t.slug)).toContain("hardware-wallet");
    expect(malware.html).not.toContain('id="utxo"');
    const year = await get("/bitcoin-terms-dictionary?q=2140");
    expect(termLinks(year.html).map((t) => t.slug)).toEqual(["twenty-one-million"]);
    expect(year.html).toMatch(/1 of \d+ terms match/);

    // LIKE's wildcards are the visitor's characters.
    const none = await get("/bitcoin-terms-dictionary?q=%25_zzzzqqq");
    expect(none.html).toContain("No terms match");
    expect(termLinks(none.html)).toEqual([]);
  });
});

describe("a term's page", () => {
  it("shows the term, its definition, related terms, its letter's other terms, previous and next", async () => {
    const { response, html } = await get("/bitcoin-terms-dictionary/utxo");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toMatch(/public.*s-maxage=30/);
    expect(heading(html)).toBe(utxo.term);
    expect(html).toContain(utxo.definition.replace("'", "&#x27;"));
    expect(html).toMatch(/<a[^>]*href="\/bitcoin-terms-dictionary"[^>]*>Bitcoin Terms Dictionary<\/a>/);
    expect(html).toMatch(/Related terms[\s\S]*href="\/bitcoin-terms-dictionary\/transaction"/);
    expect(html).toMatch(/<a rel="prev"[^>]*href="\/bitcoin-terms-dictionary\/txid"/);
    expect(html).toMatch(/<a rel="next"[^>]*href="\/bitcoin-terms-dictionary\/[a-z0-9-]+"/);
    expect(html).toContain('href="/bitcoin-terms-dictionary#letter-U"');

    const wallet = await get("/bitcoin-terms-dictionary/hardware-wallet");
    expect(wallet.html).toMatch(/More terms starting with H[\s\S]*href="\/bitcoin-terms-dictionary\/halving"/);
    expect(wallet.html).not.toMatch(
      /More terms starting with H[\s\S]*href="\/bitcoin-terms-dictionary\/hardware-wallet"/,
    );
  });

  it("has its title, description, canonical address and DefinedTerm in the dictionary's set", async () => {
    const { html } = await get("/bitcoin-terms-dictionary/utxo");
    expect(html).toMatch(/<title>Unspent Transaction Output \(UTXO\) \| Bitcoin Terms Dictionary \| [^<]+<\/title>/);
    expect(html).toContain(
      '<meta name="description" content="A chunk of bitcoin that has been received and not yet spent, which is how Bitcoin tracks ownership instead of using account balances."/>',
    );
    expect(html).toContain('<link rel="canonical" href="http://localhost/bitcoin-terms-dictionary/utxo"/>');
    expect(ldJson(html)).toEqual({
      "@context": "https://schema.org",
      "@type": "DefinedTerm",
      "@id": "http://localhost/bitcoin-terms-dictionary/utxo",
      name: utxo.term,
      description: utxo.definition,
      url: "http://localhost/bitcoin-terms-dictionary/utxo",
      inDefinedTermSet: {
        "@type": "DefinedTermSet",
        "@id": "http://localhost/bitcoin-terms-dictionary",
        name: "Bitcoin Terms Dictionary",
        url: "http://localhost/bitcoin-terms-dictionary",
      },
    });
  });

  it("answers 404 with the site's not-found page for an unknown term, and 301 for a slug in capitals", async () => {
    const { response, html } = await get("/bitcoin-terms-dictionary/no-such-term");
    expect(response.status).toBe(404);
    expect(heading(html)).toBe("Term Not Found");
    expect(html).toMatch(/<title>Term Not Found \| [^<]+<\/title>/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(/<a[^>]*href="\/bitcoin-terms-dictionary"[^>]*>Browse the Dictionary<\/a>/);

    const capitals = await get("/bitcoin-terms-dictionary/UTXO");
    expect(capitals.response.status).toBe(301);
    expect(capitals.response.headers.get("Location")).toBe("/bitcoin-terms-dictionary/utxo");
    expect((await get("/bitcoin-terms-dictionary/NO-SUCH-TERM")).response.status).toBe(404);
  });
});
