// The submit page and its e-mail dialog; submitting a tool when signed in: validation, the pending
// tool with its category and tags, owned by the user, the daily limit, and nothing for signed-out
// visitors.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "#test/support/fixtures.ts";
import { postAs, signIn, uniqueAddress, type SignedIn } from "#test/support/accounts.ts";
import { get, heading, post } from "#test/support/worker.ts";

let frank: SignedIn;
const stamp = Date.now();
const valid = {
  name: `Frank's Node Monitor ${stamp}`,
  websiteUrl: "https://example.org/monitor",
  description: "Watches a Bitcoin node and warns when it falls behind the chain tip.",
  category: "mining",
  tags: "Node, monitoring, node",
};

beforeAll(async () => {
  frank = await signIn(uniqueAddress("frank"));
});
afterAll(async ({ db }) => {
  await db.execute(sql`DELETE FROM tools WHERE name LIKE ${`%${stamp}%`}`);
});

describe("the submit page", () => {
  it("has the heading and a Submit Your Project button that opens the e-mail dialog", async () => {
    const { response, html } = await get("/submit");
    expect(response.status).toBe(200);
    expect(heading(html)).toBe("Submit Your Bitcoin Tool");
    expect(html).toMatch(/href="\/submit\?dialog=email"[^>]*>Submit Your Project</);
    expect(html).not.toContain("Submit your project by e-mail");
  });

  it("renders the dialog's text and the team's mailto link at ?dialog=email", async () => {
    const { html } = await get("/submit?dialog=email");
    expect(html).toContain("Submit your project by e-mail");
    expect(html).toContain('href="mailto:team@example.com"');
    expect(html).toContain("Every submission is reviewed by our editors.");
  });
});

describe("submitting a tool", () => {
  it("signed out, /submit keeps only the e-mail dialog and the form action sends to sign in", async () => {
    const { html } = await get("/submit");
    expect(html).toContain("Submit Your Project");
    expect(html).not.toContain("Submit a tool for review");
    const { response } = await post("/submit", valid);
    expect(response.headers.get("Location")).toBe("/sign-in?redirectTo=%2Fsubmit");
  });

  it("creates a pending tool owned by the user, with its category and tags, shown in their profile", async ({ db }) => {
    const page = await get("/submit", { headers: { Cookie: frank.cookie } });
    expect(page.html).toContain("Submit a tool for review");
    const { response } = await postAs(frank, "/submit", valid);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/profile?tab=submitted&notice=tool-submitted");

    const [tool] = await db.execute<{
      slug: string;
      status: string;
      owner: string;
      category: string;
      tags: string[];
    }>(sql`
      SELECT t.slug, t.status, u.email AS owner, c.slug AS category,
        (SELECT string_agg(g.name, ',' ORDER BY g.name) FROM tool_tags tt JOIN tags g ON g.id = tt.tag_id
          WHERE tt.tool_id = t.id) AS tags
      FROM tools t JOIN users u ON u.id = t.user_id
      JOIN tool_categories tc ON tc.tool_id = t.id JOIN categories c ON c.id = tc.category_id
      WHERE t.name = ${valid.name}`);
    expect(tool).toMatchObject({
      status: "pending",
      owner: frank.email,
      category: "mining",
      tags: "monitoring,node",
    });
    expect(tool!.slug).toBe(`frank-s-node-monitor-${stamp}`);

    const profile = await get("/profile?tab=submitted&notice=tool-submitted", { headers: { Cookie: frank.cookie } });
    expect(profile.html).toContain(valid.name.replace("'", "&#x27;"));
    expect(profile.html).toContain("Pending review");
    expect(profile.html).toContain("Tool submitted");
    expect((await get(`/tool/${tool!.slug}`)).response.status).toBe(404);
    expect((await get(`/tool/${tool!.slug}`, { headers: { Cookie: frank.cookie } })).response.status).toBe(200);

    // The same name again gets the next free slug.
    await postAs(frank, "/submit", valid);
    const slugs = await db.execute<{ slug: string }>(
      sql`SELECT slug FROM tools WHERE name = ${valid.name} ORDER BY slug`,
    );
    expect(slugs.map((r) => r.slug)).toEqual([`frank-s-node-monitor-${stamp}`, `frank-s-node-monitor-${stamp}-2`]);
  });

  it("refuses bad fields with a 400, a message per field, and no row", async ({ db }) => {
    const bad = await postAs(frank, "/submit", {
      ...valid,
      name: `x`,
      websiteUrl: "javascript:alert(1)",
      description: "too short",
      tags: "a, b, c, d, e, f",
    });
    expect(bad.response.status).toBe(400);
    expect(bad.html).toContain("Enter the tool&#x27;s name.");
    expect(bad.html).toContain("Enter a full website address, starting with https://.");
    expect(bad.html).toContain("Describe the tool in at least 20 characters.");
    expect(bad.html).toContain("Add at most 5 tags.");
    const unknown = await postAs(frank, "/submit", { ...valid, name: `Unknown category ${stamp}`, category: "nope" });
    expect(unknown.response.status).toBe(400);
    expect(unknown.html).toContain("Choose one of the listed categories.");
    const rows = await db.execute(sql`SELECT 1 FROM tools WHERE name = ${`Unknown category ${stamp}`}`);
    expect(rows).toHaveLength(0);
  });

  it("allows 5 submissions a day per user", async () => {
    const grace = await signIn(uniqueAddress("grace"));
    for (let i = 0; i < 5; i++)
      expect((await postAs(grace, "/submit", { ...valid, name: `Grace tool ${i} ${stamp}` })).response.status).toBe(
        302,
      );
    const over = await postAs(grace, "/submit", { ...valid, name: `Grace tool 6 ${stamp}` });
    expect(over.response.status).toBe(429);
    expect(over.html).toContain("You can submit 5 tools a day. Please try again tomorrow.");
  });

  it("submissions that fail do not use up the day's 5", async () => {
    const henry = await signIn(uniqueAddress("henry"));
    for (let i = 0; i < 6; i++)
      expect((await postAs(henry, "/submit", { ...valid, category: "no-such-category" })).response.status).toBe(400);
    const nul = await postAs(henry, "/submit", { ...valid, description: `${valid.description}\u0000` });
    expect(nul.response.status).toBe(400);
    for (let i = 0; i < 5; i++)
      expect((await postAs(henry, "/submit", { ...valid, name: `Henry tool ${i} ${stamp}` })).response.status).toBe(
        302,
      );
  });
});
