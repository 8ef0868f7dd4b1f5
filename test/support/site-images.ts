// The listing check also reads tools' home pages for their images. Tests that run it mark every
// tool that exists (the seed's, other files') as just looked at, so a run only ever reaches the
// fake sites, and unmark them when done.
import type postgres from "postgres";
import { insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";

const MARK = "Marked as looked at by a test.";

export async function markOtherToolsLookedAt(sql: postgres.Sql) {
  await sql`INSERT INTO tool_site_image_fetches (tool_id, outcome) SELECT id, ${MARK} FROM tools
    ON CONFLICT (tool_id) DO UPDATE SET fetched_at = now(), outcome = ${MARK}`;
}

export async function unmarkToolsLookedAt(sql: postgres.Sql) {
  await sql`DELETE FROM tool_site_image_fetches WHERE outcome = ${MARK}`;
}

/** Puts a file on the fake tools' website (test/fakes/tool-site.ts), served at {site}/files/{name}. */
export async function putSiteFile(site: string, name: string, body: Uint8Array<ArrayBuffer> | string, type: string) {
  const response = await fetch(`${site}/__site/files/${name}`, {
    method: "PUT",
    body,
    headers: { "Content-Type": type },
  });
  if (response.status !== 204) throw new Error(`the fake site refused ${name}: ${response.status}`);
}

/**
 * A published tool whose website is a page of the fake site with `head` in its <head> (`{tag}`
 * stands for the tool's own tag, so each test's files are its own), already checked and found up.
 * The page's body declares an icon too, which must never be read.
 */
export async function insertSiteTool(sql: postgres.Sql, site: string, head: string, slugPrefix: string) {
  const tag = uniqueSlug("t");
  const page = `${tag}/index.html`;
  await putSiteFile(
    site,
    page,
    `<!doctype html><html><head><title>Tool</title>${head.replaceAll("{tag}", tag)}</head><body><link rel="icon" href="/files/${tag}/in-body.png"></body></html>`,
    "text/html; charset=utf-8",
  );
  const websiteUrl = `${site}/files/${page}`;
  const tool = await insertTool(sql, { slug: `${slugPrefix}-${tag}`, websiteUrl });
  await sql`INSERT INTO tool_health_checks (tool_id, url, outcome, status_code, final_url)
    VALUES (${tool.id}, ${websiteUrl}, 'ok', 200, ${websiteUrl})`;
  return { ...tool, tag, websiteUrl };
}
