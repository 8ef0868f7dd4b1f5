// The admin portal's frame: its navigation, the signed-in admin, the way back to the site, its
// error page, and the admin host (a host that starts with, or contains, the prefix).
import { describe, expect, it } from "#test/support/fixtures.ts";
import { postAs } from "#test/support/accounts.ts";
import { get, scriptAnswer } from "#test/support/worker.ts";

describe("the admin portal's frame", () => {
  it("shows its navigation, the signed-in admin and a Visit site link, never for a shared cache", async ({ admin }) => {
    const { response, html } = await get("/admin", { headers: { Cookie: admin.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(html).toMatch(/<nav aria-label="Admin"/);
    expect(html).toContain(">Dashboard</a>");
    expect(html).toContain(admin.email);
    expect(html).toMatch(/<a href="\/"[^>]*>Visit site<\/a>/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it("is the site's 404 for anyone else, on the admin host as well", async ({ reader }) => {
    for (const cookie of [undefined, reader.cookie]) {
      const headers = cookie ? { Cookie: cookie } : undefined;
      const page = await get("/admin", { headers });
      expect(page.response.status).toBe(404);
      expect(page.html).toContain("Page Not Found");
      expect(page.html).not.toContain("Error loading admin portal");
      expect((await get("/", { origin: "http://admin.localhost", headers })).response.status).toBe(404);
    }
  });

  it("an error inside the portal is the spec's 'Error loading admin portal' inside the portal, with Retry", async ({
    admin,
  }) => {
    const { response, html } = await postAs(admin, "/admin?index", {});
    expect(response.status).toBe(405);
    expect(html).toContain("Error loading admin portal");
    // The portal's navigation stays, and the page can be loaded again.
    expect(html).toMatch(/<nav aria-label="Admin"/);
    expect(html).toMatch(/<a href="\/admin"[^>]*>Retry<\/a>/);
    expect(html).toMatch(/<a href="\/"[^>]*>Visit site<\/a>/);
  });

  it("an unknown record is the portal's own 'not found', inside the portal, with the way back to its section", async ({
    admin,
    reader,
  }) => {
    for (const path of [
      "/admin/tools/00000000-0000-4000-8000-000000000000",
      "/admin/tools/not-an-id",
      "/admin/glossary/00000000-0000-4000-8000-000000000000",
    ]) {
      const { response, html } = await get(path, { headers: { Cookie: admin.cookie } });
      expect(response.status, path).toBe(404);
      expect(html, path).toMatch(/<nav aria-label="Admin"/);
      expect(html, path).toContain("There is nothing at this address");
      expect(html, path).not.toContain("Return to Homepage");
    }
    const tool = await get("/admin/tools/not-an-id", { headers: { Cookie: admin.cookie } });
    expect(tool.html).toMatch(/<a[^>]*href="\/admin\/tools"[^>]*>Back to Tools<\/a>/);
    // To anyone else it is still the site's own 404.
    const outsider = await get("/admin/tools/not-an-id", { headers: { Cookie: reader.cookie } });
    expect(outsider.response.status).toBe(404);
    expect(outsider.html).toContain("Page Not Found");
    expect(outsider.html).not.toContain('aria-label="Admin"');
  });

  it("a query it cannot read is a 400 inside the portal that says what is wrong and offers the page without it", async ({
    admin,
  }) => {
    const { response, html } = await get("/admin/activity?type=planet", { headers: { Cookie: admin.cookie } });
    expect(response.status).toBe(400);
    expect(html).toMatch(/<nav aria-label="Admin"/);
    expect(html).toContain("This address asks for something the page cannot show");
    expect(html).toContain("Unknown entity type.");
    expect(html).toMatch(/<a[^>]*href="\/admin\/activity"[^>]*>Open it without the filters<\/a>/);
  });

  it("loads on a host that starts with or contains the prefix, and leads back to the host without it", async ({
    admin,
  }) => {
    for (const origin of ["http://admin.localhost", "http://staging-admin.localhost"]) {
      const { response, html } = await get("/", { origin, headers: { Cookie: admin.cookie } });
      expect(response.status).toBe(200);
      expect(html).toContain("Pending submissions");
    }
    const staging = await get("/", { origin: "http://staging-admin.localhost", headers: { Cookie: admin.cookie } });
    expect(staging.html).toMatch(/<a href="http:\/\/staging\.localhost\/"[^>]*>Visit site<\/a>/);
    // The dashboard's data for a client-side navigation is the admin index's too.
    const data = await get("/_root.data", { origin: "http://admin.localhost", headers: { Cookie: admin.cookie } });
    expect(data.response.status).toBe(200);
    expect(await scriptAnswer(data.html)).toHaveProperty(["routes/admin._index", "data"]);
  });
});
