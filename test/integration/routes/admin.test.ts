// The admin portal's frame: its navigation, the signed-in admin, the way back to the site, its
// error page, and the admin host (a host that starts with, or contains, the prefix).
import { beforeAll, describe, expect, it } from "vitest";
import { postAs, signIn, signInAdmin, uniqueAddress, type SignedIn } from "#test/support/accounts.ts";
import { get } from "#test/support/worker.ts";

let admin: SignedIn;
let reader: SignedIn;
beforeAll(async () => {
  [admin, reader] = await Promise.all([signInAdmin(), signIn(uniqueAddress("reader"))]);
});

describe("the admin portal's frame", () => {
  it("shows its navigation, the signed-in admin and a Visit site link, never for a shared cache", async () => {
    const { response, html } = await get("/admin", { headers: { Cookie: admin.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(html).toMatch(/<nav aria-label="Admin"/);
    expect(html).toContain(">Dashboard</a>");
    expect(html).toContain(admin.email);
    expect(html).toMatch(/<a href="\/"[^>]*>Visit site<\/a>/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it("is the site's 404 for anyone else, on the admin host as well", async () => {
    for (const cookie of [undefined, reader.cookie]) {
      const headers = cookie ? { Cookie: cookie } : undefined;
      const page = await get("/admin", { headers });
      expect(page.response.status).toBe(404);
      expect(page.html).toContain("Page Not Found");
      expect(page.html).not.toContain("Error loading admin portal");
      expect((await get("/", { origin: "http://admin.localhost", headers })).response.status).toBe(404);
    }
  });

  it("an error inside the portal is the spec's 'Error loading admin portal', with a way to the main site", async () => {
    const { response, html } = await postAs(admin, "/admin?index", {});
    expect(response.status).toBe(405);
    expect(html).toContain("Error loading admin portal");
    expect(html).toMatch(/<a href="\/"[^>]*>Go to main site<\/a>/);
  });

  it("loads on a host that starts with or contains the prefix, and leads back to the host without it", async () => {
    for (const origin of ["http://admin.localhost", "http://staging-admin.localhost"]) {
      const { response, html } = await get("/", { origin, headers: { Cookie: admin.cookie } });
      expect(response.status).toBe(200);
      expect(html).toContain("Pending submissions");
    }
    const staging = await get("/", { origin: "http://staging-admin.localhost", headers: { Cookie: admin.cookie } });
    expect(staging.html).toMatch(/<a href="http:\/\/staging\.localhost\/"[^>]*>Visit site<\/a>/);
  });
});
