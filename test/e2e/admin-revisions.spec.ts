// Revisions in the browser, with JavaScript on and off: an editor rewrites a published post, finds
// the older revision in the Revisions list, compares it and restores it; the edit page and the
// public page then read the older text again, line breaks and all.
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInAsNewAdmin } from "#test/support/e2e/sign-in-helper.ts";
import { expect, test } from "#test/support/e2e/test.ts";
import { withDatabase } from "#test/support/e2e/with-database.ts";

test.describe.configure({ timeout: 120_000 });
// Each save, restore and reload is a full round trip: on a busy machine, more than the default 5 s.
const afterSubmit = { timeout: 20_000 };

const ORIGINAL =
  "## Cold storage\n\nKeep the seed offline  \nand test a restore first.\n\n- Write it down\n- Check it twice";
const REWRITE = "## Cold storage\n\nA rushed rewrite that lost the checklist.";

/** A published post of this test's own, written as seeded posts are (HTML only). */
async function publishedPost(label: string) {
  const title = `Revision Journey ${label} ${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const id = await withDatabase(async (sql) => {
    const [row] = await sql<{ id: string }[]>`
      INSERT INTO blog_posts (title, slug, content, excerpt, published, published_at)
      VALUES (${title}, ${slug}, '<p>Seeded.</p>', 'An excerpt.', true, now()) RETURNING id`;
    return row!.id;
  });
  return { id, title, slug };
}

test("an editor restores an older revision of a post and reads it on the edit page and the public page", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  await signInAsNewAdmin(page);
  const post = await publishedPost(javaScriptEnabled ? "js" : "nojs");
  const content = page.getByLabel("Content (Markdown)");
  for (const text of [ORIGINAL, REWRITE]) {
    await page.goto(`/admin/blog/${post.id}`);
    if (javaScriptEnabled) await waitForHydration(page);
    await content.fill(text);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Post saved", { exact: true }).first()).toBeVisible(afterSubmit);
    await expect(content).toHaveValue(text);
  }

  const revisions = page.getByRole("region", { name: "Revisions" });
  // Newest first: the rewrite (the current version), the original, then the seeded base.
  const original = revisions.getByRole("listitem").nth(1);
  // With JavaScript the list is the page's revalidation after the save, which may come late.
  await expect(revisions.getByRole("listitem")).toHaveCount(3, afterSubmit);
  await expect(revisions.getByRole("listitem").first()).toContainText("Current version");
  await expect(original).toContainText("Changed: Content");
  await original.getByRole("link", { name: "Compare with current" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Revision from", afterSubmit);
  const diff = page.getByRole("region", { name: "Content" });
  await expect(diff.locator("del")).toContainText(["Keep the seed offline"]);
  await expect(diff.locator("ins")).toContainText(["A rushed rewrite that lost the checklist."]);

  await page.getByRole("button", { name: "Restore this revision" }).click();
  await expect(page.getByText("Revision restored", { exact: true }).first()).toBeVisible(afterSubmit);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  await expect(content).toHaveValue(ORIGINAL);
  await expect(revisions.getByRole("listitem").first()).toContainText("Restored");

  const live = await (await request.get(`/blog/${post.slug}`)).text();
  expect(live).toContain("Keep the seed offline<br />");
  expect(live).toContain("Check it twice");
  expect(live).not.toContain("A rushed rewrite");
});

test.describe("autosave", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "autosave needs JavaScript");

  test("typing keeps a draft that a reload offers to recover, without touching the post", async ({ page, request }) => {
    await signInAsNewAdmin(page);
    const post = await publishedPost("autosave");
    await page.goto(`/admin/blog/${post.id}`);
    await waitForHydration(page);
    const draft = "## Draft\n\nTyped in a tab that is about to close.";
    await page.getByLabel("Content (Markdown)").fill(draft);
    await expect(page.getByRole("status").filter({ hasText: /^Draft saved at \d{2}:\d{2}$/ })).toBeVisible({
      timeout: 25_000,
    });
    expect(await (await request.get(`/blog/${post.slug}`)).text()).not.toContain("Typed in a tab");

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText(/An autosaved draft from .+ UTC is newer than the last save\./)).toBeVisible(
      afterSubmit,
    );
    await expect(page.getByLabel("Content (Markdown)")).toHaveValue("<p>Seeded.</p>");
    await page.getByRole("button", { name: "Recover draft" }).click();
    await expect(page.getByLabel("Content (Markdown)")).toHaveValue(draft);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Post saved", { exact: true }).first()).toBeVisible(afterSubmit);
    await expect(page.getByText(/An autosaved draft from/)).toHaveCount(0);
    expect(await (await request.get(`/blog/${post.slug}`)).text()).toContain("Typed in a tab that is about to close.");
  });
});

test("an editor discards a post's autosaved draft, and the offer goes, with JavaScript on and off", async ({
  page,
  javaScriptEnabled,
}) => {
  const email = await signInAsNewAdmin(page);
  const post = await publishedPost(javaScriptEnabled ? "discard-js" : "discard-nojs");
  await withDatabase(
    (sql) => sql`
      INSERT INTO revisions (post_id, kind, actor_id, actor_email, fields, created_at)
      SELECT ${post.id}, 'autosave', id, email, ${JSON.stringify({ title: post.title, content: "Left behind." })}::jsonb,
        now() + interval '1 second'
      FROM users WHERE email = ${email}`,
  );
  await page.goto(`/admin/blog/${post.id}`);
  if (javaScriptEnabled) await waitForHydration(page);
  const offer = page.getByText(/An autosaved draft from .+ UTC is newer than the last save\./);
  await expect(offer).toBeVisible();
  await page.getByRole("button", { name: "Discard draft" }).click();
  await expect(page.getByText("Draft discarded", { exact: true }).first()).toBeVisible(afterSubmit);
  await expect(offer).toHaveCount(0);
});
