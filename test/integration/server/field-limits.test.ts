// Nothing an editor writes is cut: a post of 200,000 characters is stored exactly as sent, a field
// over its limit is refused next to the field with the text kept, and a form over its body cap
// comes back with its values and the field's message, with 413.
import { afterAll, describe, expect, it } from "#test/support/fixtures.ts";
import { BLANK_POST_VALUES, POST_LIMITS } from "#app/lib/admin-blog-rules.ts";
import { BLANK_TOOL_VALUES, TOOL_LIMITS } from "#app/lib/admin-tool-rules.ts";
import { GLOSSARY_LIMITS } from "#app/lib/glossary-rules.ts";
import { SUBMISSION_LIMITS } from "#app/lib/submission-form.ts";
import { signIn, uniqueAddress, type SignedIn } from "#test/support/accounts.ts";
import { categoryIdOf } from "#test/support/catalog-rows.ts";
import { fieldError, inputValue, textareaValue } from "#test/support/form-html.ts";
import { post } from "#test/support/worker.ts";

const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;

afterAll(async ({ sql }) => {
  await sql`DELETE FROM blog_posts WHERE title LIKE ${`%${stamp}%`}`;
  await sql`DELETE FROM tools WHERE name LIKE ${`%${stamp}%`}`;
});

/** A form POST URL-encoded, as a browser sends one, as the signed-in user. */
const postAs = (user: SignedIn, path: string, fields: Record<string, string>) =>
  post(path, new URLSearchParams({ ...fields, csrf_token: user.token }), { headers: { Cookie: user.cookie } });

/** Markdown of exactly `length` characters: paragraphs of several scripts, line breaks, an ending sentence. */
function longMarkdown(length: number, ending: string): string {
  const paragraph = "## Ünïcode ₿ 日本語 section\n\nSats, Schnorr and Taproot: «quoted» — naïve café ≈ 1 BTC.\n\n";
  const body = paragraph.repeat(Math.ceil(length / paragraph.length));
  return `${body.slice(0, length - ending.length - 2)}\n\n${ending}`;
}

describe("a long post", () => {
  it("of 200,000 characters, multibyte and with line breaks, is stored byte for byte", async ({ admin, sql }) => {
    const ending = `The very last sentence of post ${stamp}.`;
    const content = longMarkdown(POST_LIMITS.content, ending);
    expect(content.length).toBe(200_000);
    const title = `Long read ${stamp}`;
    const { response } = await postAs(admin, "/admin/blog/new", {
      ...BLANK_POST_VALUES,
      intent: "save",
      title,
      content,
    });
    expect(response.status).toBe(302);
    const [row] = await sql<{ content_markdown: string; content: string }[]>`
      SELECT content_markdown, content FROM blog_posts WHERE title = ${title}`;
    expect(row!.content_markdown.length).toBe(content.length);
    expect(row!.content_markdown === content).toBe(true);
    expect(row!.content).toContain(ending);
  });

  it("counts a line break as one character, though a browser sends it as CR LF", async ({ admin, sql }) => {
    const content = longMarkdown(POST_LIMITS.content, "The end.");
    const title = `Sent by a browser ${stamp}`;
    const sent = content.replace(/\n/g, "\r\n");
    const { response } = await postAs(admin, "/admin/blog/new", {
      ...BLANK_POST_VALUES,
      intent: "save",
      title,
      content: sent,
    });
    expect(response.status).toBe(302);
    const [row] = await sql<
      { content_markdown: string }[]
    >`SELECT content_markdown FROM blog_posts WHERE title = ${title}`;
    expect(row!.content_markdown === content).toBe(true);
  });

  it("one character over the limit is refused by the field, and the text comes back whole", async ({ admin, sql }) => {
    const title = `Too long ${stamp}`;
    const content = longMarkdown(POST_LIMITS.content + 1, "Kept to the end.");
    const { response, html } = await postAs(admin, "/admin/blog/new", {
      ...BLANK_POST_VALUES,
      intent: "save",
      title,
      content,
    });
    expect(response.status).toBe(400);
    expect(fieldError(html, "content")).toBe("Keep the content under 200,000 characters.");
    expect(textareaValue(html, "content")).toBe(content);
    expect(inputValue(html, "title")).toBe(title);
    expect((await sql`SELECT 1 FROM blog_posts WHERE title = ${title}`).length).toBe(0);
  });

  it("a form over its body cap comes back with 413, its values and the field's message", async ({ admin, sql }) => {
    const title = `Over the cap ${stamp}`;
    // 300,000 three-byte characters: 2.7 MB once URL-encoded, over the post form's cap.
    const content = "日".repeat(300_000);
    const { response, html } = await postAs(admin, "/admin/blog/new", {
      ...BLANK_POST_VALUES,
      intent: "save",
      title,
      content,
    });
    expect(response.status).toBe(413);
    expect(fieldError(html, "content")).toBe("Keep the content under 200,000 characters.");
    expect(textareaValue(html, "content")).toBe(content);
    expect(inputValue(html, "title")).toBe(title);
    expect((await sql`SELECT 1 FROM blog_posts WHERE title = ${title}`).length).toBe(0);
  });
});

describe("other forms", () => {
  it("a tool's About at its limit in three-byte characters is saved, one more is refused with the text kept", async ({
    sql,
    admin,
  }) => {
    const mining = await categoryIdOf(sql, "mining");
    const form = (name: string, about: string) => ({
      ...BLANK_TOOL_VALUES,
      intent: "save",
      name,
      // A host of its own: a new tool on another tool's host is held as a possible duplicate.
      websiteUrl: `https://long-about-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.example.org/`,
      description: "A tool with a long About.",
      about,
      category1: mining,
      custody: "self-custody",
      kyc: "none",
      openSource: "yes",
      lightning: "no",
    });
    const fits = `Fits ${stamp}`;
    const saved = await postAs(admin, "/admin/tools/new", form(fits, "₿".repeat(TOOL_LIMITS.about)));
    expect(saved.response.status).toBe(302);
    const [row] = await sql<{ about: string }[]>`SELECT about_markdown AS about FROM tools WHERE name = ${fits}`;
    expect(row!.about).toBe("₿".repeat(TOOL_LIMITS.about));

    const over = `Over ${stamp}`;
    const about = "₿".repeat(TOOL_LIMITS.about + 1);
    const { response, html } = await postAs(admin, "/admin/tools/new", form(over, about));
    expect(response.status).toBe(400);
    expect(fieldError(html, "about")).toBe("Keep About under 12,000 characters.");
    expect(textareaValue(html, "about")).toBe(about);
  });

  it("a glossary definition over its limit is refused by the field with the text kept", async ({ admin }) => {
    const definition = "A definition that goes on and on. ".repeat(40).slice(0, GLOSSARY_LIMITS.definition + 5);
    const { response, html } = await postAs(admin, "/admin/glossary/new", {
      term: `Kx limits ${stamp}`,
      slug: `kx-limits-${stamp}`,
      definition,
    });
    expect(response.status).toBe(400);
    expect(fieldError(html, "definition")).toBe("Keep the definition under 1000 characters.");
    expect(textareaValue(html, "definition")).toBe(definition);
  });

  it("a submission's description over its limit is refused by the field with the text kept", async () => {
    const user = await signIn(uniqueAddress("long-submission"));
    const description = "Describes the tool at great length. ".repeat(20).slice(0, SUBMISSION_LIMITS.description + 1);
    const { response, html } = await postAs(user, "/submit", {
      name: `Long submission ${stamp}`,
      url: "https://example.org/long-submission",
      description,
    });
    expect(response.status).toBe(400);
    expect(fieldError(html, "description")).toBe("Keep the description under 300 characters.");
    expect(textareaValue(html, "description")).toBe(description);
  });
});
