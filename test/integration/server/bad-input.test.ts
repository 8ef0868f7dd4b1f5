// Malformed input is the visitor's problem to fix, never the site's error: NUL bytes in paths,
// queries and fields, foreign or null Origins, and unknown blog categories.
import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "#test/support/fixtures.ts";
import { formStartedToken } from "#app/server/captcha/form-started.server.ts";
import { postAs, signIn, uniqueAddress } from "#test/support/accounts.ts";
import { get, post } from "#test/support/worker.ts";

// The file's first request loads the Worker into workerd, which can take longer than a test may.

describe("NUL bytes", () => {
  it.each(["/topics/%00", "/tool/%00", "/tag/%00", "/blog/%00", "/category/%00", "/bitcoin-to-%00"])(
    "%s is a 400",
    async (path) => {
      expect((await get(path)).response.status).toBe(400);
    },
  );

  it.each(["/?q=%00", "/browse?q=a%00b", "/search?q=%00", "/api/search?q=%00", "/?category=%00", "/?tag=%00&page=1"])(
    "%s is answered, not a 500",
    async (path) => {
      const { response } = await get(path);
      expect(response.status).toBeLessThan(500);
    },
  );

  it("in form fields: a 400 with a message, and nothing stored", async ({ db }) => {
    const nul = "a\u0000b";
    const email = uniqueAddress("nul");
    const contact = await post(
      "/contact",
      {
        name: "Ada",
        email,
        subject: "Hello",
        message: `Hello ${nul}`,
        startedAt: await formStartedToken(env.BETTER_AUTH_SECRET, Date.now() - 10_000),
      },
      { headers: { "CF-Connecting-IP": "198.18.9.1" } },
    );
    expect(contact.response.status).toBe(400);
    expect(contact.html).toContain("The form contains a character that is not allowed.");
    expect(await db.execute(sql`SELECT 1 FROM contact_messages WHERE email = ${email}`)).toEqual([]);

    const newsletter = await post("/newsletter", { email: `x${nul}@example.com` });
    expect(newsletter.response.status).toBe(400);

    const user = await signIn(uniqueAddress("nul-profile"));
    const profile = await postAs(user, "/profile", { username: `nulname${Date.now() % 1e6}`, fullName: nul });
    expect(profile.response.status).toBe(400);
  });
});

describe("a POST from another site, or with a null Origin", () => {
  it.each(["/", "/contact", "/newsletter", "/sign-in", "/bitcoin-etfs", "/tool/sparrow-wallet", "/no-such-page"])(
    "to %s is our 403",
    async (path) => {
      for (const origin of ["https://evil.example", "null"]) {
        const { response, html } = await post(path, { email: "a@example.com" }, { headers: { Origin: origin } });
        expect(response.status).toBe(403);
        expect(html).toContain("This form was sent from another site.");
      }
    },
  );
});

describe("unknown pages", () => {
  it("a blog category that does not exist is a 404", async () => {
    const { response } = await get("/blog/category/no-such-category");
    expect(response.status).toBe(404);
  });
});
