// An admin's own settings page: how they hear of new work. At once by default; the form saves a
// choice, refuses a missing or unknown one with a 400 and the message beside the choices, and is
// the site's 404 to anyone but an admin.
import { beforeAll, describe, expect, it } from "#test/support/fixtures.ts";
import { postAs, signInAdmin, type SignedIn } from "#test/support/accounts.ts";
import { get, post } from "#test/support/worker.ts";
import type postgres from "postgres";

// Hears of new work at once, as a new admin does (the fixtures' admin hears of nothing).
let admin: SignedIn;
beforeAll(async () => {
  admin = await signInAdmin("settings", { notifications: "default" });
});

const page = (who: SignedIn) => get("/admin/settings", { headers: { Cookie: who.cookie } });
/** The value of the checked radio button of the page's form. */
const checked = (html: string) =>
  /value="(\w+)"/.exec(/<input[^>]*name="frequency"[^>]*checked=""[^>]*>/.exec(html)?.[0] ?? "")?.[1] ?? null;
const stored = async (sql: postgres.Sql, email: string) =>
  (
    await sql<{ frequency: string }[]>`SELECT s.frequency FROM admin_notification_settings s
      JOIN users u ON u.id = s.user_id WHERE u.email = ${email}`
  )[0]?.frequency ?? null;

describe("the notification settings", () => {
  it("are the site's 404 to visitors and to users who are not admins, page and form alike", async ({ reader }) => {
    expect((await get("/admin/settings")).response.status).toBe(404);
    expect((await page(reader)).response.status).toBe(404);
    expect((await postAs(reader, "/admin/settings", { frequency: "none" })).response.status).toBe(404);
    expect((await post("/admin/settings", { frequency: "none" })).response.status).toBe(404);
  });

  it("offer at once (chosen until the admin changes it), a daily digest or nothing, from the navigation", async () => {
    const { response, html } = await page(admin);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(html).toContain("Your settings");
    expect(html).toMatch(/href="\/admin\/settings"[^>]*>Your settings/);
    for (const label of ["At once", "A daily digest", "Nothing"]) expect(html).toContain(`>${label}</label>`);
    expect(checked(html)).toBe("instant");
    expect(html).toContain(admin.email);
  });

  it("save a choice, shown checked afterwards", async ({ sql }) => {
    const saved = await postAs(admin, "/admin/settings", { frequency: "digest" });
    expect(saved.response.status).toBe(302);
    expect(saved.response.headers.get("Location")).toBe("/admin/settings?notice=notification-settings-saved");
    expect(await stored(sql, admin.email)).toBe("digest");
    const after = await get("/admin/settings?notice=notification-settings-saved", {
      headers: { Cookie: admin.cookie },
    });
    expect(checked(after.html)).toBe("digest");
    expect(after.html).toContain("Notification settings saved");
    expect(after.html).toContain("No digest sent yet.");

    await postAs(admin, "/admin/settings", { frequency: "none" });
    expect(await stored(sql, admin.email)).toBe("none");
  });

  it("refuse a missing or unknown choice with a 400 and the message beside the choices, saving nothing", async ({
    sql,
  }) => {
    await postAs(admin, "/admin/settings", { frequency: "instant" });
    for (const frequency of ["sometimes", ""]) {
      const { response, html } = await postAs(admin, "/admin/settings", { frequency });
      expect(response.status).toBe(400);
      expect(html).toContain(
        'id="frequency-error" class="mt-2 text-sm text-red-700">Choose how you want to hear of new work: at once, a daily digest or nothing.',
      );
      expect(checked(html)).toBe(null);
    }
    expect(await stored(sql, admin.email)).toBe("instant");
    // Without its CSRF token the form is refused.
    const forged = await post("/admin/settings", { frequency: "none" }, { headers: { Cookie: admin.cookie } });
    expect(forged.response.status).toBe(403);
    expect(await stored(sql, admin.email)).toBe("instant");
  });
});
