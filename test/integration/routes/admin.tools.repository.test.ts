// A tool's source repository in the editor: shown and saved like every field, only as a
// repository's address on GitHub, gitlab.com or codeberg.org, kept in the tool's history and revisions.
import { afterAll, beforeAll, describe, expect, it } from "#test/support/fixtures.ts";
import { REPOSITORY_URL_MESSAGE } from "#app/lib/tool-repository.ts";
import { postAs } from "#test/support/accounts.ts";
import { auditRowsOf, categoryIdOf, insertTool, toolEditForm, uniqueSlug } from "#test/support/catalog-rows.ts";
import { fieldError, inputValue, textOf } from "#test/support/form-html.ts";
import { get } from "#test/support/worker.ts";
import type postgres from "postgres";

const run = uniqueSlug("repo-editor");
let mining: string;

beforeAll(async ({ sql }) => {
  mining = await categoryIdOf(sql, "mining");
});
afterAll(async ({ sql }) => {
  await sql`DELETE FROM tools WHERE slug LIKE ${`${run}-%`}`;
});

const newTool = (sql: postgres.Sql) => insertTool(sql, { slug: `${run}-${uniqueSlug("t")}`, categoryIds: [mining] });
const repositoryOf = async (sql: postgres.Sql, id: string) =>
  (await sql<{ repository_url: string | null }[]>`SELECT repository_url FROM tools WHERE id = ${id}`)[0]!
    .repository_url;

describe("the source repository field", () => {
  it("refuses anything but a repository's address on GitHub, gitlab.com or codeberg.org, keeping what was typed", async ({
    sql,
    admin,
  }) => {
    const tool = await newTool(sql);
    for (const typed of [
      "http://github.com/bitcoin/bitcoin",
      "https://gitlab.com/bitcoin/bitcoin/-/releases",
      "https://bitbucket.org/bitcoin/bitcoin",
      "https://github.com/bitcoin",
      "https://github.com/bitcoin/bitcoin/releases",
      "https://github.com.evil.example/bitcoin/bitcoin",
      "github.com/bitcoin/bitcoin",
    ]) {
      const { response, html } = await postAs(admin, `/admin/tools/${tool.id}`, {
        ...toolEditForm(tool, mining),
        repositoryUrl: typed,
      });
      expect(response.status, typed).toBe(400);
      expect(fieldError(html, "repositoryUrl")).toBe(REPOSITORY_URL_MESSAGE);
      expect(inputValue(html, "repositoryUrl")).toBe(typed);
    }
    expect(await repositoryOf(sql, tool.id)).toBeNull();
  });

  it("saves the address without a trailing slash or .git, shows it in the editor, and records it in history and revisions", async ({
    sql,
    admin,
  }) => {
    const tool = await newTool(sql);
    const { response } = await postAs(admin, `/admin/tools/${tool.id}`, {
      ...toolEditForm(tool, mining),
      repositoryUrl: "https://github.com/sparrowwallet/sparrow.git",
    });
    expect(response.status).toBe(302);
    expect(await repositoryOf(sql, tool.id)).toBe("https://github.com/sparrowwallet/sparrow");
    const page = await get(`/admin/tools/${tool.id}`, { headers: { Cookie: admin.cookie } });
    expect(inputValue(page.html, "repositoryUrl")).toBe("https://github.com/sparrowwallet/sparrow");

    const [audit] = await auditRowsOf(sql, tool.id);
    expect(audit).toMatchObject({ after: { repositoryUrl: "https://github.com/sparrowwallet/sparrow" } });
    const [revision] = await sql<{ fields: Record<string, string>; changed: string[] }[]>`
      SELECT fields, to_json(changed_fields) AS changed FROM revisions WHERE tool_id = ${tool.id} ORDER BY created_at DESC, id DESC LIMIT 1`;
    expect(revision!.fields.repositoryUrl).toBe("https://github.com/sparrowwallet/sparrow");
    expect(revision!.changed).toContain("repositoryUrl");

    // The editor says how the repository check last read it: a wrong address shows as GitHub's 404.
    expect(textOf(page.html)).toContain("Not read from GitHub yet");
    await sql`INSERT INTO tool_repository_stats (tool_id, repository_url, last_read_at, last_outcome)
      VALUES (${tool.id}, 'https://github.com/sparrowwallet/sparrow', '2026-11-20T10:00:00Z', 'not-found')`;
    const reread = await get(`/admin/tools/${tool.id}`, { headers: { Cookie: admin.cookie } });
    expect(textOf(reread.html)).toContain(
      "GitHub found no public repository at this address on November 20, 2026: check it.",
    );

    // Emptied, it is gone.
    await postAs(admin, `/admin/tools/${tool.id}`, { ...toolEditForm(tool, mining), repositoryUrl: "" });
    expect(await repositoryOf(sql, tool.id)).toBeNull();
  });

  it("saves a GitLab address, which the editor says the repository check will read from GitLab", async ({
    sql,
    admin,
  }) => {
    const tool = await newTool(sql);
    const { response } = await postAs(admin, `/admin/tools/${tool.id}`, {
      ...toolEditForm(tool, mining),
      repositoryUrl: "https://gitlab.com/walletscrutiny/walletScrutinyCom/",
    });
    expect(response.status).toBe(302);
    expect(await repositoryOf(sql, tool.id)).toBe("https://gitlab.com/walletscrutiny/walletScrutinyCom");
    const editor = await get(`/admin/tools/${tool.id}`, { headers: { Cookie: admin.cookie } });
    expect(textOf(editor.html)).toContain("Not read from GitLab yet: the repository check reads it within a day.");
  });

  it("keeps the repository's cited source while the address stays, and drops it with a new address", async ({
    sql,
    admin,
  }) => {
    const tool = await newTool(sql);
    const cited =
      "https://github.com/thebitcoinhole/database/blob/6eb1c890bb90276800a387572d04b4af1e45346b/brands/x.json";
    await sql`UPDATE tools SET repository_url = 'https://github.com/example/app', repository_source_url = ${cited}
      WHERE id = ${tool.id}`;
    const sourceOf = async () =>
      (
        await sql<{ source: string | null }[]>`SELECT repository_source_url AS source FROM tools WHERE id = ${tool.id}`
      )[0]!.source;
    const save = (repositoryUrl: string) =>
      postAs(admin, `/admin/tools/${tool.id}`, {
        ...toolEditForm(tool, mining),
        repositoryUrl,
        description: `Edited ${repositoryUrl}`,
      });
    expect((await save("https://github.com/example/app")).response.status).toBe(302);
    expect(await sourceOf()).toBe(cited);
    expect((await save("https://github.com/example/other")).response.status).toBe(302);
    expect(await sourceOf()).toBeNull();
  });
});
