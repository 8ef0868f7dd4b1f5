// Creating a tool in the admin portal: the form with every field, the draft it makes (categories in
// order, normalized tags, facets, About kept as Markdown and stored as sanitized HTML), the
// history row, each field's validation, the About preview, and the guards.
import { afterAll, beforeAll, describe, expect, it } from "#test/support/fixtures.ts";
import { expectHiddenFromNonAdmins } from "#test/support/admin-only.ts";
import { postAs, type SignedIn } from "#test/support/accounts.ts";
import { choices, fieldError, inputValue, selectedOption, textareaValue, textOf } from "#test/support/form-html.ts";
import { categoryIdOf } from "#test/support/catalog-rows.ts";
import { get, heading, post } from "#test/support/worker.ts";
import { BLANK_TOOL_VALUES } from "#app/lib/admin-tool-rules.ts";
import type postgres from "postgres";

const PATH = "/admin/tools/new";
const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
let mining: string;
let wallets: string;
let education: string;

let sites = 0;
/** A complete, valid form; each test names the tool after itself, on a website of its own. */
const validForm = (name: string): Record<string, string> => ({
  intent: "save",
  ...BLANK_TOOL_VALUES,
  name,
  slug: "",
  websiteUrl: `https://harbor-${stamp}-${++sites}.example.org/harbor`,
  description: "Watches a Bitcoin node and warns when it falls behind.",
  about: "## What it does\n\nIt **watches** your node.<script>alert(1)</script>\n\n- Alerts by mail",
  features: "Alerts - Mails you when the node stalls\nDashboard - Charts the mempool",
  category1: mining,
  category2: wallets,
  category3: "",
  category4: "",
  tags: " Node, MONITORING, node, brand new tag ",
  custody: "self-custody",
  kyc: "none",
  openSource: "yes",
  lightning: "no",
  featured: "on",
});

/** The form as a browser sends it: one `platforms` entry per ticked box. */
function withPlatforms(admin: SignedIn, fields: Record<string, string>, platforms: string[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  for (const platform of platforms) form.append("platforms", platform);
  form.set("csrf_token", admin.token);
  return form;
}

const toolsNamed = async (sql: postgres.Sql, name: string) =>
  Number((await sql<{ n: string }[]>`SELECT count(*) AS n FROM tools WHERE name = ${name}`)[0]!.n);

beforeAll(async ({ sql }) => {
  [mining, wallets, education] = await Promise.all([
    categoryIdOf(sql, "mining"),
    categoryIdOf(sql, "bitcoin-wallets"),
    categoryIdOf(sql, "education"),
  ]);
});
afterAll(async ({ sql }) => {
  await sql`DELETE FROM tools WHERE name LIKE ${`%${stamp}%`}`;
});

describe("the new-tool page", () => {
  it("shows every field of a tool to an admin, never for a shared cache", async ({ admin }) => {
    const { response, html } = await get(PATH, { headers: { Cookie: admin.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(heading(html)).toBe("New tool");
    for (const label of [
      "Name",
      "Slug",
      "Website URL",
      "Short description",
      "About (Markdown)",
      "Key features",
      "Primary category",
      "Second category",
      "Tags",
      "Custody",
      "KYC",
      "Open source",
      "Lightning",
      "Platforms",
      "Featured",
    ])
      expect(textOf(html)).toContain(label);
    expect(html).toMatch(/<option value="[0-9a-f-]{36}">Mining<\/option>/);
    expect(choices(html, "platforms").map((box) => box.value)).toContain("hardware");
    expect(choices(html, "openSource")).toEqual([
      { value: "yes", checked: false },
      { value: "source-available", checked: false },
      { value: "no", checked: false },
      { value: "not-applicable", checked: false },
      { value: "unknown", checked: true },
    ]);
    expect(html).toContain(">Create tool</button>");
    expect(html).toContain(">Preview</button>");
  });

  it("is the site's 404 for readers and visitors, to GET and POST alike", async ({ sql, reader }) => {
    const name = `Refused ${stamp}`;
    await expectHiddenFromNonAdmins(reader, PATH, validForm(name));
    expect(await toolsNamed(sql, name)).toBe(0);
  });

  it("refuses a post without the CSRF token with 403, writing nothing", async ({ sql, admin }) => {
    const name = `No token ${stamp}`;
    const { response } = await post(PATH, validForm(name), { headers: { Cookie: admin.cookie } });
    expect(response.status).toBe(403);
    expect(await toolsNamed(sql, name)).toBe(0);
  });
});

describe("creating a tool", () => {
  it("makes a draft with every field, its slug from the name, and one history row with the whole tool", async ({
    sql,
    admin,
  }) => {
    const name = `Harbor Monitor ${stamp}`;
    const { response } = await post(
      PATH,
      withPlatforms(admin, validForm(name), ["desktop", "web", "desktop", "server"]),
      {
        headers: { Cookie: admin.cookie },
      },
    );
    expect(response.status).toBe(302);
    const location = response.headers.get("Location")!;
    expect(location).toMatch(/^\/admin\/tools\/[0-9a-f-]{36}\?notice=tool-created$/);
    const id = /\/admin\/tools\/([0-9a-f-]{36})/.exec(location)![1]!;

    const [tool] = await sql<Record<string, unknown>[]>`
      SELECT slug, status, website_url, description, about_markdown, full_description, features, featured,
        custody, kyc, open_source, lightning, array_to_string(platforms, ',') AS platforms, user_id,
        (SELECT string_agg(c.name, ',' ORDER BY tc.position) FROM tool_categories tc JOIN categories c ON c.id = tc.category_id WHERE tc.tool_id = t.id) AS categories,
        (SELECT string_agg(g.name, ',' ORDER BY g.name) FROM tool_tags tt JOIN tags g ON g.id = tt.tag_id WHERE tt.tool_id = t.id) AS tags
      FROM tools t WHERE id = ${id}`;
    expect(tool).toMatchObject({
      slug: `harbor-monitor-${stamp}`,
      status: "draft",
      website_url: expect.stringMatching(/^https:\/\/harbor-\d+-\d+\.example\.org\/harbor$/),
      about_markdown: validForm(name).about,
      features: "Alerts - Mails you when the node stalls\nDashboard - Charts the mempool",
      featured: true,
      custody: "self-custody",
      kyc: "none",
      open_source: true,
      lightning: false,
      platforms: "web,desktop,server",
      user_id: null,
      categories: "Mining,Bitcoin Wallets",
      tags: "brand new tag,monitoring,node",
    });
    expect(tool!.full_description).toBe(
      "<h2>What it does</h2>\n<p>It <strong>watches</strong> your node.</p>\n<ul>\n<li>Alerts by mail</li>\n</ul>",
    );

    const history = await sql<
      { action: string; actor_email: string; before: unknown; after: Record<string, unknown> }[]
    >`
      SELECT action, actor_email, before, after FROM audit_log WHERE entity_type = 'tool' AND entity_id = ${id}`;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: "created", actor_email: admin.email, before: null });
    expect(history[0]!.after).toMatchObject({
      name,
      slug: `harbor-monitor-${stamp}`,
      categories: ["Mining", "Bitcoin Wallets"],
      tags: ["brand new tag", "monitoring", "node"],
      platforms: ["web", "desktop", "server"],
      openSource: true,
      lightning: false,
      featured: true,
    });

    // Its page opens with the saved values; the draft is not public.
    const page = await get(location, { headers: { Cookie: admin.cookie } });
    expect(page.html).toContain("Tool created");
    expect(inputValue(page.html, "name")).toBe(name);
    expect(selectedOption(page.html, "category2")).toBe(wallets);
    expect((await get(`/tool/harbor-monitor-${stamp}`)).response.status).toBe(404);
  });

  it("takes the slug given, and refuses one another tool has with a 400 next to the field", async ({ sql, admin }) => {
    const name = `Given Slug ${stamp}`;
    const slug = `given-slug-${stamp}`;
    const created = await postAs(admin, PATH, { ...validForm(name), slug });
    expect(created.response.status).toBe(302);
    const [row] = await sql<{ slug: string }[]>`SELECT slug FROM tools WHERE name = ${name}`;
    expect(row!.slug).toBe(slug);

    const again = `Same Slug ${stamp}`;
    const taken = await postAs(admin, PATH, { ...validForm(again), slug });
    expect(taken.response.status).toBe(400);
    expect(fieldError(taken.html, "slug")).toBe("Another tool has this slug. Choose another one.");
    expect(await toolsNamed(sql, again)).toBe(0);

    // The same name again is a possible duplicate: once the editor confirms it, the slug is still taken.
    const fromName = await postAs(admin, PATH, { ...validForm(name), confirmDuplicate: "yes" });
    expect(fromName.response.status).toBe(400);
    expect(fieldError(fromName.html, "slug")).toContain("The slug made from the name");
  });

  const TOO_LONG = "x".repeat(301);
  const cases: [string, Record<string, string>, string, string][] = [
    ["an empty name", { name: "" }, "name", "Enter the tool's name."],
    ["a name over 80 characters", { name: "N".repeat(81) }, "name", "Names are at most 80 characters."],
    ["a slug with capitals", { slug: "Bad-Slug" }, "slug", "Use lower-case letters a-z and digits"],
    ["a slug with a double hyphen", { slug: "bad--slug" }, "slug", "Use lower-case letters a-z and digits"],
    ["a slug over 80 characters", { slug: "s".repeat(81) }, "slug", "Slugs are at most 80 characters."],
    ["a name with no letters for a slug", { name: "!!!" }, "slug", "The name has no letters or digits"],
    ["an ftp address", { websiteUrl: "ftp://example.org/file" }, "websiteUrl", "starting with https://"],
    ["a javascript: address", { websiteUrl: "javascript:alert(1)" }, "websiteUrl", "starting with https://"],
    ["no address", { websiteUrl: "" }, "websiteUrl", "Enter the tool's website address."],
    ["no description", { description: "  " }, "description", "Describe the tool in a sentence or two."],
    ["a long description", { description: TOO_LONG }, "description", "Keep the description under 300"],
    ["a long About", { about: "a".repeat(12_001) }, "about", "Keep About under 12,000 characters."],
    ["a feature without a title", { features: "- only a description" }, "features", "Start each feature"],
    ["31 features", { features: "F - x\n".repeat(31) }, "features", "List at most 30 features."],
    ["no primary category", { category1: "" }, "category1", "Choose the primary category."],
    ["a primary category that is no id", { category1: "mining" }, "category1", "Choose one of the listed"],
    [
      "a category that does not exist",
      { category3: "00000000-0000-4000-8000-000000000000" },
      "category3",
      "Choose one of the listed categories.",
    ],
    ["a category chosen twice", { category2: "MINING" }, "category2", "This category is already chosen."],
    ["11 tags", { tags: "a,b,c,d,e,f,g,h,i,j,k" }, "tags", "Add at most 10 tags."],
    ["a tag over 30 characters", { tags: "t".repeat(31) }, "tags", "Tags are at most 30 characters each."],
    ["a tag with a slash", { tags: "good, bad/tag" }, "tags", "Tags are letters, digits, spaces"],
    ["an unknown custody", { custody: "bank" }, "custody", "Choose one of the listed custody options."],
    ["an unknown KYC", { kyc: "maybe" }, "kyc", "Choose one of the listed KYC options."],
    ["no open-source answer", { openSource: "" }, "openSource", "Choose one of the listed answers."],
    ["an unknown Lightning answer", { lightning: "sometimes" }, "lightning", "Choose one of the listed answers."],
    ["an unknown platform", { platforms: "toaster" }, "platforms", "Choose from the listed platforms."],
    ["a featured value that is no tick", { featured: "yes" }, "featured", "Tick the box or leave it empty."],
  ];
  for (const [what, change, field, message] of cases) {
    it(`refuses ${what} with a 400 next to the field, keeps what was typed and writes nothing`, async ({
      sql,
      admin,
    }) => {
      const name = `Invalid ${field} ${stamp}`;
      const fields = { ...validForm(name), ...change };
      if (fields.category2 === "MINING") fields.category2 = mining;
      if (fields.category3 === "education") fields.category3 = education;
      const { response, html } = await postAs(admin, PATH, fields);
      expect(response.status).toBe(400);
      expect(fieldError(html, field)).toContain(message);
      expect(html).toContain("The tool was not saved. Check the fields marked below.");
      expect(textareaValue(html, "features")).toBe(fields.features);
      expect(inputValue(html, "websiteUrl")).toBe(fields.websiteUrl);
      expect(await toolsNamed(sql, fields.name!)).toBe(0);
    });
  }

  it("answers an unknown intent with 400", async ({ sql, admin }) => {
    const name = `Unknown intent ${stamp}`;
    const { response } = await postAs(admin, PATH, { ...validForm(name), intent: "publish" });
    expect(response.status).toBe(400);
    expect(await toolsNamed(sql, name)).toBe(0);
  });
});

describe("the About preview", () => {
  it("shows the sanitized HTML and keeps every field as typed, saving nothing", async ({ sql, admin }) => {
    const name = `Preview Only ${stamp}`;
    const about = "Some **bold** words <img src=x onerror=alert(1)> and [a link](javascript:alert(1)).";
    const { response, html } = await postAs(admin, PATH, {
      ...validForm(name),
      intent: "preview",
      websiteUrl: "not a url yet",
      about,
    });
    expect(response.status).toBe(200);
    const preview = /data-testid="about-preview"[^>]*>([\s\S]*?)<\/div>/.exec(html)![1]!;
    expect(preview).toContain("<strong>bold</strong>");
    expect(preview).not.toMatch(/onerror|javascript:/);
    expect(textareaValue(html, "about")).toBe(about);
    expect(inputValue(html, "name")).toBe(name);
    expect(inputValue(html, "websiteUrl")).toBe("not a url yet");
    expect(selectedOption(html, "category2")).toBe(wallets);
    expect(fieldError(html, "websiteUrl")).toBeNull();
    expect(await toolsNamed(sql, name)).toBe(0);
  });

  it("refuses an About over the limit with a 400 next to it", async ({ admin }) => {
    const { response, html } = await postAs(admin, PATH, {
      ...validForm(`Preview Long ${stamp}`),
      intent: "preview",
      about: "a".repeat(12_001),
    });
    expect(response.status).toBe(400);
    expect(fieldError(html, "about")).toBe("Keep About under 12,000 characters.");
  });
});
