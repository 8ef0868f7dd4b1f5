// A tool's logo and screenshot, uploaded by an admin: checked, re-encoded to WebP, stored in the
// tool-images bucket (miniflare's R2), served by the site and shown on the public tool page.
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterAll, describe, expect, it } from "#test/support/fixtures.ts";
import type { AppLoadContext } from "react-router";
import workerModule from "#functions/worker.ts";
import { uploadToolImage } from "#app/server/admin/tools/tool-image-change.server.ts";
import { readImageHeader } from "#app/server/images/image-header.server.ts";
import { postAs, signInAdmin, type SignedIn } from "#test/support/accounts.ts";
import { openTestDatabase } from "#test/support/database.ts";
import { gif } from "#test/support/gif.ts";
import { fillByteJpeg } from "#test/support/image-bombs.ts";
import { jpeg, png } from "#test/support/images.ts";
import { useUpUploads } from "#test/support/upload-limit.ts";
import { refuseWrites } from "#test/support/refused-writes.ts";
import { get, heading, incoming, post, worker } from "#test/support/worker.ts";
import type postgres from "postgres";

const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

afterAll(async ({ sql }) => {
  await sql`DELETE FROM tools WHERE slug LIKE ${`imaged-%-${stamp}`}`;
});

let made = 0;
/** A published tool of this file's own, with no logo or screenshot. */
async function newTool(sql: postgres.Sql): Promise<{ id: string; slug: string; name: string }> {
  made++;
  const slug = `imaged-${made}-${stamp}`;
  const name = `Imaged Tool ${made} ${stamp}`;
  const [row] = await sql<{ id: string }[]>`INSERT INTO tools (name, slug, description, website_url, status)
    VALUES (${name}, ${slug}, 'A tool with pictures.', 'https://example.org', 'published') RETURNING id`;
  return { id: row!.id, slug, name };
}

const pagePath = (toolId: string) => `/admin/tools/${toolId}/images`;

type Kind = "logo" | "screenshot";

/** The page's upload form as a browser sends it (to the page, with the image named in the address). */
function uploadForm(kind: Kind, file: File | null, token: string | null) {
  const body = new FormData();
  body.set("intent", `upload-${kind}`);
  if (token) body.set("csrf_token", token);
  if (file) body.set(kind, file);
  return body;
}

const upload = (user: SignedIn, toolId: string, kind: Kind, file: File | null) =>
  post(`${pagePath(toolId)}?image=${kind}`, uploadForm(kind, file, user.token), { headers: { Cookie: user.cookie } });

const remove = (user: SignedIn, toolId: string, kind: Kind) =>
  postAs(user, pagePath(toolId), { intent: `remove-${kind}` });

const pngFile = async (width: number, height: number) =>
  new File([await png(width, height)], "picture.png", { type: "image/png" });

async function toolRow(sql: postgres.Sql, id: string) {
  const [row] = await sql<{ logo_url: string | null; screenshot_url: string | null }[]>`
    SELECT logo_url, screenshot_url FROM tools WHERE id = ${id}`;
  return row!;
}

const storedKeys = async (toolId: string) =>
  (await env.TOOL_IMAGES.list({ prefix: `${toolId}/` })).objects.map((object) => object.key).sort();

const auditRows = (sql: postgres.Sql, toolId: string) => sql<
  { action: string; actor_email: string; entity_label: string; before: unknown; after: unknown }[]
>`SELECT action, actor_email, entity_label, before, after FROM audit_log
    WHERE entity_type = 'tool' AND entity_id = ${toolId} ORDER BY created_at, id`;

const metaContent = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"/>`).exec(html)?.[1];

describe("the images page", () => {
  it("is a 404 for visitors, for signed-in users who are not admins, and for ids that name no tool", async ({
    sql,
    admin,
    reader,
  }) => {
    const tool = await newTool(sql);
    expect((await get(pagePath(tool.id))).response.status).toBe(404);
    expect((await get(pagePath(tool.id), { headers: { Cookie: reader.cookie } })).response.status).toBe(404);
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"])
      expect((await get(pagePath(id), { headers: { Cookie: admin.cookie } })).response.status).toBe(404);
  });

  it("shows the tool's name, its images so far, an upload form for each and the way back", async ({ sql, admin }) => {
    const tool = await newTool(sql);
    const { response, html } = await get(pagePath(tool.id), { headers: { Cookie: admin.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(heading(html)).toBe(`Images of ${tool.name}`);
    expect(html).toMatch(new RegExp(`<a[^>]*href="/admin/tools/${tool.id}"[^>]*>← Back to the tool</a>`));
    expect(html.match(/enctype="multipart\/form-data"/gi)).toHaveLength(2);
    expect(html.match(/type="file"[^>]*accept="image\/png,image\/jpeg,image\/webp,image\/gif"/g)).toHaveLength(2);
    expect(html).toContain('id="logo"');
    expect(html).toContain('id="screenshot"');
    expect(html).toContain("No logo yet: the site shows this lettermark.");
    expect(html).toContain(`src="/logos/${tool.slug}.svg"`);
    expect(html).toContain("No screenshot yet");
    expect(html).not.toContain("Remove logo");
    expect(html).not.toContain("Remove screenshot");
  });
});

describe("uploading a logo", () => {
  it("stores a PNG as a WebP fitted to 256 px, shows it, and records who did it", async ({ sql, admin }) => {
    const tool = await newTool(sql);
    const { response } = await upload(admin, tool.id, "logo", await pngFile(512, 300));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${pagePath(tool.id)}?notice=tool-logo-uploaded`);

    const { logo_url } = await toolRow(sql, tool.id);
    expect(logo_url).toMatch(new RegExp(`^/tool-images/${tool.id}/logo-[0-9a-f]{32}-256x150\\.webp$`));
    const key = logo_url!.slice("/tool-images/".length);
    expect(await storedKeys(tool.id)).toEqual([key]);
    const stored = await env.TOOL_IMAGES.get(key);
    expect(stored!.httpMetadata?.contentType).toBe("image/webp");
    expect(readImageHeader(new Uint8Array(await stored!.arrayBuffer()))).toEqual({
      type: "webp",
      width: 256,
      height: 150,
    });

    const served = await worker.fetch(new Request(`http://localhost${logo_url}`));
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(served.headers.get("Cache-Control")).toContain("immutable");
    expect(readImageHeader(new Uint8Array(await served.arrayBuffer()))).toMatchObject({ width: 256, height: 150 });

    const page = await get(`${pagePath(tool.id)}?notice=tool-logo-uploaded`, { headers: { Cookie: admin.cookie } });
    expect(page.html).toContain("Logo uploaded");
    expect(page.html).toMatch(
      new RegExp(`<img src="${logo_url}" alt="Current logo of ${tool.name}" width="256" height="150"`),
    );
    expect(page.html).toContain("Remove logo");

    expect(await auditRows(sql, tool.id)).toEqual([
      {
        action: "logo uploaded",
        actor_email: admin.email,
        entity_label: tool.name,
        before: { logoUrl: null },
        after: { logoUrl: logo_url },
      },
    ]);
  });

  it("shows on the tool cards, in search and in the tool's header, which the site's images policy allows", async ({
    sql,
    admin,
  }) => {
    const tool = await newTool(sql);
    await upload(admin, tool.id, "logo", await pngFile(64, 64));
    const { logo_url } = await toolRow(sql, tool.id);
    const { response, html } = await get(`/tool/${tool.slug}`);
    expect(html).toMatch(new RegExp(`<img src="${logo_url}" alt="${tool.name} logo" width="80" height="80"`));
    expect(response.headers.get("Content-Security-Policy")).toMatch(/img-src 'self'/);
    const search = await get(`/search?q=${encodeURIComponent(tool.name)}`);
    expect(search.html).toContain(`src="${logo_url}"`);
    const card = await get(`/?q=${encodeURIComponent(tool.name)}`);
    expect(card.html).toMatch(new RegExp(`<img src="${logo_url}" alt="" width="48" height="48"`));
  });
});

describe("uploading a screenshot", () => {
  it("stores a JPEG as a WebP at most 1600 px wide; the public page shows it and shares it at once", async ({
    sql,
    admin,
  }) => {
    const tool = await newTool(sql);
    // The anonymous page goes into the edge cache first.
    const before = await get(`/tool/${tool.slug}`);
    expect(metaContent(before.html, "og:image")).toBe(`http://localhost/og/tool/${tool.slug}.png`);
    expect(before.html).not.toContain("<figure");

    const file = new File([await jpeg(2000, 1000)], "screen.jpg", { type: "image/jpeg" });
    const { response } = await upload(admin, tool.id, "screenshot", file);
    expect(response.headers.get("Location")).toBe(`${pagePath(tool.id)}?notice=tool-screenshot-uploaded`);
    const { screenshot_url } = await toolRow(sql, tool.id);
    expect(screenshot_url).toMatch(new RegExp(`^/tool-images/${tool.id}/screenshot-[0-9a-f]{32}-1600x800\\.webp$`));
    const stored = await env.TOOL_IMAGES.get(screenshot_url!.slice("/tool-images/".length));
    expect(readImageHeader(new Uint8Array(await stored!.arrayBuffer()))).toEqual({
      type: "webp",
      width: 1600,
      height: 800,
    });

    const after = await get(`/tool/${tool.slug}`);
    expect(after.html).toMatch(
      new RegExp(
        `<figure><img src="${screenshot_url}" alt="Screenshot of ${tool.name}" width="1600" height="800" loading="lazy"`,
      ),
    );
    expect(metaContent(after.html, "og:image")).toBe(`http://localhost${screenshot_url}`);
    expect(metaContent(after.html, "og:image:width")).toBe("1600");
    expect(metaContent(after.html, "og:image:height")).toBe("800");
    expect(metaContent(after.html, "og:image:type")).toBe("image/webp");
    expect((await worker.fetch(new Request(`http://localhost${screenshot_url}`))).status).toBe(200);

    const page = await get(pagePath(tool.id), { headers: { Cookie: admin.cookie } });
    expect(page.html).toMatch(new RegExp(`<img src="${screenshot_url}"[^>]*width="1600" height="800"`));
  });

  it("keeps a small screenshot at its own size", async ({ sql, admin }) => {
    const tool = await newTool(sql);
    await upload(admin, tool.id, "screenshot", await pngFile(640, 360));
    expect((await toolRow(sql, tool.id)).screenshot_url).toMatch(/-640x360\.webp$/);
  });

  it("replaces the one before, whose file is deleted once the tool points at the new one", async ({ sql, admin }) => {
    const tool = await newTool(sql);
    await upload(admin, tool.id, "screenshot", await pngFile(800, 600));
    const first = (await toolRow(sql, tool.id)).screenshot_url!;
    await upload(admin, tool.id, "screenshot", await pngFile(1200, 600));
    const second = (await toolRow(sql, tool.id)).screenshot_url!;
    expect(second).not.toBe(first);
    expect(await storedKeys(tool.id)).toEqual([second.slice("/tool-images/".length)]);
    expect((await worker.fetch(new Request(`http://localhost${first}`))).status).toBe(404);
    const history = await auditRows(sql, tool.id);
    expect(history.at(-1)).toMatchObject({
      action: "screenshot uploaded",
      before: { screenshotUrl: first },
      after: { screenshotUrl: second },
    });
  });
});

describe("refused uploads", () => {
  /** Nothing about the tool changed: its row, its stored files, its history. */
  async function unchanged(sql: postgres.Sql, toolId: string, attempt: () => Promise<unknown>) {
    const before = [await toolRow(sql, toolId), await storedKeys(toolId), await auditRows(sql, toolId)];
    await attempt();
    expect([await toolRow(sql, toolId), await storedKeys(toolId), await auditRows(sql, toolId)]).toEqual(before);
  }

  it("a file that is not an image is a 400 with the reason by its field", async ({ sql, admin }) => {
    const tool = await newTool(sql);
    await unchanged(sql, tool.id, async () => {
      const text = new File(["These are words, not pixels."], "notes.png", { type: "image/png" });
      const { response, html } = await upload(admin, tool.id, "screenshot", text);
      expect(response.status).toBe(400);
      expect(html).toMatch(/id="screenshot-error"[^>]*>Choose an image file \(JPEG, PNG, WebP or GIF\)\.</);
      expect(html).toMatch(/id="screenshot"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="screenshot"/);
    });
  });

  it("no file at all is a 400 that asks for one", async ({ sql, admin }) => {
    const tool = await newTool(sql);
    await unchanged(sql, tool.id, async () => {
      const { response, html } = await upload(admin, tool.id, "logo", null);
      expect(response.status).toBe(400);
      expect(html).toContain("Choose an image to upload as the logo.");
    });
  });

  it("an animated GIF, or one that would decode to too many pixels, is a 400", async ({ sql, admin }) => {
    const tool = await newTool(sql);
    const frames = [
      [0, 0, 1, 1],
      [0, 0, 1, 1],
    ];
    await unchanged(sql, tool.id, async () => {
      const moving = new File([gif(1, 1, frames)], "moving.gif", { type: "image/gif" });
      const animated = await upload(admin, tool.id, "logo", moving);
      expect(animated.response.status).toBe(400);
      expect(animated.html).toContain("Choose a still image: animated images are not accepted.");
      const bomb = new File([gif(1, 1, [[0, 0, 8000, 8000]])], "tiny.gif", { type: "image/gif" });
      const huge = await upload(admin, tool.id, "screenshot", bomb);
      expect(huge.response.status).toBe(400);
      expect(huge.html).toContain("Images must be at most 4096 × 4096 pixels.");
    });
  });

  it("a JPEG whose real size hides behind a fill byte (144 Mpx) is a quick 400 by its field", async ({
    sql,
    admin,
  }) => {
    const tool = await newTool(sql);
    await unchanged(sql, tool.id, async () => {
      const started = Date.now();
      const bomb = new File([fillByteJpeg(await jpeg(24, 16))], "screen.jpg", { type: "image/jpeg" });
      const { response, html } = await upload(admin, tool.id, "screenshot", bomb);
      expect(response.status).toBe(400);
      expect(html).toMatch(/id="screenshot-error"[^>]*>Images must be at most 4096 × 4096 pixels\.</);
      expect(Date.now() - started).toBeLessThan(2_000);
    });
  });

  it("an admin who has sent 20 images in 10 minutes is told when to try again, on the same form", async ({
    sql,
    db,
  }) => {
    const busy = await signInAdmin("busy-editor");
    const [user] = await sql<{ id: string }[]>`SELECT id FROM users WHERE email = ${busy.email}`;
    await useUpUploads(db, user!.id);
    const tool = await newTool(sql);
    await unchanged(sql, tool.id, async () => {
      const { response, html } = await upload(busy, tool.id, "logo", await pngFile(32, 32));
      expect(response.status).toBe(429);
      expect(html).toMatch(/id="logo-error"[^>]*>Too many image uploads\. Please try again in \d+ minutes?\.</);
      expect(html).toContain('name="logo"');
    });
  });

  it("a file over 5 MB is a 413 that says so, whether the form or the Worker's cap stops it", async ({
    sql,
    admin,
  }) => {
    const tool = await newTool(sql);
    await unchanged(sql, tool.id, async () => {
      const justOver = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
      const byForm = await upload(admin, tool.id, "screenshot", justOver);
      expect(byForm.response.status).toBe(413);
      expect(byForm.html).toMatch(/id="screenshot-error"[^>]*>Images must be 5 MB or smaller\.</);
      const farOver = new File([new Uint8Array(8 * 1024 * 1024)], "huge.png", { type: "image/png" });
      const byWorker = await upload(admin, tool.id, "screenshot", farOver);
      expect(byWorker.response.status).toBe(413);
      expect(byWorker.html).toMatch(/id="screenshot-error"[^>]*>Images must be 5 MB or smaller\.</);
    });
  });

  it("is a 404 for visitors and users who are not admins, even with a valid form", async ({ sql, reader }) => {
    const tool = await newTool(sql);
    await unchanged(sql, tool.id, async () => {
      const file = await pngFile(32, 32);
      expect((await upload(reader, tool.id, "logo", file)).response.status).toBe(404);
      expect((await post(pagePath(tool.id), uploadForm("logo", file, null))).response.status).toBe(404);
      expect((await remove(reader, tool.id, "logo")).response.status).toBe(404);
      // An upload over the Worker's cap does not tell them the page exists either.
      const huge = new File([new Uint8Array(8 * 1024 * 1024)], "huge.png", { type: "image/png" });
      expect((await upload(reader, tool.id, "logo", huge)).response.status).toBe(404);
    });
  });

  it("needs the CSRF token", async ({ sql, admin }) => {
    const tool = await newTool(sql);
    await unchanged(sql, tool.id, async () => {
      const body = uploadForm("logo", await pngFile(32, 32), null);
      const { response } = await post(pagePath(tool.id), body, { headers: { Cookie: admin.cookie } });
      expect(response.status).toBe(403);
      const removal = await post(pagePath(tool.id), { intent: "remove-logo" }, { headers: { Cookie: admin.cookie } });
      expect(removal.response.status).toBe(403);
    });
  });

  it("an unknown tool is a 404 and an unknown intent a 400", async ({ sql, admin }) => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await upload(admin, missing, "logo", await pngFile(32, 32))).response.status).toBe(404);
    expect((await env.TOOL_IMAGES.list({ prefix: `${missing}/` })).objects).toEqual([]);
    const tool = await newTool(sql);
    expect((await postAs(admin, pagePath(tool.id), { intent: "paint-it-orange" })).response.status).toBe(400);
  });

  it("a tool that cannot be pointed at the new file says so, and the file is deleted again", async ({
    sql,
    db,
    admin,
  }) => {
    const tool = await newTool(sql);
    await unchanged(sql, tool.id, async () => {
      const allowWrites = await refuseWrites(db, "tools", `NEW.id = '${tool.id}'`);
      try {
        const { response, html } = await upload(admin, tool.id, "logo", await pngFile(32, 32));
        expect(response.status).toBe(503);
        expect(html).toContain("The tool could not be updated with the image. Try again.");
      } finally {
        await allowWrites();
      }
    });
  });

  it("a screenshot stored just before the database went away is deleted again", async ({ sql, admin }) => {
    const tool = await newTool(sql);
    const [user] = await sql<{ id: string }[]>`SELECT id FROM users WHERE email = ${admin.email}`;
    // The database answers until the file is stored; then every query fails, the tool's read too.
    let away = false;
    const database = openTestDatabase(env.HYPERDRIVE.connectionString);
    const goneAfterPut = new Proxy(database.db, {
      get: (target, key, receiver) =>
        away
          ? () => {
              throw new Error("the database went away");
            }
          : Reflect.get(target, key, receiver),
    });
    const bucket = {
      put: async (...args: Parameters<R2Bucket["put"]>) => {
        const stored = await env.TOOL_IMAGES.put(...args);
        away = true;
        return stored;
      },
      delete: (keys: string | string[]) => env.TOOL_IMAGES.delete(keys),
    };
    const context = {
      env: { ...env, TOOL_IMAGES: bucket },
      db: () => goneAfterPut,
      user: { id: user!.id, email: admin.email, name: "Editor", isAdmin: true },
    } as unknown as AppLoadContext;
    try {
      const change = await uploadToolImage(context, tool.id, "screenshot", await pngFile(64, 48));
      expect(change).toEqual({
        ok: false,
        status: 503,
        error: "The tool could not be updated with the image. Try again.",
      });
    } finally {
      await database.close();
    }
    expect(away).toBe(true);
    expect(await storedKeys(tool.id)).toEqual([]);
    expect((await toolRow(sql, tool.id)).screenshot_url).toBeNull();
  });

  it("a bucket that refuses the file says so and leaves the tool as it was", async ({ sql, admin }) => {
    const tool = await newTool(sql);
    await unchanged(sql, tool.id, async () => {
      const unavailableBucket = { put: () => Promise.reject(new Error("R2 is unavailable")) };
      const ctx = createExecutionContext();
      const response = await workerModule.fetch(
        incoming(`http://localhost${pagePath(tool.id)}`, {
          method: "POST",
          headers: { Cookie: admin.cookie },
          body: uploadForm("logo", await pngFile(32, 32), admin.token),
        }),
        { ...env, TOOL_IMAGES: unavailableBucket as unknown as R2Bucket },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain("The image could not be stored. Try again.");
    });
  });
});

describe("removing an image", () => {
  it("clears the tool's screenshot, deletes its file, records it, and the public page drops it at once", async ({
    sql,
    admin,
  }) => {
    const tool = await newTool(sql);
    await upload(admin, tool.id, "screenshot", await pngFile(800, 400));
    const url = (await toolRow(sql, tool.id)).screenshot_url!;
    const shown = await get(`/tool/${tool.slug}`);
    expect(shown.html).toContain(`src="${url}"`);

    const { response } = await remove(admin, tool.id, "screenshot");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${pagePath(tool.id)}?notice=tool-screenshot-removed`);
    expect((await toolRow(sql, tool.id)).screenshot_url).toBeNull();
    expect(await storedKeys(tool.id)).toEqual([]);
    expect((await auditRows(sql, tool.id)).at(-1)).toMatchObject({
      action: "screenshot removed",
      actor_email: admin.email,
      before: { screenshotUrl: url },
      after: { screenshotUrl: null },
    });

    const gone = await get(`/tool/${tool.slug}`);
    expect(gone.html).not.toContain(url);
    expect(metaContent(gone.html, "og:image")).toBe(`http://localhost/og/tool/${tool.slug}.png`);
    const page = await get(`${pagePath(tool.id)}?notice=tool-screenshot-removed`, {
      headers: { Cookie: admin.cookie },
    });
    expect(page.html).toContain("Screenshot removed");
    expect(page.html).not.toContain("Remove screenshot");
  });

  it("clears a logo that is not one of our files without touching the bucket", async ({ sql, admin }) => {
    const tool = await newTool(sql);
    await sql`UPDATE tools SET logo_url = ${`/logos/${tool.slug}.svg`} WHERE id = ${tool.id}`;
    const { response } = await remove(admin, tool.id, "logo");
    expect(response.status).toBe(302);
    expect((await toolRow(sql, tool.id)).logo_url).toBeNull();
    expect((await auditRows(sql, tool.id)).at(-1)).toMatchObject({ action: "logo removed" });
  });
});

describe("the image files", () => {
  it("answer 404 for names that are not ours or name nothing", async ({ sql }) => {
    const tool = await newTool(sql);
    for (const path of [
      "/tool-images/../secrets.webp",
      `/tool-images/${tool.id}/logo-0123.webp`,
      `/tool-images/${tool.id}/logo-${"0".repeat(32)}-256x256.webp`,
    ])
      expect((await get(path)).response.status, path).toBe(404);
  });

  it("are reached from the admin host too, where the page links to the public site", async ({ sql, admin }) => {
    const tool = await newTool(sql);
    const { response, html } = await get(`/tools/${tool.id}/images`, {
      origin: "http://admin.localhost",
      headers: { Cookie: admin.cookie },
    });
    expect(response.status).toBe(200);
    expect(html).toContain(`src="http://localhost/logos/${tool.slug}.svg"`);
    expect(html).toContain(`href="http://localhost/tool/${tool.slug}"`);
  });
});
