// From a tool's fact to the glossary term that explains it, which lists the tool among those that
// have the fact; on a phone and a desktop, with JavaScript on and off.
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { expect, test } from "#test/support/e2e/test.ts";
import { categoryIdOf, insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";
import { openTestDatabase } from "#test/support/database.ts";

// Each run its own fact: the term page's edge copy (30 s) made by one run must not hide another's tool.
const FACTS = {
  "on-375": { column: "tor", label: "Tor support", term: "tor", heading: "Tools with Tor" },
  "on-1280": {
    column: "coin_control",
    label: "Coin control",
    term: "coin-control",
    heading: "Tools with coin control",
  },
  "off-375": {
    column: "reproducible_builds",
    label: "Reproducible builds",
    term: "reproducible-builds",
    heading: "Tools with reproducible builds",
  },
  "off-1280": { column: "multisig", label: "Multisig", term: "multisig", heading: "Tools with multisig" },
} as const;

async function makeTool(column: string) {
  const { sql, close } = openTestDatabase(process.env.DATABASE_URL!);
  try {
    const slug = uniqueSlug("e2e-term-fact");
    const tool = await insertTool(sql, {
      name: `E2E ${slug}`,
      slug,
      categoryIds: [await categoryIdOf(sql, "bitcoin-wallets")],
    });
    await sql`UPDATE tools SET ${sql(column)} = true WHERE id = ${tool.id}`;
    return tool;
  } finally {
    await close();
  }
}

for (const width of [375, 1280] as const) {
  test(`a tool's fact leads to its term, which lists the tool (${width} px)`, async ({ page, javaScriptEnabled }) => {
    const fact = FACTS[`${javaScriptEnabled ? "on" : "off"}-${width}`];
    const tool = await makeTool(fact.column);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/tool/${tool.slug}`);
    if (javaScriptEnabled) await waitForHydration(page);
    const facts = page.getByRole("region", { name: "At a glance" });
    await expect(facts).toContainText(`${fact.label}Yes`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);

    await facts.getByRole("link", { name: fact.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/bitcoin-terms-dictionary/${fact.term}$`));
    const listed = page.getByRole("region", { name: fact.heading });
    await expect(listed.getByRole("link", { name: tool.name, exact: true })).toBeVisible();
    await expect(listed.getByRole("link", { name: new RegExp(`^All \\d+ tools with|^1 tool with`) })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);

    await listed.getByRole("link", { name: tool.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/tool/${tool.slug}$`));
  });
}
