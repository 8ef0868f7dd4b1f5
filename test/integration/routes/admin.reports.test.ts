// The admin's queue of tool reports: open, resolved and dismissed tabs; a report's page, where an
// editor resolves it with a note (the reporter who left an address is mailed the note) or
// dismisses it (nobody is mailed); dismissing several at once. Each write is admin-only,
// CSRF-checked, audited, and the navigation's open count follows.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "#test/support/fixtures.ts";
import { postAs, uniqueAddress } from "#test/support/accounts.ts";
import { expectHiddenFromNonAdmins } from "#test/support/admin-only.ts";
import { auditRowsOf, insertTool } from "#test/support/catalog-rows.ts";
import { mailTo } from "#test/support/mailbox.ts";
import { heading, post } from "#test/support/worker.ts";
import type postgres from "postgres";

const FAKE = env.FAKE_SERVICES_URL;

async function insertReport(
  sql: postgres.Sql,
  {
    email = null,
    kind = "wrong_information",
    message = "The fees listed are out of date.",
    status = "open",
  }: { email?: string | null; kind?: string; message?: string; status?: string } = {},
) {
  const tool = await insertTool(sql);
  const [row] = await sql<{ id: string }[]>`
    INSERT INTO tool_reports (tool_id, kind, message, email, status, resolution_note, closed_at)
    VALUES (${tool.id}, ${kind}, ${message}, ${email}, ${status},
      ${status === "resolved" ? "Fixed." : null}, CASE WHEN ${status} = 'open' THEN NULL ELSE now() END)
    RETURNING id`;
  return { id: row!.id, tool };
}

const reportRow = async (sql: postgres.Sql, id: string) =>
  (
    await sql<{ status: string; resolution_note: string | null; closed: boolean; mailed: boolean }[]>`
    SELECT status, resolution_note, closed_at IS NOT NULL AS closed, reporter_mailed_at IS NOT NULL AS mailed
    FROM tool_reports WHERE id = ${id}`
  )[0];

/** The open count beside "Reports" in the portal's navigation. */
const navOpenCount = (html: string) =>
  Number(
    /href="\/admin\/reports"[^>]*>Reports(?:<span[^>]*>(\d+)<span class="sr-only"> waiting)?/.exec(html)?.[1] ?? 0,
  );
const openCount = async (sql: postgres.Sql) =>
  (await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM tool_reports WHERE status = 'open'`)[0]!.n;

describe("the queue", () => {
  it("lists open reports with their tool, kind, message, address and date; the other tabs by URL", async ({
    sql,
    asAdmin,
  }) => {
    const email = uniqueAddress("reporter");
    const open = await insertReport(sql, { email, message: "Its <b>site</b> moved to a new domain." });
    const resolved = await insertReport(sql, { status: "resolved", message: "An old resolved problem." });
    const dismissed = await insertReport(sql, { status: "dismissed", message: "A dismissed complaint." });
    const { response, html } = await asAdmin("/admin/reports");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(heading(html)).toBe("Reports");
    expect(html).toContain(`href="/tool/${open.tool.slug}"`);
    expect(html).toContain(`href="/admin/tools/${open.tool.id}"`);
    expect(html).toContain(`href="/admin/reports/${open.id}"`);
    expect(html).toContain("Its &lt;b&gt;site&lt;/b&gt; moved to a new domain.");
    expect(html).toContain(email);
    expect(html).toContain("Wrong information");
    expect(html).toMatch(/<time dateTime="[^"]+">/);
    expect(html).not.toContain("An old resolved problem.");
    expect(html).toContain(`Open (${await openCount(sql)})`);
    expect(navOpenCount(html)).toBe(await openCount(sql));

    expect((await asAdmin("/admin/reports?status=resolved")).html).toContain("An old resolved problem.");
    const dismissedTab = (await asAdmin("/admin/reports?status=dismissed")).html;
    expect(dismissedTab).toContain("A dismissed complaint.");
    expect(dismissedTab).toContain(`href="/admin/reports/${dismissed.id}"`);
    expect(dismissedTab).not.toContain(`href="/admin/reports/${resolved.id}"`);

    const short = await asAdmin("/admin/reports?status=open");
    expect(short.response.status).toBe(302);
    expect(short.response.headers.get("Location")).toBe("/admin/reports");
    const unknown = await asAdmin("/admin/reports?status=closed");
    expect(unknown.response.status).toBe(400);
    expect(unknown.html).toContain("Unknown status.");
  });

  it("is the site's 404 to visitors and readers, pages and forms alike", async ({ sql, reader }) => {
    const report = await insertReport(sql);
    await expectHiddenFromNonAdmins(reader, "/admin/reports?index", { intent: "dismiss", id: report.id });
    await expectHiddenFromNonAdmins(reader, `/admin/reports/${report.id}`, { intent: "resolve", note: "Done." });
    expect((await reportRow(sql, report.id))!.status).toBe("open");
  });
});

describe("resolving and dismissing", () => {
  it("resolves with a note: the row, the audit row, the reporter's mail with the note, and the count", async ({
    sql,
    admin,
    asAdmin,
  }) => {
    const email = uniqueAddress("told");
    const report = await insertReport(sql, { email, kind: "broken_link" });
    const before = await openCount(sql);
    const page = await asAdmin(`/admin/reports/${report.id}`);
    expect(page.response.status).toBe(200);
    expect(heading(page.html)).toBe(`Report about ${report.tool.name}`);
    expect(page.html).toContain("The reporter is mailed this note.");

    const { response } = await postAs(admin, `/admin/reports/${report.id}`, {
      intent: "resolve",
      note: "  We updated the link to the new download page.\nThanks!  ",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/reports?notice=report-resolved");
    expect(await reportRow(sql, report.id)).toEqual({
      status: "resolved",
      resolution_note: "We updated the link to the new download page.\nThanks!",
      closed: true,
      mailed: true,
    });
    expect(await auditRowsOf(sql, report.id)).toEqual([
      {
        actor_email: admin.email,
        entity_type: "tool_report",
        entity_label: `${report.tool.name}: Broken link`,
        action: "resolved",
        before: { status: "open" },
        after: { status: "resolved", note: "We updated the link to the new download page.\nThanks!" },
      },
    ]);
    const [mail] = await mailTo(FAKE, email);
    expect(mail!.subject).toBe(`Your report about ${report.tool.name} has been resolved`);
    expect(mail!.text).toContain("> We updated the link to the new download page.\n> Thanks!");
    expect(mail!.text).toContain(`http://localhost/tool/${report.tool.slug}`);
    expect(await openCount(sql)).toBe(before - 1);

    const closed = await asAdmin(`/admin/reports/${report.id}`);
    expect(closed.html).toContain("the reporter was mailed");
    expect(closed.html).toContain("We updated the link to the new download page.");
    expect(closed.html).not.toContain(">Resolve</button>");
    expect(closed.html).toContain(">resolved<");
    // Closed already: a second editor's resolve changes nothing and says so.
    const again = await postAs(admin, `/admin/reports/${report.id}`, { intent: "resolve", note: "Twice." });
    expect(again.response.status).toBe(409);
    expect(again.html).toContain("already closed by another editor");
    expect(await auditRowsOf(sql, report.id)).toHaveLength(1);
    expect(await mailTo(FAKE, email)).toHaveLength(1);
  });

  it("a resolve needs a note: 400 with its message, and nothing changes", async ({ sql, admin }) => {
    const report = await insertReport(sql, { email: uniqueAddress("waiting") });
    for (const note of ["", "   ", "x".repeat(2001)]) {
      const { response, html } = await postAs(admin, `/admin/reports/${report.id}`, { intent: "resolve", note });
      expect(response.status).toBe(400);
      expect(html).toMatch(/Write what was done: the reporter reads this note\.|Notes are at most 2000 characters\./);
    }
    expect((await reportRow(sql, report.id))!.status).toBe("open");
    expect(await auditRowsOf(sql, report.id)).toEqual([]);
  });

  it("a reporter without an address is nobody to mail; the resolution stands", async ({ sql, admin }) => {
    const report = await insertReport(sql);
    const { response } = await postAs(admin, `/admin/reports/${report.id}`, { intent: "resolve", note: "Fixed." });
    expect(response.headers.get("Location")).toBe("/admin/reports?notice=report-resolved");
    expect(await reportRow(sql, report.id)).toEqual({
      status: "resolved",
      resolution_note: "Fixed.",
      closed: true,
      mailed: false,
    });
  });

  it("dismisses without mailing anyone, audited", async ({ sql, admin }) => {
    const email = uniqueAddress("dismissed");
    const report = await insertReport(sql, { email });
    const { response } = await postAs(admin, `/admin/reports/${report.id}`, { intent: "dismiss" });
    expect(response.headers.get("Location")).toBe("/admin/reports?notice=report-dismissed");
    expect(await reportRow(sql, report.id)).toEqual({
      status: "dismissed",
      resolution_note: null,
      closed: true,
      mailed: false,
    });
    expect((await auditRowsOf(sql, report.id)).map((row) => [row.action, row.after])).toEqual([
      ["dismissed", { status: "dismissed" }],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailTo(FAKE, email)).toEqual([]);
  });

  it("dismisses the ticked reports at once, and refuses an empty or bad selection", async ({ sql, admin }) => {
    const [a, b] = [await insertReport(sql, { email: uniqueAddress("bulk") }), await insertReport(sql)];
    const { response } = await post(
      "/admin/reports?index",
      new URLSearchParams([
        ["csrf_token", admin.token],
        ["intent", "dismiss"],
        ["id", a.id],
        ["id", b.id],
      ]),
      { headers: { Cookie: admin.cookie, "Content-Type": "application/x-www-form-urlencoded" } },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/reports?notice=reports-dismissed");
    for (const { id } of [a, b]) {
      expect((await reportRow(sql, id))!.status).toBe("dismissed");
      expect(await auditRowsOf(sql, id)).toHaveLength(1);
    }
    const none = await postAs(admin, "/admin/reports?index", { intent: "dismiss" });
    expect(none.response.status).toBe(400);
    expect(none.html).toContain("Select at least one report.");
    const bad = await postAs(admin, "/admin/reports?index", { intent: "dismiss", id: "not-a-uuid" });
    expect(bad.response.status).toBe(400);
    expect((await postAs(admin, "/admin/reports?index", { intent: "resolve", id: a.id })).response.status).toBe(400);
  });

  it("refuses an admin's form without the CSRF token, an unknown action, and an unknown report", async ({
    sql,
    admin,
    asAdmin,
  }) => {
    const report = await insertReport(sql);
    const forged = await post(
      `/admin/reports/${report.id}`,
      { intent: "dismiss" },
      { headers: { Cookie: admin.cookie } },
    );
    expect(forged.response.status).toBe(403);
    expect((await postAs(admin, `/admin/reports/${report.id}`, { intent: "reopen" })).response.status).toBe(400);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await postAs(admin, `/admin/reports/${missing}`, { intent: "dismiss" })).response.status).toBe(404);
    expect((await asAdmin(`/admin/reports/${missing}`)).response.status).toBe(404);
    expect((await asAdmin("/admin/reports/nope")).response.status).toBe(404);
    expect((await reportRow(sql, report.id))!.status).toBe("open");
  });
});
