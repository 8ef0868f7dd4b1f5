// The images page and the tool's own website: where each image came from, the last look at the
// site, and the button that looks again now (a plain form post), which never replaces an editor's
// upload.
import { env } from "cloudflare:workers";
import { afterAll, describe, expect, it } from "#test/support/fixtures.ts";
import { BOTH_IMAGES_EDITORS } from "#app/lib/tool-image-rules.ts";
import { postAs, type SignedIn } from "#test/support/accounts.ts";
import { uniqueSlug } from "#test/support/catalog-rows.ts";
import { png } from "#test/support/images.ts";
import { insertSiteTool, putSiteFile } from "#test/support/site-images.ts";
import { get, post } from "#test/support/worker.ts";
import type postgres from "postgres";

const SITE = env.FAKE_SERVICES_URL;
const run = uniqueSlug("website-images");

afterAll(async ({ sql }) => {
  await sql`DELETE FROM tools WHERE slug LIKE ${`${run}-%`}`;
});

const pagePath = (toolId: string) => `/admin/tools/${toolId}/images`;
const page = async (admin: SignedIn, toolId: string) =>
  (await get(pagePath(toolId), { headers: { Cookie: admin.cookie } })).html;
const fetchNow = (user: SignedIn, toolId: string) => postAs(user, pagePath(toolId), { intent: "fetch-from-website" });
/** The page's text, tags dropped and entities of dates and quotes undone. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

async function toolWithIcon(sql: postgres.Sql) {
  const tool = await insertSiteTool(sql, SITE, `<link rel="icon" href="/files/{tag}/icon.png" sizes="64x64">`, run);
  await putSiteFile(SITE, `${tool.tag}/icon.png`, await png(64, 64), "image/png");
  return tool;
}

const logoOf = async (sql: postgres.Sql, toolId: string) =>
  (await sql<{ logo_url: string | null }[]>`SELECT logo_url FROM tools WHERE id = ${toolId}`)[0]!.logo_url;

describe("fetching a tool's images from its website", () => {
  it("an admin fetches the logo with the page's button, and the page says where it came from", async ({
    sql,
    admin,
  }) => {
    const tool = await toolWithIcon(sql);
    const before = textOf(await page(admin, tool.id));
    expect(before).toContain("From the website");
    expect(before).toContain("Not looked at yet.");
    expect(before).toContain("No logo yet: the site shows this lettermark.");

    const { response } = await fetchNow(admin, tool.id);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${pagePath(tool.id)}?notice=tool-website-images-fetched`);

    const logo = await logoOf(sql, tool.id);
    expect(logo).toMatch(new RegExp(`^/tool-images/${tool.id}/logo-[0-9a-f]{32}-64x64\\.webp$`));
    const after = textOf(await page(admin, tool.id));
    const icon = `${SITE}/files/${tool.tag}/icon.png`;
    expect(after).toMatch(
      new RegExp(`Fetched from the tool's website on [A-Z][a-z]{2} \\d+, \\d{4}, [^,]+, from ${icon}`),
    );
    expect(after).toMatch(new RegExp(`Last looked on [^:]+:\\d\\d [AP]M: Logo from ${icon}`));
    expect(after).toContain("Fetch from the website");
  });

  it("keeps an editor's upload: the page says so, and a fetch only fills the missing screenshot", async ({
    sql,
    admin,
  }) => {
    const tool = await insertSiteTool(
      sql,
      SITE,
      `<link rel="icon" href="/files/{tag}/icon.png" sizes="64x64"><meta property="og:image" content="/files/{tag}/card.png">`,
      run,
    );
    await putSiteFile(SITE, `${tool.tag}/icon.png`, await png(64, 64), "image/png");
    await putSiteFile(SITE, `${tool.tag}/card.png`, await png(1200, 630), "image/png");
    const upload = new FormData();
    upload.set("intent", "upload-logo");
    upload.set("csrf_token", admin.token);
    upload.set("logo", new File([await png(100, 100)], "logo.png", { type: "image/png" }));
    const uploaded = await post(`${pagePath(tool.id)}?image=logo`, upload, { headers: { Cookie: admin.cookie } });
    expect(uploaded.response.status).toBe(302);
    const editors = await logoOf(sql, tool.id);
    expect(textOf(await page(admin, tool.id))).toContain(
      "Uploaded by an editor: the listing check never replaces this logo.",
    );

    expect((await fetchNow(admin, tool.id)).response.status).toBe(302);
    expect(await logoOf(sql, tool.id)).toBe(editors);
    const after = textOf(await page(admin, tool.id));
    expect(after).toContain("Uploaded by an editor: the listing check never replaces this logo.");
    expect(after).toContain(`Fetched from the tool's website on`);
    expect(after).toContain(`Preview image from ${SITE}/files/${tool.tag}/card.png`);
  });

  it("has no button when both images are an editor's, and refuses the post with the reason", async ({ sql, admin }) => {
    const tool = await toolWithIcon(sql);
    await sql`UPDATE tools SET logo_url = ${`/tool-images/${tool.id}/logo-${"a".repeat(32)}-64x64.webp`},
      screenshot_url = ${`/tool-images/${tool.id}/screenshot-${"b".repeat(32)}-800x600.webp`} WHERE id = ${tool.id}`;
    const html = await page(admin, tool.id);
    expect(html).not.toContain("Fetch from the website");
    expect(textOf(html)).toContain("Both images were uploaded by an editor: nothing is fetched.");
    const { response, html: refused } = await fetchNow(admin, tool.id);
    expect(response.status).toBe(400);
    expect(textOf(refused)).toContain(BOTH_IMAGES_EDITORS);
  });

  it("is not for readers, nor without the form's token", async ({ sql, admin, reader }) => {
    const tool = await toolWithIcon(sql);
    expect((await fetchNow(reader, tool.id)).response.status).toBe(404);
    const forged = await post(
      pagePath(tool.id),
      { intent: "fetch-from-website", csrf_token: "x".repeat(43) },
      { headers: { Cookie: admin.cookie } },
    );
    expect(forged.response.status).toBe(403);
    expect(await logoOf(sql, tool.id)).toBeNull();
  });
});
