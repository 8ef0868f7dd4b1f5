// The admin's glossary and learning resources in the browser, with JavaScript on and off: an
// editor rewrites a term's definition and its page in the dictionary shows it; adds a learning
// resource, moves it up within its kind, and the learning resources page follows; and axe on each
// admin page.
import type { Page } from "@playwright/test";
import { expect, test } from "#test/support/e2e/test.ts";
import { axeViolations } from "#test/support/e2e/axe.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInAsNewAdmin } from "#test/support/e2e/sign-in-helper.ts";
import { uniqueSlug } from "#test/support/catalog-rows.ts";
import { withDatabase } from "#test/support/e2e/with-database.ts";

async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  await page.goto(path);
  if (javaScriptEnabled) await waitForHydration(page);
}

/** A term of the test's own, starting with a letter the dictionary already has. */
async function insertTerm() {
  const term = `Kx ${uniqueSlug("term")}`;
  const slug = term.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const [row] = await withDatabase(
    (sql) => sql<{ id: string }[]>`INSERT INTO glossary_terms (term, slug, definition)
      VALUES (${term}, ${slug}, 'The definition before the editor rewrote it.') RETURNING id`,
  );
  return { id: row!.id, term, slug };
}

test("an editor rewrites a term's definition, and its page in the dictionary shows it", async ({
  page,
  javaScriptEnabled,
}) => {
  const term = await insertTerm();
  await signInAsNewAdmin(page);

  await open(page, "/admin", javaScriptEnabled);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Glossary" }).click();
  await page.getByLabel("Search terms and definitions").fill(term.term);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("link", { name: term.term, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: term.term })).toBeVisible();

  const definition = `Rewritten by an editor ${uniqueSlug("so")} for the readers.`;
  await page.getByLabel("Definition").fill(definition);
  await page.getByRole("checkbox", { name: "Unspent Transaction Output (UTXO)" }).check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Term saved").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "History" })).toBeVisible();

  await page.getByRole("link", { name: "View its page in the dictionary" }).click();
  await expect(page).toHaveURL(new RegExp(`/bitcoin-terms-dictionary/${term.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: term.term })).toBeVisible();
  await expect(page.getByText(definition)).toBeVisible();
  await expect(page.getByRole("link", { name: "Unspent Transaction Output (UTXO)" })).toHaveAttribute(
    "href",
    "/bitcoin-terms-dictionary/utxo",
  );

  await open(page, "/bitcoin-terms-dictionary", javaScriptEnabled);
  await page.getByRole("main").getByRole("link", { name: term.term, exact: true }).click();
  await expect(page.getByText(definition)).toBeVisible();
});

test("an editor adds a learning resource and moves it up, and the page follows", async ({
  page,
  javaScriptEnabled,
}) => {
  // The two runs (JavaScript on and off) work in kinds of their own, so neither reorders the other's.
  const [kind, heading] = javaScriptEnabled ? ["podcast", "Podcasts"] : ["newsletter", "Newsletters"];
  const title = uniqueSlug("Sound money hour");
  await signInAsNewAdmin(page);

  await open(page, "/admin/learning", javaScriptEnabled);
  await page.getByRole("link", { name: "New resource" }).click();
  await page.getByLabel("Title").fill(title);
  await page
    .getByLabel("Address", { exact: true })
    .fill(`https://${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.example.org/`);
  await page.getByLabel("Kind").selectOption(kind);
  await page.getByLabel("Author (optional)").fill("A. Host");
  await page.getByLabel("Description").fill("A weekly hour about savings in bitcoin.");
  await page.getByRole("button", { name: "Add resource" }).click();
  await expect(page.getByText("Resource added").first()).toBeVisible();

  const section = page.getByRole("region", { name: heading });
  const titles = section.getByRole("listitem").getByRole("link");
  await expect(titles.last()).toHaveText(title);
  const before = await titles.allTextContents();
  await section.getByRole("button", { name: `Move up: ${title}` }).click();
  await expect(page.getByText("Order saved").first()).toBeVisible();
  const moved = [...before.slice(0, -2), title, before.at(-2)!];
  await expect(titles).toHaveText(moved);

  await open(page, "/learning-resources", javaScriptEnabled);
  await expect(page.getByRole("region", { name: heading }).getByRole("heading", { level: 3 })).toHaveText(
    moved.map((t) => new RegExp(`^${t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`)),
  );
});

test.describe("accessibility of the admin's glossary and learning resources", () => {
  test.use({ reducedMotion: "reduce" });

  // Two tests, so that each stays well inside its time on a busy machine.
  test("axe finds no violations on the glossary's pages", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "axe runs a script in the page");
    test.slow();
    const term = await insertTerm();
    await signInAsNewAdmin(page);
    for (const path of ["/admin/glossary", "/admin/glossary/new", `/admin/glossary/${term.id}`]) {
      await open(page, path, true);
      expect(await axeViolations(page), path).toEqual([]);
    }
    // A refused form, with its messages beside the fields.
    await open(page, "/admin/glossary/new", true);
    await page.getByRole("button", { name: "Create term" }).click();
    await expect(page.getByText("Enter the term.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("axe finds no violations on the learning resources' pages", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "axe runs a script in the page");
    test.slow();
    const [resource] = await withDatabase(
      (sql) => sql<{ id: string }[]>`SELECT id FROM learning_resources ORDER BY kind, position LIMIT 1`,
    );
    await signInAsNewAdmin(page);
    for (const path of ["/admin/learning", "/admin/learning/new", `/admin/learning/${resource!.id}`]) {
      await open(page, path, true);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
});

test("the related-terms picker fits its box at every width, and with JavaScript can be searched", async ({
  page,
  javaScriptEnabled,
}) => {
  const term = await insertTerm();
  await signInAsNewAdmin(page);
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await open(page, `/admin/glossary/${term.id}`, javaScriptEnabled);
    const picker = page.getByRole("group", { name: "Related terms" });
    const list = picker.getByRole("list");
    expect(await list.evaluate((box) => box.scrollWidth <= box.clientWidth), `${width} px`).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
  }
  const picker = page.getByRole("group", { name: "Related terms" });
  if (!javaScriptEnabled) {
    await expect(picker.getByRole("searchbox")).toHaveCount(0);
    return;
  }
  await picker.getByRole("checkbox", { name: "Wallet", exact: true }).check();
  await picker.getByRole("searchbox", { name: "Search the terms" }).fill("utxo");
  await expect(picker.getByText(/^\d+ of \d+ terms match\.$/)).toBeVisible();
  await expect(picker.getByRole("checkbox", { name: "Wallet", exact: true })).toBeHidden();
  await picker.getByRole("checkbox", { name: "Unspent Transaction Output (UTXO)" }).check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Term saved").first()).toBeVisible();
  // The term ticked before the search is saved too.
  await expect(picker.getByRole("checkbox", { name: "Wallet", exact: true })).toBeChecked();
  await expect(picker.getByRole("checkbox", { name: "Unspent Transaction Output (UTXO)" })).toBeChecked();
});
