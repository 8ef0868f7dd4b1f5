// Posts' authors and images: a new post's author is its writer and can be another admin (never a
// reader); the byline, the JSON-LD and the feed name the author from their profile; the featured
// image needs alt text; the media list stores images as WebP with their alt text, they render in a
// post's Markdown, and one that a post uses cannot be deleted.
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "#test/support/fixtures.ts";
import { BLANK_POST_VALUES } from "#app/lib/admin-blog-rules.ts";
import { readImageHeader } from "#app/server/images/image-header.server.ts";
import { postAs, signInAdmin, type SignedIn } from "#test/support/accounts.ts";
import { fieldError, selectedOption, textOf } from "#test/support/form-html.ts";
import { png } from "#test/support/images.ts";
import { uniqueSlug } from "#test/support/catalog-rows.ts";
import { get, post, worker } from "#test/support/worker.ts";
import type postgres from "postgres";

const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
let writer: SignedIn;
let editor: SignedIn;
const ids: Record<string, string> = {};

const idOf = async (sql: postgres.Sql, user: SignedIn) =>
  (await sql<{ id: string }[]>`SELECT id FROM users WHERE email = ${user.email}`)[0]!.id;

async function nameProfile(sql: postgres.Sql, user: SignedIn, fullName: string | null) {
  const id = await idOf(sql, user);
  await sql`INSERT INTO profiles (id, full_name) VALUES (${id}, ${fullName})
    ON CONFLICT (id) DO UPDATE SET full_name = excluded.full_name`;
  return id;
}

beforeAll(async ({ sql, reader }) => {
  [writer, editor] = await Promise.all([signInAdmin("post-writer"), signInAdmin("post-editor")]);
  ids.writer = await nameProfile(sql, writer, `Ada Writer ${stamp}`);
  ids.editor = await nameProfile(sql, editor, `Bea Editor ${stamp}`);
  ids.reader = await nameProfile(sql, reader, `Cy Reader ${stamp}`);
});
afterAll(async ({ sql }) => {
  await sql`DELETE FROM blog_posts WHERE title LIKE ${`%${stamp}%`}`;
  await sql`DELETE FROM blog_images WHERE alt LIKE ${`%${stamp}%`}`;
});

const asUser = (user: SignedIn) => ({ headers: { Cookie: user.cookie } });

async function publishedPost(sql: postgres.Sql, base: string, authorId: string | null, content = "<p>Body.</p>") {
  const title = `${base} ${stamp}`;
  const slug = uniqueSlug(base.toLowerCase().replace(/[^a-z0-9]+/g, "-"));
  const [row] = await sql<{ id: string }[]>`
    INSERT INTO blog_posts (title, slug, content, content_markdown, excerpt, published, published_at, author_id)
    VALUES (${title}, ${slug}, ${content}, ${content}, 'An excerpt.', true, now(), ${authorId}) RETURNING id`;
  return { id: row!.id, title, slug };
}

const authorOf = async (sql: postgres.Sql, id: string) =>
  (await sql<{ author_id: string | null }[]>`SELECT author_id FROM blog_posts WHERE id = ${id}`)[0]!.author_id;

const jsonLdAuthor = (html: string) => {
  const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return block ? (JSON.parse(block) as { author?: unknown }).author : undefined;
};

describe("a post's author", () => {
  it("is its writer by default, can be another admin, and is never a reader", async ({ sql }) => {
    const form = await get("/admin/blog/new", asUser(writer));
    expect(selectedOption(form.html, "author")).toBe(ids.writer);
    expect(form.html).toContain(`Bea Editor ${stamp}`);
    expect(form.html).not.toContain(`Cy Reader ${stamp}`);

    const title = `Authored ${stamp}`;
    const created = await postAs(writer, "/admin/blog/new", {
      ...BLANK_POST_VALUES,
      intent: "save",
      title,
      content: "Some words.",
      author: ids.writer!,
    });
    expect(created.response.status).toBe(302);
    const id = /\/admin\/blog\/([0-9a-f-]{36})/.exec(created.response.headers.get("Location") ?? "")![1]!;
    expect(await authorOf(sql, id)).toBe(ids.writer);

    const edit = { ...BLANK_POST_VALUES, intent: "save", title, slug: "", content: "Some words." };
    const changed = await postAs(writer, `/admin/blog/${id}`, { ...edit, author: ids.editor! });
    expect(changed.response.status).toBe(302);
    expect(await authorOf(sql, id)).toBe(ids.editor);
    expect(selectedOption((await get(`/admin/blog/${id}`, asUser(writer))).html, "author")).toBe(ids.editor);

    const refused = await postAs(writer, `/admin/blog/${id}`, { ...edit, author: ids.reader! });
    expect(refused.response.status).toBe(400);
    expect(fieldError(refused.html, "author")).toBe("Choose one of the listed authors.");
    expect(await authorOf(sql, id)).toBe(ids.editor);
  });

  it("is named from their profile on the post, the blog list, the JSON-LD and the feed", async ({ sql }) => {
    const p = await publishedPost(sql, "Bylined", ids.editor!);
    const page = await get(`/blog/${p.slug}`);
    expect(textOf(page.html)).toContain(`By Bea Editor ${stamp}`);
    expect(jsonLdAuthor(page.html)).toEqual({ "@type": "Person", name: `Bea Editor ${stamp}` });
    expect(textOf((await get(`/blog?v=${stamp}`)).html)).toContain(`Bea Editor ${stamp}`);
    const feed = (await get(`/rss.xml?v=${stamp}`)).html;
    const item = feed.split("<item>").find((part) => part.includes(p.title));
    expect(item).toContain(`<dc:creator>Bea Editor ${stamp}</dc:creator>`);
    expect(feed).toContain('xmlns:dc="http://purl.org/dc/elements/1.1/"');
  });

  it("bylines a writer without a profile name by the name part of their address, never the house byline", async ({
    sql,
  }) => {
    const nameless = await signInAdmin("nameless-writer");
    const namelessId = await nameProfile(sql, nameless, null);
    const p = await publishedPost(sql, "Unsigned", namelessId);
    const html = (await get(`/blog/${p.slug}`)).html;
    const localPart = nameless.email.split("@")[0]!;
    expect(textOf(html)).toContain(`By ${localPart}`);
    expect(textOf(html)).not.toContain("Editorial Team");
    expect(html).not.toContain(nameless.email);
    expect(jsonLdAuthor(html)).toEqual({ "@type": "Person", name: localPart });
  });

  it("never reads 'Anonymous': a post with no author is the editorial team's", async ({ sql }) => {
    const p = await publishedPost(sql, "Unsigned", null);
    const html = (await get(`/blog/${p.slug}`)).html;
    expect(textOf(html)).toContain("By Editorial Team");
    expect(html).not.toContain("Anonymous");
    expect(jsonLdAuthor(html)).toEqual({ "@type": "Organization", name: "Editorial Team" });
  });
});

const pngFile = async (width: number, height: number) =>
  new File([await png(width, height)], "picture.png", { type: "image/png" });

function multipart(user: SignedIn, fields: Record<string, string | File>) {
  const body = new FormData();
  body.set("csrf_token", user.token);
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

describe("the featured image's alt text", () => {
  it("is required with an upload, shown on the post, and the title stands in for an image without one", async ({
    sql,
  }) => {
    const p = await publishedPost(sql, "Pictured", ids.writer!);
    const path = `/admin/blog/${p.id}/image`;
    const missing = await post(
      path,
      multipart(writer, { intent: "upload", image: await pngFile(400, 200), alt: " " }),
      asUser(writer),
    );
    expect(missing.response.status).toBe(400);
    expect(fieldError(missing.html, "alt")).toBe("Describe the image for people who cannot see it.");
    const [before] = await sql<
      { featured_image: string | null }[]
    >`SELECT featured_image FROM blog_posts WHERE id = ${p.id}`;
    expect(before!.featured_image).toBeNull();

    const alt = `A hardware wallet on a desk ${stamp}`;
    const saved = await post(
      path,
      multipart(writer, { intent: "upload", image: await pngFile(400, 200), alt }),
      asUser(writer),
    );
    expect(saved.response.status).toBe(302);
    const page = (await get(`/blog/${p.slug}`)).html;
    expect(page).toMatch(new RegExp(`<img src="/blog-images/[^"]+" alt="${alt}"`));

    // An image from before alt text was asked for: the title stands in until an editor writes one.
    await sql`UPDATE blog_posts SET featured_image_alt = NULL, updated_at = now() WHERE id = ${p.id}`;
    const fallback = (await get(`/blog/${p.slug}?v=no-alt`)).html;
    expect(fallback).toMatch(new RegExp(`<img src="/blog-images/[^"]+" alt="${p.title}"`));
    expect(fieldError((await get(path, asUser(writer))).html, "alt")).toBe(
      "This image has no alt text yet: describe it and save.",
    );
    const described = await post(
      path,
      multipart(writer, { intent: "upload", alt: `Described ${stamp}` }),
      asUser(writer),
    );
    expect(described.response.status).toBe(302);
    const [row] = await sql<
      { featured_image_alt: string }[]
    >`SELECT featured_image_alt FROM blog_posts WHERE id = ${p.id}`;
    expect(row!.featured_image_alt).toBe(`Described ${stamp}`);
  });
});

describe("the media list", () => {
  const upload = (alt: string, image: File | null) =>
    post(
      "/admin/blog/media",
      multipart(writer, image ? { intent: "upload", alt, image } : { intent: "upload", alt }),
      asUser(writer),
    );
  const mediaRow = async (sql: postgres.Sql, alt: string) =>
    (await sql<{ id: string; url: string; alt: string }[]>`SELECT id, url, alt FROM blog_images WHERE alt = ${alt}`)[0];

  it("stores an upload as WebP with its alt text, refusing one without alt text or from a reader", async ({
    sql,
    reader,
  }) => {
    const noAlt = await upload("", await pngFile(300, 200));
    expect(noAlt.response.status).toBe(400);
    expect(fieldError(noAlt.html, "alt")).toBe("Describe the image for people who cannot see it.");
    const notImage = await upload(`Notes ${stamp}`, new File(["hello"], "a.png", { type: "image/png" }));
    expect(notImage.response.status).toBe(400);
    expect(fieldError(notImage.html, "image")).toBe("Choose an image file (JPEG, PNG, WebP or GIF).");
    const asReader = await post(
      "/admin/blog/media",
      multipart(reader, { intent: "upload", alt: "x", image: await pngFile(10, 10) }),
      asUser(reader),
    );
    expect(asReader.response.status).toBe(404);

    const alt = `A price chart ${stamp}`;
    const saved = await upload(alt, await pngFile(2400, 1200));
    expect(saved.response.status).toBe(302);
    const row = await mediaRow(sql, alt);
    expect(row!.url).toMatch(/^\/blog-images\/media\/[0-9a-f]{32}-1600x800\.webp$/);
    const served = await worker.fetch(new Request(`http://localhost${row!.url}`));
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    expect(readImageHeader(new Uint8Array(await served.arrayBuffer()))).toMatchObject({ width: 1600, height: 800 });
    // The admin host serves it too, so the editor's preview shows it there.
    expect((await worker.fetch(new Request(`http://admin.localhost${row!.url}`))).status).toBe(200);
    const list = await get("/admin/blog/media", asUser(writer));
    expect(list.html).toContain(`value="![${alt}](${row!.url})"`);
  });

  it("renders in a post's Markdown, and cannot be deleted while a post uses it", async ({ sql }) => {
    const alt = `Fee curve ${stamp}`;
    await upload(alt, await pngFile(200, 100));
    const image = (await mediaRow(sql, alt))!;
    const p = await publishedPost(sql, "Illustrated", ids.writer!);
    const saved = await postAs(writer, `/admin/blog/${p.id}`, {
      ...BLANK_POST_VALUES,
      intent: "save",
      title: p.title,
      slug: p.slug,
      content: `Look:\n\n![${alt}](${image.url})`,
      author: ids.writer!,
    });
    expect(saved.response.status).toBe(302);
    expect((await get(`/blog/${p.slug}`)).html).toContain(`<img src="${image.url}" alt="${alt}"`);

    const refused = await postAs(writer, "/admin/blog/media", { intent: "delete", id: image.id, confirm: "delete" });
    expect(refused.response.status).toBe(409);
    expect(textOf(refused.html)).toContain(`used in ${p.title}`);
    expect(await mediaRow(sql, alt)).toBeDefined();

    const unusedAlt = `Unused ${stamp}`;
    await upload(unusedAlt, await pngFile(200, 100));
    const unused = (await mediaRow(sql, unusedAlt))!;
    const unconfirmed = await postAs(writer, "/admin/blog/media", { intent: "delete", id: unused.id });
    expect(unconfirmed.response.status).toBe(400);
    const deleted = await postAs(writer, "/admin/blog/media", { intent: "delete", id: unused.id, confirm: "delete" });
    expect(deleted.response.status).toBe(302);
    expect(await mediaRow(sql, unusedAlt)).toBeUndefined();
    expect(await env.BLOG_IMAGES.get(unused.url.slice("/blog-images/".length))).toBeNull();
  });
});
