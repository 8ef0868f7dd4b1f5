// The new-post page's autosave: while an editor types a post that was never saved, their draft is
// kept on the server for them alone (one per editor, replaced by each autosave), never as a post.
// Opening "New post" again offers it back, without JavaScript too (a link that fills the form),
// or to discard it; creating the post drops it.
import { afterAll, beforeAll, describe, expect, it } from "#test/support/fixtures.ts";
import { BLANK_POST_VALUES } from "#app/lib/admin-blog-rules.ts";
import { postAs, signInAdmin, type SignedIn } from "#test/support/accounts.ts";
import { expectHiddenFromNonAdmins } from "#test/support/admin-only.ts";
import { inputValue, textareaValue, textOf } from "#test/support/form-html.ts";
import { get, post } from "#test/support/worker.ts";
import type postgres from "postgres";

const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const AUTOSAVE = "/admin/blog/new/autosave";
let writer: SignedIn;
let colleague: SignedIn;

beforeAll(async () => {
  [writer, colleague] = await Promise.all([signInAdmin("new-draft-writer"), signInAdmin("new-draft-colleague")]);
});
afterAll(async ({ sql }) => {
  await sql`DELETE FROM blog_posts WHERE title LIKE ${`%${stamp}%`}`;
});

const open = (user: SignedIn, path = "/admin/blog/new") => get(path, { headers: { Cookie: user.cookie } });

const postsTitled = async (sql: postgres.Sql, title: string) =>
  (await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM blog_posts WHERE title = ${title}`)[0]!.n;

const draftsOf = (sql: postgres.Sql, user: SignedIn) =>
  sql<{ fields: Record<string, string> }[]>`
    SELECT d.fields FROM new_post_drafts d JOIN users u ON u.id = d.author_id WHERE u.email = ${user.email}`;

/** 200,000 characters of Markdown whose line breaks a careless copy would lose. */
function longMarkdown(): string {
  const head = "## Draft\n\nA hard break  \nkept as typed.\n\n    indented code\n\n";
  const line = "Another line of the long new post.\n";
  const body = line.repeat(Math.ceil((200_000 - head.length) / line.length));
  return (head + body).slice(0, 199_999) + ".";
}

describe("the new-post page's autosave", () => {
  it("keeps the editor's draft for them alone, creates no post, offers it back byte for byte, and creating the post drops it", async ({
    sql,
  }) => {
    const title = `Unsaved New Post ${stamp}`;
    const content = longMarkdown();
    expect(content).toHaveLength(200_000);
    const fields = { ...BLANK_POST_VALUES, title, excerpt: "Its excerpt.", content: content.replace(/\n/g, "\r\n") };

    const first = await postAs(writer, AUTOSAVE, { ...fields, content: "An earlier draft." });
    expect(first.response.status).toBe(200);
    expect(JSON.parse(first.html)).toMatchObject({ ok: true });
    const second = await postAs(writer, AUTOSAVE, fields);
    expect(JSON.parse(second.html)).toMatchObject({ ok: true });
    expect(await postsTitled(sql, title)).toBe(0);
    const drafts = await draftsOf(sql, writer);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]!.fields.content).toBe(content);

    const page = textOf((await open(writer)).html);
    expect(page).toMatch(/Recover unsaved draft from .+ UTC/);
    expect(page).toContain("Discard draft");
    expect(textOf((await open(colleague)).html)).not.toContain("Recover unsaved draft");
    expect(await draftsOf(sql, colleague)).toHaveLength(0);

    // Without JavaScript, Recover is a link that opens the page with the draft in the form.
    const recovered = (await open(writer, "/admin/blog/new?draft=recover")).html;
    expect(textareaValue(recovered, "content")).toBe(content);
    expect(inputValue(recovered, "title")).toBe(title);
    expect(textareaValue(recovered, "excerpt")).toBe("Its excerpt.");
    expect(textOf(recovered)).not.toContain("Recover unsaved draft");
    expect(await postsTitled(sql, title)).toBe(0);

    const created = await postAs(writer, "/admin/blog/new", { ...fields, intent: "save" });
    expect(created.response.status).toBe(302);
    expect(await postsTitled(sql, title)).toBe(1);
    expect(await draftsOf(sql, writer)).toHaveLength(0);
    expect(textOf((await open(writer)).html)).not.toContain("Recover unsaved draft");
  });

  it("keeps a colleague's draft when another editor creates a post", async ({ sql }) => {
    await postAs(colleague, AUTOSAVE, { ...BLANK_POST_VALUES, title: `Colleague Draft ${stamp}`, content: "Mine." });
    const created = await postAs(writer, "/admin/blog/new", {
      ...BLANK_POST_VALUES,
      intent: "save",
      title: `Writer Post ${stamp}`,
      content: "Saved at once.",
    });
    expect(created.response.status).toBe(302);
    expect((await draftsOf(sql, colleague)).map((draft) => draft.fields.content)).toEqual(["Mine."]);
  });

  it("discards the draft when the editor says so, without JavaScript too", async ({ sql }) => {
    const title = `Discarded New Post ${stamp}`;
    await postAs(writer, AUTOSAVE, { ...BLANK_POST_VALUES, title, content: "Not wanted." });
    const discarded = await postAs(writer, AUTOSAVE, { intent: "discard" });
    expect(discarded.response.status).toBe(302);
    expect(discarded.response.headers.get("Location")).toBe("/admin/blog/new?notice=draft-discarded");
    expect(await draftsOf(sql, writer)).toHaveLength(0);
    expect(await postsTitled(sql, title)).toBe(0);
    const page = await open(writer, "/admin/blog/new?draft=recover");
    expect(textOf(page.html)).not.toContain("Recover unsaved draft");
    expect(textareaValue(page.html, "content")).toBe("");
  });

  it("is the site's 404 to non-admins, refuses a missing CSRF token, and refuses a draft over the size limit", async ({
    sql,
    reader,
  }) => {
    const editor = await signInAdmin("new-draft-refused");
    const fields = { ...BLANK_POST_VALUES, title: `Refused Draft ${stamp}`, content: "Typed." };
    await expectHiddenFromNonAdmins(reader, AUTOSAVE, fields);
    expect((await post(AUTOSAVE, fields, { headers: { Cookie: editor.cookie } })).response.status).toBe(403);
    const tooLong = await postAs(editor, AUTOSAVE, { ...fields, content: "x".repeat(300_001) });
    expect(tooLong.response.status).toBe(413);
    expect(JSON.parse(tooLong.html)).toMatchObject({ ok: false });
    expect(await draftsOf(sql, editor)).toHaveLength(0);
  });
});
