// A visitor's report of a problem with a tool, without JavaScript, against Postgres: the form on
// its own page (published tools only), the row written for a good report and nothing for a bad
// one, the contact form's protection (honeypot, signed start time, captcha, CSRF) and the rate limit.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "#test/support/fixtures.ts";
import { formStartedToken } from "#app/server/captcha/form-started.server.ts";
import { uniqueAddress } from "#test/support/accounts.ts";
import { insertTool } from "#test/support/catalog-rows.ts";
import { get, heading, post } from "#test/support/worker.ts";
import type postgres from "postgres";

let tool: { id: string; slug: string; name: string };
beforeAll(async ({ sql }) => {
  tool = await insertTool(sql);
});

// A client address of its own for each request, so no test meets another's rate limit.
let clients = 0;
const someAddress = () => `198.18.7.${++clients}`;
/** A start time signed 10 seconds ago: a person's pace. */
const startedEarlier = () => formStartedToken(env.BETTER_AUTH_SECRET, Date.now() - 10_000);

const fields = async (extra: Record<string, string> = {}) => ({
  kind: "broken_link",
  message: "The download link answers 404 since last week.",
  email: "",
  startedAt: await startedEarlier(),
  ...extra,
});

const send = (body: Record<string, string>, { ip = someAddress(), slug = tool.slug, headers = {} } = {}) =>
  post(`/tool/${slug}/report`, body, { headers: { "CF-Connecting-IP": ip, ...headers } });

const reportsOf = (sql: postgres.Sql, toolId: string) =>
  sql<{ kind: string; message: string; email: string | null; status: string }[]>`
    SELECT kind, message, email, status FROM tool_reports WHERE tool_id = ${toolId} ORDER BY created_at`;

describe("the report form", () => {
  it("is linked from the tool page and has its fields, never cached", async () => {
    const page = await get(`/tool/${tool.slug}`);
    expect(page.html).toMatch(new RegExp(`href="/tool/${tool.slug}/report"[^>]*>Report a problem<`));
    const { response, html } = await get(`/tool/${tool.slug}/report`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(heading(html)).toBe(`Report a problem with ${tool.name}`);
    for (const label of ["Broken link", "Wrong information", "Defunct", "Scam or unsafe", "Other"])
      expect(html).toContain(label);
    expect(html.match(/type="radio" name="kind"/g)).toHaveLength(5);
    expect(html).toContain("What did you find?");
    expect(html).toContain("Your e-mail (optional)");
    expect(html).toMatch(/name="startedAt" value="\d+\.[0-9a-f]{24}\.[\w-]{43}"/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it("is a 404 for an unknown tool and for one that is not published, page and form alike", async ({ sql, reader }) => {
    const draft = await insertTool(sql, { status: "draft" });
    for (const slug of ["no-such-tool", draft.slug]) {
      const page = await get(`/tool/${slug}/report`);
      expect(page.response.status).toBe(404);
      expect(page.html).toContain("Tool Not Found");
      expect((await send(await fields(), { slug })).response.status).toBe(404);
    }
    expect(await reportsOf(sql, draft.id)).toEqual([]);
    expect((await get(`/tool/${draft.slug}`, { headers: { Cookie: reader.cookie } })).html).not.toContain(
      "Report a problem",
    );
  });
});

describe("sending a report without JavaScript", () => {
  it("stores the report open and says it was sent, and that the reporter will hear back when they left an address", async ({
    sql,
  }) => {
    const own = await insertTool(sql);
    const anonymous = await send(await fields(), { slug: own.slug });
    expect(anonymous.response.status).toBe(200);
    expect(anonymous.html).toContain("Report sent");
    expect(anonymous.html).toContain("An editor will look into it.");
    expect(anonymous.html).toContain(`href="/tool/${own.slug}"`);

    const email = uniqueAddress("reporter");
    const withAddress = await send(
      await fields({ kind: "scam", message: "  It asks for the seed phrase on its web page.  ", email: ` ${email} ` }),
      { slug: own.slug },
    );
    expect(withAddress.response.status).toBe(200);
    expect(withAddress.html).toContain("and e-mail you once it is resolved.");
    expect(await reportsOf(sql, own.id)).toEqual([
      { kind: "broken_link", message: "The download link answers 404 since last week.", email: null, status: "open" },
      { kind: "scam", message: "It asks for the seed phrase on its web page.", email, status: "open" },
    ]);
  });

  it("each bad field gives its message and a 400, keeps what was typed, and writes nothing", async ({ sql }) => {
    const own = await insertTool(sql);
    const cases: [Record<string, string>, string][] = [
      [{ kind: "" }, "Choose what kind of problem it is."],
      [{ kind: "spam" }, "Choose what kind of problem it is."],
      [{ message: "   " }, "Please describe the problem."],
      [{ message: "Too short" }, "Please describe the problem in at least 10 characters."],
      [{ message: "x".repeat(2001) }, "Reports are at most 2000 characters."],
      [{ email: "not-an-address" }, "Please enter a valid email address."],
    ];
    for (const [bad, message] of cases) {
      const { response, html } = await send(await fields(bad), { slug: own.slug });
      expect(response.status, message).toBe(400);
      expect(html).toContain(message);
      expect(html).not.toContain("Report sent");
    }
    const kept = await send(await fields({ kind: "", message: "Kept words of the visitor" }), { slug: own.slug });
    expect(kept.html).toContain("Kept words of the visitor");
    expect(await reportsOf(sql, own.id)).toEqual([]);
  });

  it("the protection refuses a filled honeypot, a forged, reused, missing or hasty start time, and a bad captcha", async ({
    sql,
  }) => {
    const own = await insertTool(sql);
    const honeypot = await send(await fields({ website: "https://spam.example" }), { slug: own.slug });
    expect(honeypot.response.status).toBe(400);
    expect(honeypot.html).toContain("CAPTCHA verification failed");

    const [time, nonce] = (await startedEarlier()).split(".");
    const forged = `${time}.${nonce}.${"A".repeat(43)}`;
    const { startedAt: missing, ...withoutToken } = await fields();
    void missing;
    const reused = await startedEarlier();
    expect((await send(await fields({ startedAt: reused }), { slug: own.slug })).response.status).toBe(200);
    for (const startedAt of [forged, reused, await formStartedToken(env.BETTER_AUTH_SECRET)]) {
      const refused = await send(await fields({ startedAt }), { slug: own.slug });
      expect(refused.response.status).toBe(400);
      expect(refused.html).toContain("Please wait a few seconds and send again.");
    }
    expect((await send(withoutToken, { slug: own.slug })).response.status).toBe(400);
    const captcha = await send(await fields({ altcha: "not a solution" }), { slug: own.slug });
    expect(captcha.response.status).toBe(400);
    expect(captcha.html).toContain("CAPTCHA verification failed");
    expect(await reportsOf(sql, own.id)).toHaveLength(1);
  });

  it("a signed-in visitor's form must carry their CSRF token, and a cross-site form is refused", async ({
    sql,
    reader,
  }) => {
    const own = await insertTool(sql);
    const withoutToken = await send(await fields(), { slug: own.slug, headers: { Cookie: reader.cookie } });
    expect(withoutToken.response.status).toBe(403);
    expect(withoutToken.html).toContain("This form has expired. Reload the page and try again.");
    const forgedToken = await send(await fields({ csrf_token: "x".repeat(43) }), {
      slug: own.slug,
      headers: { Cookie: reader.cookie },
    });
    expect(forgedToken.response.status).toBe(403);
    const crossSite = await send(await fields(), { slug: own.slug, headers: { Origin: "https://evil.example" } });
    expect(crossSite.response.status).toBe(403);
    expect(await reportsOf(sql, own.id)).toEqual([]);

    const signedIn = await send(await fields({ csrf_token: reader.token }), {
      slug: own.slug,
      headers: { Cookie: reader.cookie },
    });
    expect(signedIn.response.status).toBe(200);
    expect(await reportsOf(sql, own.id)).toHaveLength(1);
  });

  it("allows 5 reports an hour from one client address, then answers 429 and writes nothing", async ({ sql }) => {
    const own = await insertTool(sql);
    const ip = someAddress();
    for (let i = 0; i < 5; i++) expect((await send(await fields(), { slug: own.slug, ip })).response.status).toBe(200);
    const refused = await send(await fields(), { slug: own.slug, ip });
    expect(refused.response.status).toBe(429);
    expect(refused.html).toContain("Too many reports");
    expect(refused.html).toMatch(/Too many reports\. Please try again in \d+ minutes?\./);
    expect(await reportsOf(sql, own.id)).toHaveLength(5);
  });
});
