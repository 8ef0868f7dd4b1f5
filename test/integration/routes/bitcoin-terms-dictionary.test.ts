import { describe, expect, it } from "vitest";
import GLOSSARY_TERMS from "#db/seed/glossary.json";
import { get, heading } from "#test/support/worker.ts";

// Other suites add and remove their own terms meanwhile, so the page is checked against the seed's
// terms (always there) and against itself.
const articles = (html: string) => [...html.matchAll(/<article id="([^"]+)"/g)].map((m) => m[1]!);

const ldJson = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
    "@type": string;
    hasDefinedTerm: Array<{ "@type": string; name: string; url: string }>;
  };

describe("the Bitcoin terms dictionary", () => {
  it("lists every term under its letter, with anchors, related links and Back to top", async () => {
    const { response, html } = await get("/bitcoin-terms-dictionary");
    expect(response.status).toBe(200);
    expect(heading(html)).toBe("Bitcoin Terms Dictionary");
    for (const term of GLOSSARY_TERMS) expect(html).toContain(`id="${term.slug}"`);
    expect(html).toContain('id="letter-U"');
    expect(html).toMatch(/<article id="utxo"[\s\S]*?Related:/);
    const sections = html.match(/<section id="letter-/g)?.length;
    expect(html.match(/>Back to top</g)?.length).toBe(sections);
    expect(sections).toBeGreaterThanOrEqual(new Set(GLOSSARY_TERMS.map((t) => t.term[0]!.toUpperCase())).size);
  });

  it("greys out letters without terms, which are not links", async () => {
    const { html } = await get("/bitcoin-terms-dictionary");
    expect(html).toContain('href="#letter-A"');
    expect(html).not.toContain('href="#letter-Q"');
    expect(html).toMatch(/aria-disabled="true"[^>]*><span aria-hidden="true">Q<\/span>/);
  });

  it("carries a DefinedTermSet with each DefinedTerm, and social meta", async () => {
    const { html } = await get("/bitcoin-terms-dictionary");
    const data = ldJson(html);
    expect(data["@type"]).toBe("DefinedTermSet");
    expect(data.hasDefinedTerm).toHaveLength(articles(html).length);
    expect(data.hasDefinedTerm.length).toBeGreaterThanOrEqual(GLOSSARY_TERMS.length);
    expect(data.hasDefinedTerm.find((t) => t.name === "Unspent Transaction Output (UTXO)")).toMatchObject({
      "@type": "DefinedTerm",
      url: "http://localhost/bitcoin-terms-dictionary#utxo",
    });
    expect(html).toMatch(/<title>Bitcoin Terms Dictionary \| [^<]+<\/title>/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  });

  it("narrows the terms with ?q= (the filter without JavaScript)", async () => {
    const { html } = await get("/bitcoin-terms-dictionary?q=lightning%20channel");
    expect(html).toMatch(/\d+ of \d+ terms match/);
    expect(html).not.toContain('id="twenty-one-million"');
    const none = await get("/bitcoin-terms-dictionary?q=zzzzqqq");
    expect(none.html).toContain("No terms match");
  });
});
