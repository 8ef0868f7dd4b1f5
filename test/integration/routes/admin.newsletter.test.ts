// The admin's newsletter: subscribers searched, filtered and paged; the 30-day figures; the CSV
// export (the list's filter, RFC 4180 quoting, formulas defused); unsubscribing an address (admin-
// only, CSRF-checked, audited, as the address's own link would); one subscriber's page; the coming
// issue's preview; and the last issue's progress.
import { describe, expect, it } from "#test/support/fixtures.ts";
import { postAs, uniqueAddress } from "#test/support/accounts.ts";
import { expectHiddenFromNonAdmins } from "#test/support/admin-only.ts";
import { auditRowsOf, insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";
import { get, heading, post } from "#test/support/worker.ts";
import type postgres from "postgres";

async function insertSubscriber(
  sql: postgres.Sql,
  email: string,
  status: "pending" | "confirmed" | "unsubscribed",
  { createdDaysAgo = 0 } = {},
) {
  const [row] = await sql<
    { id: string }[]
  >`INSERT INTO subscribers (email, source, status, confirmed_at, unsubscribed_at, created_at)
    VALUES (${email}, 'footer', ${status}, ${status === "confirmed" ? sql`now()` : null},
      ${status === "unsubscribed" ? sql`now()` : null}, now() - make_interval(days => ${createdDaysAgo}))
    RETURNING id`;
  return row!.id;
}

describe("the subscribers list", () => {
  it("searches by address, filters by status, pages in SQL, and counts the last 30 days", async ({ sql, asAdmin }) => {
    const stamp = uniqueSlug("nlq");
    const before = await asAdmin("/admin/newsletter");
    const figure = (html: string, label: string) =>
      Number(new RegExp(`${label}</dt><dd[^>]*>(\\d+)</dd>`).exec(html)?.[1]);
    await insertSubscriber(sql, `${stamp}-old@example.com`, "confirmed", { createdDaysAgo: 40 });
    for (let i = 0; i < 51; i++)
      await insertSubscriber(sql, `${stamp}-${String(i).padStart(2, "0")}@example.com`, "pending");
    await insertSubscriber(sql, `${stamp}-gone@example.com`, "unsubscribed");

    const page = await asAdmin(`/admin/newsletter?q=${stamp.toUpperCase()}&status=pending`);
    expect(page.response.status).toBe(200);
    expect(page.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(heading(page.html)).toBe("Newsletter");
    expect(page.html).toContain(`51 subscribers matching &quot;${stamp.toUpperCase()}&quot;`);
    expect(page.html.match(/data-testid="subscriber-row"/g)).toHaveLength(50);
    expect(page.html).toContain(`href="/admin/newsletter/subscribers.csv?q=${stamp.toUpperCase()}&amp;status=pending"`);
    const second = await asAdmin(`/admin/newsletter?q=${stamp}&status=pending&page=2`);
    expect(second.html.match(/data-testid="subscriber-row"/g)).toHaveLength(1);
    expect((await asAdmin(`/admin/newsletter?q=${stamp}&status=confirmed`)).html).toContain(`${stamp}-old@example.com`);

    // At least our own 52 new (the old one is older than 30 days) and 1 unsubscribed; other tests add more.
    expect(
      figure(page.html, "New in the last 30 days") - figure(before.html, "New in the last 30 days"),
    ).toBeGreaterThanOrEqual(52);
    expect(figure(page.html, "Unsubscribed in the last 30 days")).toBeGreaterThanOrEqual(1);

    expect((await asAdmin("/admin/newsletter?status=bounced")).response.status).toBe(400);
    expect((await asAdmin(`/admin/newsletter?q=${stamp}&page=3`)).response.status).toBe(404);
  });

  it("is the site's 404 for anyone but an admin", async ({ reader }) => {
    expect((await get("/admin/newsletter")).response.status).toBe(404);
    await expectHiddenFromNonAdmins(reader, "/admin/newsletter?index", {});
    expect((await get("/admin/newsletter/preview")).response.status).toBe(404);
    expect((await get("/admin/newsletter/preview", { headers: { Cookie: reader.cookie } })).response.status).toBe(404);
  });
});

describe("the CSV export", () => {
  it("downloads the filtered subscribers, every cell quoted and formulas defused", async ({ sql, asAdmin }) => {
    const stamp = uniqueSlug("csv");
    // Addresses no mail server takes stay unsubscribed, so the weekly newsletter tests that run
    // beside this one never try to mail them.
    await insertSubscriber(sql, `${stamp}-plain@example.com`, "unsubscribed");
    await insertSubscriber(sql, `=HYPERLINK("x")${stamp}@example.com`, "unsubscribed");
    await insertSubscriber(sql, `+${stamp}@example.com`, "unsubscribed");
    await insertSubscriber(sql, `-${stamp}@example.com`, "unsubscribed");
    await insertSubscriber(sql, `@${stamp}@example.com`, "unsubscribed");
    await insertSubscriber(sql, `${stamp}-pending@example.com`, "pending");

    const { response, html: body } = await asAdmin(`/admin/newsletter/subscribers.csv?q=${stamp}&status=unsubscribed`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="subscribers-unsubscribed-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = body.split("\r\n");
    expect(lines[0]).toBe('"email","status","source","created","confirmed","unsubscribed"');
    expect(lines.at(-1)).toBe("");
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(5);
    const emails = rows.map((line) => line.slice(0, line.indexOf('","') + 1));
    expect(emails.sort()).toEqual(
      [
        `"'+${stamp}@example.com"`,
        `"'-${stamp}@example.com"`,
        `"'=HYPERLINK(""x"")${stamp}@example.com"`,
        `"'@${stamp}@example.com"`,
        `"${stamp}-plain@example.com"`,
      ].sort(),
    );
    expect(rows.find((line) => line.startsWith(`"${stamp}-plain`))).toMatch(
      /^"[^"]+","unsubscribed","footer","\d{4}-\d{2}-\d{2}T[\d:.]+Z","","\d{4}-\d{2}-\d{2}T[\d:.]+Z"$/,
    );
  });

  it("is the site's 404 for anyone but an admin", async ({ reader, asAdmin }) => {
    expect((await get("/admin/newsletter/subscribers.csv")).response.status).toBe(404);
    const asReader = await get("/admin/newsletter/subscribers.csv", { headers: { Cookie: reader.cookie } });
    expect(asReader.response.status).toBe(404);
    expect(asReader.html).not.toContain("@example.com");
    expect((await asAdmin("/admin/newsletter/subscribers.csv?status=x")).response.status).toBe(400);
  });
});

describe("unsubscribing an address", () => {
  it("ends the subscription with its time, audited, and shown on the subscriber's page", async ({
    sql,
    admin,
    asAdmin,
  }) => {
    const email = uniqueAddress("leaving");
    const id = await insertSubscriber(sql, email, "confirmed");
    const path = `/admin/newsletter/subscribers/${id}`;
    const page = await asAdmin(path);
    expect(heading(page.html)).toBe(email);
    expect(page.html).toContain("Unsubscribe address");

    const done = await postAs(admin, path, { intent: "unsubscribe" });
    expect(done.response.status).toBe(302);
    expect(done.response.headers.get("Location")).toBe(`${path}?notice=subscriber-unsubscribed`);
    const [row] = await sql<{ status: string; unsubscribed_at: Date | null }[]>`
      SELECT status, unsubscribed_at FROM subscribers WHERE id = ${id}`;
    expect(row!.status).toBe("unsubscribed");
    expect(row!.unsubscribed_at).not.toBeNull();
    expect(await auditRowsOf(sql, id)).toEqual([
      {
        actor_email: admin.email,
        entity_type: "subscriber",
        entity_label: email,
        action: "unsubscribed",
        before: { status: "confirmed" },
        after: { status: "unsubscribed" },
      },
    ]);
    const after = await asAdmin(path);
    expect(after.html).not.toContain("Unsubscribe address");
    expect(after.html).toMatch(/>unsubscribed</);

    // Subscribing again clears the time, until confirmed.
    await post("/newsletter", { email, source: "footer" }, { headers: { "CF-Connecting-IP": "198.18.200.7" } });
    const [back] = await sql<{ status: string; unsubscribed_at: Date | null }[]>`
      SELECT status, unsubscribed_at FROM subscribers WHERE id = ${id}`;
    expect(back).toEqual({ status: "pending", unsubscribed_at: null });
  });

  it("is refused to non-admins, without the CSRF token and for an unknown action; nothing is written", async ({
    sql,
    admin,
    reader,
    asAdmin,
  }) => {
    const id = await insertSubscriber(sql, uniqueAddress("staying"), "confirmed");
    const path = `/admin/newsletter/subscribers/${id}`;
    await expectHiddenFromNonAdmins(reader, path, { intent: "unsubscribe" });
    expect((await post(path, { intent: "unsubscribe" }, { headers: { Cookie: admin.cookie } })).response.status).toBe(
      403,
    );
    expect((await postAs(admin, path, { intent: "delete" })).response.status).toBe(400);
    const [row] = await sql<{ status: string }[]>`SELECT status FROM subscribers WHERE id = ${id}`;
    expect(row!.status).toBe("confirmed");
    expect(await auditRowsOf(sql, id)).toEqual([]);
    expect((await asAdmin("/admin/newsletter/subscribers/not-an-id")).response.status).toBe(404);
  });
});

describe("the coming issue's preview", () => {
  it("shows this week's published tools in the mail's own HTML, in a sandboxed frame", async ({ sql, asAdmin }) => {
    const tool = await insertTool(sql, { name: `Preview Lamp ${uniqueSlug("p")}` });
    const { response, html } = await asAdmin("/admin/newsletter/preview");
    expect(response.status).toBe(200);
    expect(heading(html)).toBe("Newsletter preview");
    expect(html).toMatch(/<iframe[^>]*sandbox=""[^>]*srcDoc="[^"]*Preview Lamp/i);
    expect(html).toContain(tool.name);
  });
});

describe("the last issue's progress", () => {
  it("counts sent, failed and left, and a subscriber's page lists the issues sent to them", async ({
    sql,
    asAdmin,
  }) => {
    // An issue of its own, made to look like the one whose sending began last (started a minute
    // ahead, so other tests' issues starting now come before it).
    const week = `20${70 + Math.floor(Math.random() * 29)}-01-05`;
    const monday = new Date(`${week}T00:00:00Z`);
    monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7));
    const start = monday.toISOString().slice(0, 10);
    await sql`INSERT INTO newsletter_issues (week_start, tools, posts, started_at)
      VALUES (${start}, 1, 0, now() + interval '1 minute') ON CONFLICT DO NOTHING`;
    const sent = await insertSubscriber(sql, uniqueAddress("got-it"), "confirmed");
    const failed = await insertSubscriber(sql, uniqueAddress("bounced"), "confirmed");
    await sql`INSERT INTO newsletter_deliveries (week_start, subscriber_id, outcome)
      VALUES (${start}, ${sent}, 'sent'), (${start}, ${failed}, 'failed')`;
    const [counted] = await sql<{ left: number }[]>`SELECT count(*)::int AS left FROM subscribers s
      WHERE s.status = 'confirmed' AND NOT EXISTS (SELECT 1 FROM newsletter_deliveries d
        WHERE d.week_start = ${start} AND d.subscriber_id = s.id)`;

    const page = await asAdmin("/admin/newsletter");
    const shown = /data-testid="last-issue"[^>]*>Week of ([^:]+): (\d+) sent, (\d+) failed, (\d+) left\./.exec(
      page.html,
    );
    expect(shown?.slice(2, 4)).toEqual(["1", "1"]);
    // Other tests add confirmed subscribers as this runs.
    expect(Number(shown?.[4])).toBeGreaterThanOrEqual(counted!.left);
    await sql`UPDATE newsletter_issues SET finished_at = now() WHERE week_start = ${start}`;
    expect((await asAdmin("/admin/newsletter")).html).toMatch(/1 sent, 1 failed, 0 left\. Finished/);

    const subscriberPage = await asAdmin(`/admin/newsletter/subscribers/${failed}`);
    expect(subscriberPage.html).toMatch(/<td[^>]*>Failed<\/td>/);
    await sql`UPDATE subscribers SET status = 'unsubscribed' WHERE id IN (${sent}, ${failed})`;
  });
});
