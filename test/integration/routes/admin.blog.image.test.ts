// A post's featured image, uploaded by an admin: checked, re-encoded to WebP, stored in the
// blog-images bucket, served at /blog-images/..., shown on the post, and drawn into the post's PNG
// share image (resvg cannot read WebP: the drawing gets a PNG of it).
import { env } from "cloudflare:workers";
import { afterAll, describe, expect, it } from "#test/support/fixtures.ts";
import { readImageHeader } from "#app/server/images/image-header.server.ts";
import { postAs, type SignedIn } from "#test/support/accounts.ts";
import { fieldError, inputValue } from "#test/support/form-html.ts";
import { png } from "#test/support/images.ts";
import { auditRowsOf, uniqueSlug } from "#test/support/catalog-rows.ts";
import { get, heading, post, worker } from "#test/support/worker.ts";
import type postgres from "postgres";

const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;

afterAll(async ({ sql }) => {
  await sql`DELETE FROM blog_posts WHERE title LIKE ${`%${stamp}%`}`;
});

async function newPost(sql: postgres.Sql) {
  const title = `Pictured ${stamp} ${Math.random()}`;
  const slug = uniqueSlug("pictured");
  const [row] = await sql<{ id: string }[]>`
    INSERT INTO blog_posts (title, slug, content, published, published_at)
    VALUES (${title}, ${slug}, '<p>Body</p>', true, now()) RETURNING id`;
  return { id: row!.id, title, slug };
}

const pagePath = (id: string) => `/admin/blog/${id}/image`;

function uploadForm(file: File | null, token: string | null) {
  const body = new FormData();
  body.set("intent", "upload");
  body.set("alt", "A picture for the post");
  if (token) body.set("csrf_token", token);
  if (file) body.set("image", file);
  return body;
}

const upload = (user: SignedIn, id: string, file: File | null) =>
  post(pagePath(id), uploadForm(file, user.token), { headers: { Cookie: user.cookie } });

const pngFile = async (width: number, height: number) =>
  new File([await png(width, height)], "picture.png", { type: "image/png" });

const imageOf = async (sql: postgres.Sql, id: string) =>
  (await sql<{ featured_image: string | null }[]>`SELECT featured_image FROM blog_posts WHERE id = ${id}`)[0]!
    .featured_image;

describe("the featured image page", () => {
  it("is a 404 for visitors, readers and unknown posts, and shows an upload form to admins", async ({
    sql,
    admin,
    reader,
  }) => {
    const p = await newPost(sql);
    expect((await get(pagePath(p.id))).response.status).toBe(404);
    expect((await get(pagePath(p.id), { headers: { Cookie: reader.cookie } })).response.status).toBe(404);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await get(pagePath(unknown), { headers: { Cookie: admin.cookie } })).response.status).toBe(404);
    const { response, html } = await get(pagePath(p.id), { headers: { Cookie: admin.cookie } });
    expect(response.status).toBe(200);
    expect(heading(html)).toBe(`Featured image of ${p.title}`);
    expect(html).toMatch(/enctype="multipart\/form-data"/i);
    expect(html).toContain("No featured image");
  });

  it("stores an upload as WebP, shows it on the post, draws the share image from it, and removes it", async ({
    sql,
    admin,
  }) => {
    const p = await newPost(sql);
    await get(`/blog/${p.slug}`);
    const { response } = await upload(admin, p.id, await pngFile(2000, 1000));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${pagePath(p.id)}?notice=post-image-uploaded`);
    const url = await imageOf(sql, p.id);
    expect(url).toMatch(new RegExp(`^/blog-images/${p.id}/featured-[0-9a-f]{32}-1600x800\\.webp$`));

    const served = await worker.fetch(new Request(`http://localhost${url}`));
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    expect(readImageHeader(new Uint8Array(await served.arrayBuffer()))).toMatchObject({ width: 1600, height: 800 });

    const page = await get(`/blog/${p.slug}`);
    expect(page.html).toContain(`src="${url}"`);
    const share = /<meta property="og:image" content="[^"]*(\/og\/blog\/[^"]+)"/.exec(page.html)?.[1];
    expect(share).toBeDefined();
    const drawn = await worker.fetch(new Request(`http://localhost${share!.replace(/&amp;/g, "&")}`));
    expect(drawn.status).toBe(200);
    expect(drawn.headers.get("Content-Type")).toBe("image/png");
    const pngBytes = new Uint8Array(await drawn.arrayBuffer());
    expect(readImageHeader(pngBytes)).toMatchObject({ width: 1200, height: 630 });
    // Only a drawing made from the featured image itself is kept: a failed read would not be.
    const version = /[?&](?:amp;)?v=([0-9a-f]+)/.exec(share!)?.[1];
    expect(await env.CACHE.get(`og:blog:${p.slug}:${version}`, "arrayBuffer")).not.toBeNull();
    const [entry] = await auditRowsOf(sql, p.id);
    expect(entry).toMatchObject({
      action: "featured image uploaded",
      actor_email: admin.email,
      before: { featuredImage: null },
      after: { featuredImage: url },
    });

    const removed = await postAs(admin, pagePath(p.id), { intent: "remove" });
    expect(removed.response.headers.get("Location")).toBe(`${pagePath(p.id)}?notice=post-image-removed`);
    expect(await imageOf(sql, p.id)).toBeNull();
    expect(await env.BLOG_IMAGES.get(url!.slice("/blog-images/".length))).toBeNull();
  });

  it("refuses a file that is no image with 400, and a form without the token with 403, storing nothing", async ({
    sql,
    admin,
    reader,
  }) => {
    const p = await newPost(sql);
    const text = new File(["not an image"], "notes.png", { type: "image/png" });
    const refused = await upload(admin, p.id, text);
    expect(refused.response.status).toBe(400);
    expect(fieldError(refused.html, "image")).toBe("Choose an image file (JPEG, PNG, WebP or GIF).");
    const empty = await upload(admin, p.id, null);
    expect(empty.response.status).toBe(400);
    const forged = await post(pagePath(p.id), uploadForm(await pngFile(10, 10), null), {
      headers: { Cookie: admin.cookie },
    });
    expect(forged.response.status).toBe(403);
    const asReader = await upload(reader, p.id, await pngFile(10, 10));
    expect(asReader.response.status).toBe(404);
    expect(await imageOf(sql, p.id)).toBeNull();
    expect((await env.BLOG_IMAGES.list({ prefix: `${p.id}/` })).objects).toEqual([]);
    expect(await auditRowsOf(sql, p.id)).toEqual([]);
  });

  it("answers an image over 5 MB with 413 and the message by the field, keeping the alt text, whether the form or the Worker's cap stops it", async ({
    sql,
    admin,
  }) => {
    const p = await newPost(sql);
    for (const bytes of [5 * 1024 * 1024 + 1, 8 * 1024 * 1024]) {
      const big = new File([new Uint8Array(bytes)], "big.png", { type: "image/png" });
      const { response, html } = await upload(admin, p.id, big);
      expect(response.status).toBe(413);
      expect(fieldError(html, "image")).toBe("Images must be 5 MB or smaller.");
      expect(inputValue(html, "alt")).toBe("A picture for the post");
    }
    expect(await imageOf(sql, p.id)).toBeNull();
  });

  it("checks the CSRF token of an upload the Worker's cap stopped", async ({ sql, admin }) => {
    const p = await newPost(sql);
    const big = new File([new Uint8Array(8 * 1024 * 1024)], "big.png", { type: "image/png" });
    const { response } = await post(pagePath(p.id), uploadForm(big, "forged"), { headers: { Cookie: admin.cookie } });
    expect(response.status).toBe(403);
  });
});
