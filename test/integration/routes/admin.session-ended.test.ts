// A save sent after the editor's session ended saves nothing and loses nothing: without JavaScript
// the answer is a page that says the session ended, holds what was sent and signs the editor back
// in to the same form; a page's script gets the form's refusal with every value, so the form stays
// filled in. Anyone whose cookie names no session at all still meets the site's 404.
import { afterAll, beforeAll, describe, expect, it } from "#test/support/fixtures.ts";
import { postAs, signIn, signInAdmin, type SignedIn } from "#test/support/accounts.ts";
import { insertCategory, insertTool, toolEditForm, uniqueSlug } from "#test/support/catalog-rows.ts";
import { get, post, scriptAnswer } from "#test/support/worker.ts";
import type postgres from "postgres";

let admin: SignedIn;
let tool: { id: string; name: string; slug: string };
let categoryId: string;
const about = "A long **About** the editor spent an hour on.\n\nSecond paragraph <kept> & intact.";

beforeAll(async ({ sql }) => {
  admin = await signInAdmin("session-ends");
  const category = await insertCategory(sql, uniqueSlug("session-ends"));
  categoryId = category.id;
  tool = await insertTool(sql, { slug: uniqueSlug("session-ends"), categoryIds: [category.id] });
  // The session ends (it expired, or the editor signed out in another tab).
  await sql`DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = ${admin.email})`;
});
afterAll(async ({ sql }) => {
  await sql`DELETE FROM tools WHERE id = ${tool.id}`;
});

const aboutOf = async (sql: postgres.Sql) =>
  (await sql<{ about: string | null }[]>`SELECT about_markdown AS about FROM tools WHERE id = ${tool.id}`)[0]!.about;

describe("a save after the session ended", () => {
  it("without JavaScript, is a page that says so, holds the text and signs back in to the same form", async ({
    sql,
  }) => {
    const { response, html } = await postAs(
      admin,
      `/admin/tools/${tool.id}`,
      toolEditForm(tool, categoryId, { about }),
    );
    expect(response.status).toBe(401);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    expect(html).toContain("<h1>Not saved: your session ended</h1>");
    expect(html).toContain(
      `<textarea id="sent-about" readonly rows="4">${about.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</textarea>`,
    );
    expect(html).toContain(`href="/sign-in?redirectTo=%2Fadmin%2Ftools%2F${tool.id}"`);
    expect(html).not.toContain(admin.token);
    expect(await aboutOf(sql)).toBeNull();
  });

  it("with JavaScript, is the form's refusal with every value sent, so the form stays filled in", async ({ sql }) => {
    const { response, html } = await postAs(
      admin,
      `/admin/tools/${tool.id}.data`,
      toolEditForm(tool, categoryId, { about }),
    );
    expect(response.status).toBe(401);
    expect(response.headers.get("X-Remix-Response")).toBe("yes");
    const { data: answer } = (await scriptAnswer(html)) as { data: { values: Record<string, string> } };
    expect(answer).toMatchObject({
      ok: false,
      intent: "save",
      values: { about, name: tool.name },
      formError:
        "Your session ended, so this was not saved. Sign in again (in another tab, so this form stays as it is), then save again.",
    });
    expect(answer.values).not.toHaveProperty("csrf_token");
    expect(await aboutOf(sql)).toBeNull();
  });

  it("keeps the ended session's cookie until a page is opened, so a save after a data reload or route discovery is still refused as the editor's", async () => {
    const asEditor = { headers: { Cookie: admin.cookie } };
    const reload = await get(`/admin/tools/${tool.id}.data`, asEditor);
    expect(reload.response.status).toBe(404);
    expect(reload.response.headers.getSetCookie()).toEqual([]);
    const discovery = await get(`/__manifest?p=${encodeURIComponent(`/admin/tools/${tool.id}`)}&version=any`, asEditor);
    expect(discovery.response.headers.getSetCookie()).toEqual([]);

    const saved = await postAs(admin, `/admin/tools/${tool.id}.data`, toolEditForm(tool, categoryId, { about }));
    expect(saved.response.status).toBe(401);
    expect(saved.response.headers.getSetCookie()).toEqual([]);

    // The page opened next says the session ended and clears the cookie, once.
    const page = await get("/", asEditor);
    expect(page.response.headers.getSetCookie().join("\n")).toMatch(/better-auth\.session_token=;/);
  });

  it("is the site's 404 as before for a request with no session cookie at all", async () => {
    const { response } = await post(`/admin/tools/${tool.id}`, toolEditForm(tool, categoryId, { about }));
    expect(response.status).toBe(404);
    expect((await get(`/admin/tools/${tool.id}`)).response.status).toBe(404);
  });
});

describe("the save after signing in again in another tab", () => {
  it("is refused with every value kept while it carries the old session's token, and saves with the new one", async ({
    sql,
  }) => {
    const editor = await signInAdmin("signs-in-again");
    await sql`DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = ${editor.email})`;
    const again = await signIn(editor.email);
    const dataPath = `/admin/tools/${tool.id}.data`;
    const form = toolEditForm(tool, categoryId, { about });

    const stale = await postAs({ ...again, token: editor.token }, dataPath, form);
    expect(stale.response.status).toBe(403);
    expect(stale.response.headers.get("X-Remix-Response")).toBe("yes");
    expect(await scriptAnswer(stale.html)).toMatchObject({
      data: {
        ok: false,
        intent: "save",
        values: { about, name: tool.name },
        formError: "This form was opened before you signed in again, so it was not saved. Save again to send it.",
      },
    });
    const withoutToken = await post(dataPath, form, { headers: { Cookie: again.cookie } });
    expect(withoutToken.response.status).toBe(403);
    expect(await aboutOf(sql)).toBeNull();

    const saved = await postAs(again, dataPath, form);
    expect(saved.response.status).toBe(202);
    expect(await scriptAnswer(saved.html)).toMatchObject({
      redirect: `/admin/tools/${tool.id}?notice=tool-saved`,
      status: 302,
    });
    expect(await aboutOf(sql)).toBe(about);
  });
});
