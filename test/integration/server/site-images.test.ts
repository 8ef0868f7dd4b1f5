// Logos and preview images from the tools' own websites, against fake sites on 127.0.0.1 that
// serve real icon files made here: each declared form (PNG, ICO of PNGs or of a 32-bit bitmap,
// SVG, the web manifest's icons), the og:image as preview, hostile icons refused without a
// request they asked for, an editor's image never replaced, and the run's request budget kept.
import { env } from "cloudflare:workers";
import { afterAll, beforeEach, describe, expect, it } from "#test/support/fixtures.ts";
import { checkListings, checkerUserAgent, REQUESTS_PER_RUN } from "#app/server/health/check-listings.server.ts";
import { readImageHeader } from "#app/server/images/image-header.server.ts";
import { SVG_ERRORS } from "#app/server/images/svg-icon.server.ts";
import {
  catchUpMissingLogos,
  LOGO_CATCH_UP_FROM_MISSING,
  refreshSiteImages,
} from "#app/server/site-images/refresh-site-images.server.ts";
import { LISTING_HEALTH_CRON, REPOSITORY_READ_MINUTE } from "#functions/cron-jobs.ts";
import { insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";
import { runCron, runMinuteCron } from "#test/support/cron.ts";
import { bitmapEntry, ico, pngIco, svgFetching, svgIcon } from "#test/support/icons.ts";
import { jpeg, png } from "#test/support/images.ts";
import { insertSiteTool, markOtherToolsLookedAt, putSiteFile, unmarkToolsLookedAt } from "#test/support/site-images.ts";
import { get, worker } from "#test/support/worker.ts";
import type postgres from "postgres";
import type { Database } from "#app/server/db/client.server.ts";

const SITE = env.FAKE_SERVICES_URL;
const run = uniqueSlug("site-images");

interface SiteRequest {
  method: string;
  url: string;
}

/** The fake site's requests for this tag's files. */
async function requestsFor(tag: string): Promise<string[]> {
  const all = (await (await fetch(`${SITE}/__site`)).json()) as SiteRequest[];
  return all.filter((request) => request.url.includes(tag)).map((request) => `${request.method} ${request.url}`);
}

const putFile = (name: string, body: Uint8Array<ArrayBuffer> | string, type: string) =>
  putSiteFile(SITE, name, body, type);
const siteTool = (sql: postgres.Sql, head: string) => insertSiteTool(sql, SITE, head, run);

const look = (db: Database, toolId: string) => refreshSiteImages(env, db, toolId, checkerUserAgent(env));

async function imagesOf(sql: postgres.Sql, toolId: string) {
  const [row] = await sql<
    {
      logo_url: string | null;
      screenshot_url: string | null;
      logo_source: string | null;
      logo_source_url: string | null;
      screenshot_source: string | null;
      screenshot_source_url: string | null;
      outcome: string | null;
    }[]
  >`SELECT t.logo_url, t.screenshot_url, l.source AS logo_source, l.source_url AS logo_source_url,
      s.source AS screenshot_source, s.source_url AS screenshot_source_url, f.outcome
    FROM tools t
    LEFT JOIN tool_image_origins l ON l.tool_id = t.id AND l.kind = 'logo'
    LEFT JOIN tool_image_origins s ON s.tool_id = t.id AND s.kind = 'screenshot'
    LEFT JOIN tool_site_image_fetches f ON f.tool_id = t.id
    WHERE t.id = ${toolId}`;
  return row!;
}

/** The stored image as the site serves it: a WebP of the given size. */
async function servedImage(url: string | null) {
  expect(url).toMatch(/^\/tool-images\//);
  const response = await worker.fetch(new Request(`http://localhost${url}`));
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("image/webp");
  return readImageHeader(new Uint8Array(await response.arrayBuffer()));
}

let markedChecks: number[] = [];
// Every other published tool counts as just checked and looked at, so runs here only reach the fake site.
beforeEach(async ({ sql }) => {
  await sql`DELETE FROM tools WHERE slug LIKE ${`${run}-%`}`;
  const marked = await sql<{ id: number }[]>`
    INSERT INTO tool_health_checks (tool_id, url, outcome, status_code, final_url)
    SELECT t.id, t.website_url, 'ok', 200, t.website_url FROM tools t LEFT JOIN tool_health h ON h.tool_id = t.id
    WHERE t.status = 'published' AND (h.last_checked_at IS NULL OR h.last_checked_at < now() - interval '1 hour')
    RETURNING id`;
  markedChecks.push(...marked.map((row) => row.id));
  await markOtherToolsLookedAt(sql);
});
afterAll(async ({ sql }) => {
  await sql`DELETE FROM tools WHERE slug LIKE ${`${run}-%`}`;
  if (markedChecks.length) await sql`DELETE FROM tool_health_checks WHERE id IN ${sql(markedChecks)}`;
  markedChecks = [];
  await unmarkToolsLookedAt(sql);
});

describe("each declared form of icon", () => {
  it("takes the largest PNG the page declares, stores it as WebP and records where it came from", async ({
    sql,
    db,
  }) => {
    const tool = await siteTool(
      sql,
      `<link rel="icon" type="image/png" sizes="16x16" href="/files/{tag}/small.png">
       <link rel=icon sizes="48x48 96x96" href="{tag}-big.png">`,
    );
    await putFile(`${tool.tag}/small.png`, await png(16, 16), "image/png");
    await putFile(`${tool.tag}/${tool.tag}-big.png`, await png(96, 96), "image/png");

    const looked = await look(db, tool.id);
    expect(looked).toMatchObject({ stored: ["logo"] });

    const images = await imagesOf(sql, tool.id);
    expect(images).toMatchObject({
      logo_source: "website",
      logo_source_url: `${SITE}/files/${tool.tag}/${tool.tag}-big.png`,
      outcome: `Logo from ${SITE}/files/${tool.tag}/${tool.tag}-big.png. No og:image declared.`,
      screenshot_url: null,
    });
    expect(await servedImage(images.logo_url)).toEqual({ type: "webp", width: 96, height: 96 });
    // Only the page and the big icon were asked; never the icon declared in the body.
    expect(await requestsFor(tool.tag)).toEqual([
      `GET /files/${tool.tag}/index.html`,
      `GET /files/${tool.tag}/${tool.tag}-big.png`,
    ]);
  });

  it("reads an ICO's largest PNG entry, and a 32-bit bitmap ICO; refuses an 8-bit bitmap with its reason", async ({
    sql,
    db,
  }) => {
    const pngs = await siteTool(sql, `<link rel="shortcut icon" href="/files/{tag}/favicon.ico">`);
    await putFile(`${pngs.tag}/favicon.ico`, await pngIco([16, 48, 32]), "image/x-icon");
    const bitmap = await siteTool(
      sql,
      `<link rel="icon" href="/files/{tag}/favicon.ico" type="image/vnd.microsoft.icon">`,
    );
    await putFile(`${bitmap.tag}/favicon.ico`, ico([bitmapEntry(16), bitmapEntry(32)]), "image/vnd.microsoft.icon");
    const paletted = await siteTool(sql, `<link rel="icon" href="/files/{tag}/favicon.ico">`);
    await putFile(`${paletted.tag}/favicon.ico`, ico([bitmapEntry(32, 8)]), "image/x-icon");

    for (const tool of [pngs, bitmap, paletted]) await look(db, tool.id);

    expect(await servedImage((await imagesOf(sql, pngs.id)).logo_url)).toEqual({ type: "webp", width: 48, height: 48 });
    expect(await servedImage((await imagesOf(sql, bitmap.id)).logo_url)).toEqual({
      type: "webp",
      width: 32,
      height: 32,
    });
    expect(await imagesOf(sql, paletted.id)).toMatchObject({
      logo_url: null,
      logo_source: null,
      outcome: `Icon ${SITE}/files/${paletted.tag}/favicon.ico refused: The icon file holds a bitmap of 8 bits per pixel: only PNG entries and 32-bit bitmaps are read. No og:image declared.`,
    });
  });

  it("draws an SVG icon to the logo's full size", async ({ sql, db }) => {
    const tool = await siteTool(
      sql,
      `<link rel="icon" href="/files/{tag}/favicon-32.png" sizes="32x32"><link rel="icon" href="/files/{tag}/icon.svg" type="image/svg+xml">`,
    );
    await putFile(`${tool.tag}/icon.svg`, svgIcon(24), "image/svg+xml");
    await look(db, tool.id);
    const images = await imagesOf(sql, tool.id);
    expect(images.logo_source_url).toBe(`${SITE}/files/${tool.tag}/icon.svg`);
    expect(await servedImage(images.logo_url)).toEqual({ type: "webp", width: 256, height: 256 });
    expect(await requestsFor(tool.tag)).not.toContain(`GET /files/${tool.tag}/favicon-32.png`);
  });

  it("reads the web manifest's icons when the page declares nothing large, and apple-touch-icon's usual size", async ({
    sql,
    db,
  }) => {
    const manifest = await siteTool(
      sql,
      `<link rel="icon" href="/files/{tag}/favicon-16.png" sizes="16x16"><link rel="manifest" href="/files/{tag}/site.webmanifest">`,
    );
    await putFile(
      `${manifest.tag}/site.webmanifest`,
      JSON.stringify({
        name: "Tool",
        icons: [
          { src: "android-192.png", sizes: "192x192", type: "image/png" },
          { src: "android-512.png", sizes: "512x512", type: "image/png" },
          { src: "mono.png", sizes: "1024x1024", type: "image/png", purpose: "monochrome" },
        ],
      }),
      "application/manifest+json",
    );
    await putFile(`${manifest.tag}/android-512.png`, await png(512, 512), "image/png");
    const touch = await siteTool(
      sql,
      `<link rel="icon" href="/files/{tag}/favicon.ico"><link rel="apple-touch-icon" href="/files/{tag}/apple-touch-icon.png">`,
    );
    await putFile(`${touch.tag}/apple-touch-icon.png`, await png(180, 180), "image/png");

    await look(db, manifest.id);
    await look(db, touch.id);

    const fromManifest = await imagesOf(sql, manifest.id);
    expect(fromManifest.logo_source_url).toBe(`${SITE}/files/${manifest.tag}/android-512.png`);
    // Scaled down to the logo's box.
    expect(await servedImage(fromManifest.logo_url)).toEqual({ type: "webp", width: 256, height: 256 });
    expect(await requestsFor(manifest.tag)).toEqual([
      `GET /files/${manifest.tag}/index.html`,
      `GET /files/${manifest.tag}/site.webmanifest`,
      `GET /files/${manifest.tag}/android-512.png`,
    ]);
    expect((await imagesOf(sql, touch.id)).logo_source_url).toBe(`${SITE}/files/${touch.tag}/apple-touch-icon.png`);
  });

  it("asks for /favicon.ico when the page declares no icon", async ({ sql, db }) => {
    const tool = await siteTool(sql, `<meta name="description" content="No icons here">`);
    await look(db, tool.id);
    expect(await imagesOf(sql, tool.id)).toMatchObject({
      logo_url: null,
      outcome: `Icon ${new URL(SITE).origin}/favicon.ico refused: HTTP 404. No og:image declared.`,
    });
  });

  it("makes the og:image the preview image when the tool has no screenshot", async ({ sql, db }) => {
    const tool = await siteTool(
      sql,
      `<meta property="og:image" content="/files/{tag}/card.jpg"><link rel="icon" href="/files/{tag}/icon.png" sizes="64x64">`,
    );
    await putFile(`${tool.tag}/card.jpg`, await jpeg(2400, 1260), "image/jpeg");
    await putFile(`${tool.tag}/icon.png`, await png(64, 64), "image/png");
    expect(await look(db, tool.id)).toMatchObject({ stored: ["logo", "screenshot"] });
    const images = await imagesOf(sql, tool.id);
    expect(images).toMatchObject({
      screenshot_source: "website",
      screenshot_source_url: `${SITE}/files/${tool.tag}/card.jpg`,
    });
    expect(await servedImage(images.screenshot_url)).toEqual({ type: "webp", width: 1600, height: 840 });
    // The tool page shows both.
    const { html } = await get(`/tool/${tool.slug}`);
    expect(html).toContain(images.logo_url);
    expect(html).toContain(images.screenshot_url);
  });
});

describe("hostile icons", () => {
  it("refuses an SVG that refers to another file, without asking for it, and falls back to the next icon", async ({
    sql,
    db,
  }) => {
    const tool = await siteTool(
      sql,
      `<link rel="icon" href="/files/{tag}/evil.svg" type="image/svg+xml"><link rel="icon" href="/files/{tag}/ok.png" sizes="32x32">`,
    );
    await putFile(`${tool.tag}/evil.svg`, svgFetching(`${SITE}/files/${tool.tag}/secret.png`), "image/svg+xml");
    await putFile(`${tool.tag}/secret.png`, await png(64, 64), "image/png");
    await putFile(`${tool.tag}/ok.png`, await png(32, 32), "image/png");
    await look(db, tool.id);
    const images = await imagesOf(sql, tool.id);
    expect(images.logo_source_url).toBe(`${SITE}/files/${tool.tag}/ok.png`);
    expect(await requestsFor(tool.tag)).toEqual([
      `GET /files/${tool.tag}/index.html`,
      `GET /files/${tool.tag}/evil.svg`,
      `GET /files/${tool.tag}/ok.png`,
    ]);
  });

  it("refuses an image that would decode to too many pixels, a page as an icon, and an SVG with a script", async ({
    sql,
    db,
  }) => {
    const bomb = await siteTool(sql, `<link rel="icon" href="/files/{tag}/bomb.png" sizes="64x64">`);
    const header = await png(1, 1);
    // The header says 50,000 × 50,000; nothing past it is ever decoded.
    new DataView(header.buffer).setUint32(16, 50_000);
    new DataView(header.buffer).setUint32(20, 50_000);
    await putFile(`${bomb.tag}/bomb.png`, header, "image/png");
    const html = await siteTool(sql, `<link rel="icon" href="/files/{tag}/index.html">`);
    const script = await siteTool(sql, `<link rel="icon" href="/files/{tag}/script.svg">`);
    await putFile(
      `${script.tag}/script.svg`,
      `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8" onload="alert(1)"><rect width="8" height="8"/></svg>`,
      "image/svg+xml",
    );
    for (const tool of [bomb, html, script]) await look(db, tool.id);
    expect(await imagesOf(sql, bomb.id)).toMatchObject({
      logo_url: null,
      outcome: `Icon ${SITE}/files/${bomb.tag}/bomb.png refused: Images must be at most 4096 × 4096 pixels. No og:image declared.`,
    });
    expect(await imagesOf(sql, html.id)).toMatchObject({
      logo_url: null,
      outcome: `Icon ${SITE}/files/${html.tag}/index.html refused: Choose an image file (JPEG, PNG, WebP or GIF). No og:image declared.`,
    });
    expect(await imagesOf(sql, script.id)).toMatchObject({
      logo_url: null,
      outcome: `Icon ${SITE}/files/${script.tag}/script.svg refused: ${SVG_ERRORS.external} No og:image declared.`,
    });
  });

  it("never asks an icon at an address that is not on the public web", async ({ sql, db }) => {
    const port = new URL(SITE).port;
    const tool = await siteTool(sql, `<link rel="icon" href="http://2130706433:${port}/files/{tag}/icon.png">`);
    await putFile(`${tool.tag}/icon.png`, await png(32, 32), "image/png");
    await look(db, tool.id);
    expect((await imagesOf(sql, tool.id)).logo_url).toBeNull();
    expect(await requestsFor(tool.tag)).toEqual([`GET /files/${tool.tag}/index.html`]);
  });
});

describe("an editor's image always wins", () => {
  it("never replaces a logo an editor uploaded, nor asks for the site's icons, but still fills a missing screenshot", async ({
    sql,
    db,
  }) => {
    const tool = await siteTool(
      sql,
      `<link rel="icon" href="/files/{tag}/icon.png" sizes="64x64"><meta property="og:image" content="/files/{tag}/card.png">`,
    );
    await putFile(`${tool.tag}/icon.png`, await png(64, 64), "image/png");
    await putFile(`${tool.tag}/card.png`, await png(1200, 630), "image/png");
    const editors = `/tool-images/${tool.id}/logo-${"a".repeat(32)}-128x128.webp`;
    await sql`UPDATE tools SET logo_url = ${editors} WHERE id = ${tool.id}`;
    await sql`INSERT INTO tool_image_origins (tool_id, kind, source) VALUES (${tool.id}, 'logo', 'editor')`;

    await look(db, tool.id);
    expect(await imagesOf(sql, tool.id)).toMatchObject({
      logo_url: editors,
      logo_source: "editor",
      screenshot_source: "website",
    });
    expect(await requestsFor(tool.tag)).toEqual([
      `GET /files/${tool.tag}/index.html`,
      `GET /files/${tool.tag}/card.png`,
    ]);
  });

  it("counts a logo stored before origins were recorded as an editor's, and leaves a tool with both images alone", async ({
    sql,
    db,
  }) => {
    const tool = await siteTool(sql, `<link rel="icon" href="/files/{tag}/icon.png" sizes="64x64">`);
    await putFile(`${tool.tag}/icon.png`, await png(64, 64), "image/png");
    const old = `/tool-images/${tool.id}/logo-${"b".repeat(32)}-64x64.webp`;
    const shot = `/tool-images/${tool.id}/screenshot-${"c".repeat(32)}-800x600.webp`;
    await sql`UPDATE tools SET logo_url = ${old}, screenshot_url = ${shot} WHERE id = ${tool.id}`;
    const result = await checkListings(env, db, new Date());
    expect(result.imagesLooked).toBe(0);
    expect(await imagesOf(sql, tool.id)).toMatchObject({ logo_url: old, screenshot_url: shot, outcome: null });
    expect(await requestsFor(tool.tag)).toEqual([]);
  });

  it("an upload after a fetch makes the logo the editor's, and the next look leaves it", async ({ sql, db }) => {
    const tool = await siteTool(sql, `<link rel="icon" href="/files/{tag}/icon.png" sizes="64x64">`);
    await putFile(`${tool.tag}/icon.png`, await png(64, 64), "image/png");
    await look(db, tool.id);
    expect((await imagesOf(sql, tool.id)).logo_source).toBe("website");
    // What the images page's upload records.
    const uploaded = `/tool-images/${tool.id}/logo-${"d".repeat(32)}-200x200.webp`;
    await sql`UPDATE tools SET logo_url = ${uploaded} WHERE id = ${tool.id}`;
    await sql`UPDATE tool_image_origins SET source = 'editor', source_url = NULL WHERE tool_id = ${tool.id} AND kind = 'logo'`;
    await look(db, tool.id);
    expect(await imagesOf(sql, tool.id)).toMatchObject({ logo_url: uploaded, logo_source: "editor" });
  });
});

describe("logos that are not an editor's", () => {
  it("replaces a packaged brand logo with the website's own icon, recording the new origin", async ({ sql, db }) => {
    const tool = await siteTool(sql, `<link rel="icon" href="/files/{tag}/icon.png" sizes="128x128">`);
    await putFile(`${tool.tag}/icon.png`, await png(128, 128), "image/png");
    await sql`UPDATE tools SET logo_url = '/brand-logos/trezor.svg' WHERE id = ${tool.id}`;
    await sql`INSERT INTO tool_image_origins (tool_id, kind, source, source_url, license)
      VALUES (${tool.id}, 'logo', 'package', 'https://unpkg.com/simple-icons@16.37.0/icons/trezor.svg', 'CC0-1.0')`;

    expect(await look(db, tool.id)).toMatchObject({ stored: ["logo"] });
    const images = await imagesOf(sql, tool.id);
    expect(images).toMatchObject({ logo_source: "website", logo_source_url: `${SITE}/files/${tool.tag}/icon.png` });
    expect(await servedImage(images.logo_url)).toEqual({ type: "webp", width: 128, height: 128 });
    const [origin] = await sql<{ license: string | null }[]>`
      SELECT license FROM tool_image_origins WHERE tool_id = ${tool.id} AND kind = 'logo'`;
    expect(origin!.license).toBeNull();
  });

  it("takes the GitHub organisation's avatar when the site declares no usable icon", async ({ sql, db }) => {
    const tool = await siteTool(sql, `<link rel="icon" href="/files/{tag}/broken.png" sizes="64x64">`);
    await putFile(`${tool.tag}/broken.png`, "not an image", "image/png");
    const owner = `${tool.tag}-org`;
    await sql`UPDATE tools SET repository_url = ${`https://github.com/${owner}/app`} WHERE id = ${tool.id}`;
    await putFile(`avatars/${owner}.png`, await png(256, 256), "image/png");

    expect(await look(db, tool.id)).toMatchObject({ stored: ["logo"] });
    const images = await imagesOf(sql, tool.id);
    expect(images.logo_source).toBe("avatar");
    expect(images.logo_source_url).toBe(`${SITE}/files/avatars/${owner}.png?size=256`);
    expect(images.outcome).toContain(
      `Logo from the GitHub organisation's avatar, ${SITE}/files/avatars/${owner}.png?size=256.`,
    );
    expect(await servedImage(images.logo_url)).toEqual({ type: "webp", width: 256, height: 256 });
  });

  it("asks for no avatar when the tool has no GitHub repository", async ({ sql, db }) => {
    const tool = await siteTool(sql, `<link rel="icon" href="/files/{tag}/broken.png" sizes="64x64">`);
    await putFile(`${tool.tag}/broken.png`, "not an image", "image/png");
    expect(await look(db, tool.id)).toMatchObject({ stored: [] });
    expect((await imagesOf(sql, tool.id)).logo_url).toBeNull();
    expect(await requestsFor("avatars/")).not.toContainEqual(expect.stringContaining(tool.tag));
  });
});

describe("the catch-up on a new site", () => {
  it(`looks at a tool without a logo, checked or not, while ${LOGO_CATCH_UP_FROM_MISSING} or more have none`, async ({
    sql,
    db,
  }) => {
    const others = await sql<{ id: string }[]>`UPDATE tools SET logo_url = '/brand-logos/trezor.svg'
      WHERE logo_url IS NULL AND slug NOT LIKE ${`${run}-%`} RETURNING id`;
    try {
      const unchecked = await insertTool(sql, {
        slug: `${run}-${uniqueSlug("unchecked")}`,
        websiteUrl: `${SITE}/files/none/`,
      });
      await sql`UPDATE tools SET logo_url = '/brand-logos/trezor.svg' WHERE id = ${unchecked.id}`;
      const fewMissing = await catchUpMissingLogos(env, db, new Date(), checkerUserAgent(env));
      expect(fewMissing).toBeNull();

      const tools: { id: string }[] = [];
      for (let i = 0; i <= LOGO_CATCH_UP_FROM_MISSING; i++) {
        const tag = uniqueSlug("t");
        await putFile(
          `${tag}/index.html`,
          `<!doctype html><html><head><link rel="icon" href="/files/${tag}/icon.png" sizes="64x64"></head></html>`,
          "text/html",
        );
        await putFile(`${tag}/icon.png`, await png(64, 64), "image/png");
        tools.push(await insertTool(sql, { slug: `${run}-${tag}`, websiteUrl: `${SITE}/files/${tag}/index.html` }));
      }
      const storedLogos = async () =>
        sql`SELECT 1 FROM tools WHERE id IN ${sql(tools.map((t) => t.id))} AND logo_url LIKE '/tool-images/%'`;
      // A local site (npm start, the end-to-end tests) is told not to: its minute cron asks no website.
      const minute = new Date();
      minute.setUTCMinutes(REPOSITORY_READ_MINUTE + 1);
      await runMinuteCron(minute.getTime(), { SITE_IMAGE_CATCH_UP: "off" });
      expect(await storedLogos()).toHaveLength(0);
      await runMinuteCron(minute.getTime());
      expect(await storedLogos()).toHaveLength(1);
      const looked = await catchUpMissingLogos(env, db, new Date(), checkerUserAgent(env));
      expect(looked).toMatchObject({ stored: ["logo"] });
      expect(await storedLogos()).toHaveLength(2);
    } finally {
      if (others.length) await sql`UPDATE tools SET logo_url = NULL WHERE id IN ${sql(others.map((o) => o.id))}`;
    }
  });
});

describe("the hourly run", () => {
  it(`looks at 2 tools' websites for images before its checks, and keeps within ${REQUESTS_PER_RUN} requests`, async ({
    sql,
    db,
  }) => {
    const withIcons = [];
    for (let i = 0; i < 3; i++) {
      const tool = await siteTool(sql, `<link rel="icon" href="/files/{tag}/icon.png" sizes="64x64">`);
      await putFile(`${tool.tag}/icon.png`, await png(64, 64), "image/png");
      withIcons.push(tool);
    }
    const failing = [];
    for (let i = 0; i < 20; i++) {
      const tag = uniqueSlug("t");
      failing.push({
        ...(await insertTool(sql, { slug: `${run}-${tag}`, websiteUrl: `${SITE}/site/not-found?tool=${tag}` })),
        tag,
      });
    }
    const first = await checkListings(env, db, new Date());
    // Two looks of 5 each (the page, the icon, the new file and the old one's removal in the
    // bucket, the edge generation): 10. Then failing sites of 2 requests each while a whole
    // check (10) still fits: 10 + 13 × 2 = 36.
    expect(first).toMatchObject({ imagesLooked: 2, checked: 13, requests: 36 });
    expect(first.requests).toBeLessThanOrEqual(REQUESTS_PER_RUN);
    let sent = 0;
    for (const tool of [...withIcons, ...failing]) sent += (await requestsFor(tool.tag)).length;
    // Every HTTP request was counted, besides the looks' 3 others each.
    expect(sent).toBe(first.requests - 6);
    const looked = [];
    for (const tool of withIcons) looked.push((await imagesOf(sql, tool.id)).logo_source);
    expect(looked.filter((source) => source === "website")).toHaveLength(2);

    // The hourly cron takes the third.
    await runCron(LISTING_HEALTH_CRON);
    for (const tool of withIcons) expect((await imagesOf(sql, tool.id)).logo_source).toBe("website");
  });

  it("does not look at a tool again within two weeks, nor at one whose site failed its check", async ({ sql, db }) => {
    const tool = await siteTool(sql, `<link rel="icon" href="/files/{tag}/icon.png" sizes="64x64">`);
    await putFile(`${tool.tag}/icon.png`, await png(64, 64), "image/png");
    const down = await siteTool(sql, `<link rel="icon" href="/files/{tag}/icon.png" sizes="64x64">`);
    await sql`INSERT INTO tool_health_checks (tool_id, url, outcome, status_code, final_url)
      VALUES (${down.id}, ${down.websiteUrl}, 'http-error', 500, ${down.websiteUrl})`;
    expect((await checkListings(env, db, new Date())).imagesLooked).toBe(1);
    expect((await checkListings(env, db, new Date())).imagesLooked).toBe(0);
    await sql`UPDATE tool_site_image_fetches SET fetched_at = now() - interval '15 days' WHERE tool_id = ${tool.id}`;
    expect((await checkListings(env, db, new Date())).imagesLooked).toBe(1);
    expect(await requestsFor(down.tag)).toEqual([]);
  });
});

/** The share image's pixels at the given (x, y) points, each as [r, g, b]. */
async function shareImagePixels(slug: string, points: Array<[number, number]>) {
  const response = await worker.fetch(new Request(`http://localhost/og/tool/${slug}.png`));
  expect(response.status).toBe(200);
  const { PhotonImage } = await import("@cf-wasm/photon");
  const image = PhotonImage.new_from_byteslice(new Uint8Array(await response.arrayBuffer()));
  try {
    const pixels = image.get_raw_pixels();
    return points.map(([x, y]) => {
      const at = (y * image.get_width() + x) * 4;
      return Array.from(pixels.subarray(at, at + 3));
    });
  } finally {
    image.free();
  }
}

const near = (pixel: number[], colour: number[]) => pixel.every((value, i) => Math.abs(value - colour[i]!) <= 12);

describe("where a fetched logo shows", () => {
  it("on the tool's card in the home list and in search results, on its page and in its share image", async ({
    sql,
    db,
  }) => {
    const tool = await siteTool(sql, `<link rel="icon" href="/files/{tag}/icon.png" sizes="64x64">`);
    // Left half orange, right half blue.
    await putFile(`${tool.tag}/icon.png`, await png(64, 64), "image/png");
    const lettermark = `/logos/${tool.slug}.svg`;
    const name = `Tool ${tool.slug}`;
    expect((await get(`/search?q=${encodeURIComponent(name)}`)).html).toContain(lettermark);
    // The drawn card shows the lettermark's tile, not the logo's orange and blue halves (the tile
    // itself may be orange: its colour comes from the slug).
    const showsLogo = async () => {
      const [left, right] = await shareImagePixels(tool.slug, [
        [170, 305],
        [290, 305],
      ]);
      return near(left!, [247, 147, 26]) && near(right!, [30, 64, 175]);
    };
    expect(await showsLogo()).toBe(false);

    await look(db, tool.id);
    const logo = (await imagesOf(sql, tool.id)).logo_url!;
    for (const path of [
      `/?q=${encodeURIComponent(name)}`,
      `/search?q=${encodeURIComponent(name)}`,
      `/tool/${tool.slug}`,
    ]) {
      const { html } = await get(path);
      expect(html, path).toContain(`src="${logo}"`);
      expect(html, path).not.toContain(lettermark);
    }
    expect(await showsLogo()).toBe(true);
  });
});
