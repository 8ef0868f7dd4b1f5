// The admin's contact inbox: messages newest first, searched and filtered by status a page at a
// time; a message's page with the whole text, its reply link and its history; marking one or
// several handled or spam, and reopening. Each action is admin-only, CSRF-checked, refuses bad
// input with nothing written, is audited, and the navigation's open count follows at once.
import { describe, expect, it } from "#test/support/fixtures.ts";
import { MESSAGE_PAGE_SIZE } from "#app/lib/contact-inbox.ts";
import { postAs, type SignedIn } from "#test/support/accounts.ts";
import { expectHiddenFromNonAdmins } from "#test/support/admin-only.ts";
import { auditRowsOf, uniqueSlug } from "#test/support/catalog-rows.ts";
import { get, heading, post } from "#test/support/worker.ts";
import type postgres from "postgres";

interface NewMessage {
  name?: string;
  email?: string;
  subject?: string;
  message?: string;
  status?: "open" | "handled" | "spam";
  minutesAgo?: number;
}

async function insertMessage(sql: postgres.Sql, fields: NewMessage = {}): Promise<{ id: string; subject: string }> {
  const token = uniqueSlug("msg");
  const [row] = await sql<{ id: string; subject: string }[]>`
    INSERT INTO contact_messages (name, email, subject, message, status, created_at)
    VALUES (${fields.name ?? `Ada ${token}`}, ${fields.email ?? `${token}@example.com`},
      ${fields.subject ?? `Question ${token}`}, ${fields.message ?? `Hello from ${token}.`}, ${fields.status ?? "open"},
      now() - make_interval(mins => ${fields.minutesAgo ?? 0}))
    RETURNING id, subject`;
  return row!;
}

const statusOf = async (sql: postgres.Sql, id: string) =>
  (
    await sql<{ status: string; closed: boolean }[]>`
    SELECT status, closed_at IS NOT NULL AS closed FROM contact_messages WHERE id = ${id}`
  )[0];

/** The open count beside "Messages" in the portal's navigation. */
const navOpenCount = (html: string) => {
  const match = /href="\/admin\/messages"[^>]*>Messages(?:<span[^>]*>(\d+)<span class="sr-only"> waiting)?/.exec(html);
  return Number(match?.[1] ?? 0);
};
const openCount = async (sql: postgres.Sql) =>
  (await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM contact_messages WHERE status = 'open'`)[0]!.n;

describe("the inbox", () => {
  it("lists open messages newest first, and other statuses on request, for admins only", async ({
    sql,
    reader,
    asAdmin,
  }) => {
    const token = uniqueSlug("inbox");
    const older = await insertMessage(sql, { subject: `Older ${token}`, minutesAgo: 10 });
    const newer = await insertMessage(sql, { subject: `Newer ${token}`, minutesAgo: 1 });
    const handled = await insertMessage(sql, { subject: `Done ${token}`, status: "handled" });
    const { response, html } = await asAdmin(`/admin/messages?q=${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(heading(html)).toBe("Messages");
    expect(html.indexOf(newer.subject)).toBeGreaterThan(0);
    expect(html.indexOf(newer.subject)).toBeLessThan(html.indexOf(older.subject));
    expect(html).not.toContain(handled.subject);
    expect(html).toContain(`href="/admin/messages/${newer.id}"`);

    expect((await asAdmin(`/admin/messages?q=${token}&status=handled`)).html).toContain(handled.subject);
    const all = (await asAdmin(`/admin/messages?q=${token}&status=all`)).html;
    for (const message of [older, newer, handled]) expect(all).toContain(message.subject);

    for (const cookie of [undefined, reader.cookie]) {
      const page = await get(`/admin/messages?q=${token}`, { headers: cookie ? { Cookie: cookie } : {} });
      expect(page.response.status).toBe(404);
      expect(page.html).not.toContain(newer.subject);
    }
  });

  it("searches names, e-mail addresses, subjects and messages", async ({ sql, asAdmin }) => {
    const token = uniqueSlug("find");
    const byName = await insertMessage(sql, { name: `Grace ${token}` });
    const byEmail = await insertMessage(sql, { email: `${token}@example.org` });
    const bySubject = await insertMessage(sql, { subject: `About ${token}` });
    const byBody = await insertMessage(sql, { message: `Line one.\nMentions ${token} here.` });
    const { html } = await asAdmin(`/admin/messages?q=${token}`);
    for (const message of [byName, byEmail, bySubject, byBody]) expect(html).toContain(`/admin/messages/${message.id}`);
    expect(html).toContain("4 messages");
    expect((await asAdmin(`/admin/messages?q=${token}_nothing`)).html).toContain("No messages match this search.");
    // LIKE's wildcards are searched as themselves.
    expect((await asAdmin(`/admin/messages?q=${encodeURIComponent("%")}&status=all`)).response.status).toBe(200);
  });

  it("pages the list, lands on the short URL for the filter form's defaults, and refuses unknown filters", async ({
    sql,
    asAdmin,
  }) => {
    const token = uniqueSlug("paged");
    for (let i = 0; i <= MESSAGE_PAGE_SIZE; i++)
      await insertMessage(sql, { subject: `Paged ${token} ${i}`, minutesAgo: i });
    const first = await asAdmin(`/admin/messages?q=${token}`);
    expect(first.html.match(/data-testid="message-row"/g)).toHaveLength(MESSAGE_PAGE_SIZE);
    expect(first.html).toContain(`1–${MESSAGE_PAGE_SIZE} of ${MESSAGE_PAGE_SIZE + 1} messages`);
    expect(first.html).toContain(`href="/admin/messages?q=${token}&amp;page=2"`);
    const second = await asAdmin(`/admin/messages?q=${token}&page=2`);
    expect(second.html.match(/data-testid="message-row"/g)).toHaveLength(1);
    expect(second.html).toContain(`Paged ${token} ${MESSAGE_PAGE_SIZE}<`);

    const short = await asAdmin(`/admin/messages?q=&status=open`);
    expect(short.response.status).toBe(302);
    expect(short.response.headers.get("Location")).toBe("/admin/messages");
    expect((await asAdmin(`/admin/messages?q=${token}&page=9`)).response.headers.get("Location")).toBe(
      `/admin/messages?q=${token}&page=2`,
    );
    expect((await asAdmin("/admin/messages?status=archived")).response.status).toBe(400);
  });
});

describe("a message's page", () => {
  it("shows the whole message as plain text, a reply link with the subject filled in, and its status", async ({
    sql,
    asAdmin,
  }) => {
    const message = await insertMessage(sql, {
      name: "Mallory <b>Bold</b>",
      email: "mallory+tag@example.com",
      subject: "Fees & <script>alert(1)</script>?",
      message: 'First line\n<img src=x onerror="alert(1)">\nLast line',
    });
    const { response, html } = await asAdmin(`/admin/messages/${message.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("First line\n&lt;img src=x onerror=&quot;alert(1)&quot;&gt;\nLast line");
    expect(html).toContain("Mallory &lt;b&gt;Bold&lt;/b&gt;");
    const href = /href="(mailto:[^"]+)"[^>]*>Reply</.exec(html)?.[1]?.replace(/&amp;/g, "&");
    expect(href).toBe(
      `mailto:mallory%2Btag@example.com?subject=${encodeURIComponent("Re: Fees & <script>alert(1)</script>?")}`,
    );
    expect(new URL(href!).searchParams.get("subject")).toBe("Re: Fees & <script>alert(1)</script>?");
    expect(html).toMatch(/data-testid="message-status"[^>]*>Open</);
    expect(html).toContain(">Mark handled</button>");
    expect(html).toContain(">Mark as spam</button>");
    expect(html).not.toContain(">Reopen</button>");
  });

  it("a subject that already starts with 'Re:' is not given another", async ({ sql, asAdmin }) => {
    const message = await insertMessage(sql, { subject: "RE: your newsletter" });
    const { html } = await asAdmin(`/admin/messages/${message.id}`);
    expect(html).toContain("?subject=RE%3A%20your%20newsletter");
  });

  it("is the 404 for a message that does not exist, and to anyone but an admin", async ({ sql, reader, asAdmin }) => {
    for (const path of ["/admin/messages/00000000-0000-4000-8000-000000000000", "/admin/messages/not-an-id"])
      expect((await asAdmin(path)).response.status).toBe(404);
    const message = await insertMessage(sql);
    for (const cookie of [undefined, reader.cookie]) {
      const page = await get(`/admin/messages/${message.id}`, { headers: cookie ? { Cookie: cookie } : {} });
      expect(page.response.status).toBe(404);
      expect(page.html).not.toContain(message.subject);
    }
  });
});

describe("marking a message", () => {
  it("handled, spam and open again: each recorded, and the navigation's open count follows at once", async ({
    sql,
    admin,
    asAdmin,
  }) => {
    const message = await insertMessage(sql);
    const path = `/admin/messages/${message.id}`;
    const before = navOpenCount((await asAdmin("/admin")).html);
    expect(before).toBe(await openCount(sql));

    const handled = await postAs(admin, path, { intent: "handled" });
    expect(handled.response.status).toBe(302);
    expect(handled.response.headers.get("Location")).toBe(`${path}?notice=message-handled`);
    expect(await statusOf(sql, message.id)).toEqual({ status: "handled", closed: true });
    expect(navOpenCount((await asAdmin("/admin")).html)).toBe(before - 1);
    const page = (await asAdmin(`${path}?notice=message-handled`)).html;
    expect(page).toContain("Message marked handled");
    expect(page).toMatch(/data-testid="message-status"[^>]*>Handled</);
    expect(page).toContain(">Reopen</button>");
    expect(page).toContain("marked handled");

    await postAs(admin, path, { intent: "spam" });
    expect(await statusOf(sql, message.id)).toEqual({ status: "spam", closed: true });
    const reopened = await postAs(admin, path, { intent: "reopen" });
    expect(reopened.response.headers.get("Location")).toBe(`${path}?notice=message-reopened`);
    expect(await statusOf(sql, message.id)).toEqual({ status: "open", closed: false });
    expect(navOpenCount((await asAdmin("/admin")).html)).toBe(before);

    expect(await auditRowsOf(sql, message.id)).toEqual(
      [
        ["marked handled", "open", "handled"],
        ["marked as spam", "handled", "spam"],
        ["reopened", "spam", "open"],
      ].map(([action, from, to]) => ({
        actor_email: admin.email,
        entity_type: "contact_message",
        entity_label: message.subject,
        action,
        before: { status: from },
        after: { status: to },
      })),
    );
  });

  it("marking a message with the status it has writes nothing", async ({ sql, admin }) => {
    const message = await insertMessage(sql, { status: "handled" });
    const { response } = await postAs(admin, `/admin/messages/${message.id}`, { intent: "handled" });
    expect(response.status).toBe(302);
    expect(await auditRowsOf(sql, message.id)).toHaveLength(0);
  });

  it("refuses an unknown action (400), a non-admin (404) and a post without the CSRF token (403), writing nothing", async ({
    sql,
    admin,
    reader,
  }) => {
    const message = await insertMessage(sql);
    const path = `/admin/messages/${message.id}`;
    expect((await postAs(admin, path, { intent: "delete" })).response.status).toBe(400);
    expect((await postAs(admin, path, {})).response.status).toBe(400);
    await expectHiddenFromNonAdmins(reader, path, { intent: "handled" });
    expect((await post(path, { intent: "handled" }, { headers: { Cookie: admin.cookie } })).response.status).toBe(403);
    expect(
      (await postAs(admin, "/admin/messages/00000000-0000-4000-8000-000000000000", { intent: "handled" })).response
        .status,
    ).toBe(404);
    expect(await statusOf(sql, message.id)).toEqual({ status: "open", closed: false });
    expect(await auditRowsOf(sql, message.id)).toHaveLength(0);
  });
});

describe("marking the selected messages", () => {
  const bulk = (user: SignedIn, search: string, intent: string, ids: string[]) => {
    const body = new FormData();
    body.set("intent", intent);
    body.set("csrf_token", user.token);
    for (const id of ids) body.append("id", id);
    return post(`/admin/messages?index${search}`, body, { headers: { Cookie: user.cookie } });
  };

  it("marks each ticked message, records each, and returns to the same view of the list", async ({
    sql,
    admin,
    asAdmin,
  }) => {
    const token = uniqueSlug("bulk");
    const [a, b, untouched] = [
      await insertMessage(sql, { subject: `Bulk ${token} a` }),
      await insertMessage(sql, { subject: `Bulk ${token} b` }),
      await insertMessage(sql, { subject: `Bulk ${token} c` }),
    ];
    const { response } = await bulk(admin, `&q=${token}`, "handled", [a.id, b.id, b.id]);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin/messages?q=${token}&notice=messages-handled`);
    expect(await statusOf(sql, a.id)).toEqual({ status: "handled", closed: true });
    expect(await statusOf(sql, b.id)).toEqual({ status: "handled", closed: true });
    expect(await statusOf(sql, untouched.id)).toEqual({ status: "open", closed: false });
    for (const id of [a.id, b.id]) expect(await auditRowsOf(sql, id)).toHaveLength(1);
    const list = (await asAdmin(`/admin/messages?q=${token}&notice=messages-handled`)).html;
    expect(list).toContain("Selected messages marked handled");
    expect(list).toContain(untouched.subject);
    expect(list).not.toContain(a.subject);

    await bulk(admin, "", "spam", [untouched.id]);
    expect(await statusOf(sql, untouched.id)).toEqual({ status: "spam", closed: true });
  });

  it("refuses an empty or broken selection with a message, and an unknown action, writing nothing", async ({
    sql,
    admin,
  }) => {
    const message = await insertMessage(sql);
    const empty = await bulk(admin, "", "handled", []);
    expect(empty.response.status).toBe(400);
    expect(empty.html).toContain("Select at least one message.");
    const broken = await bulk(admin, "", "handled", [message.id, "not-an-id"]);
    expect(broken.response.status).toBe(400);
    expect(broken.html).toContain("The selection holds a message id that is not valid.");
    expect((await bulk(admin, "", "reopen", [message.id])).response.status).toBe(400);
    expect((await bulk(admin, "", "delete", [message.id])).response.status).toBe(400);
    expect(await statusOf(sql, message.id)).toEqual({ status: "open", closed: false });
    expect(await auditRowsOf(sql, message.id)).toHaveLength(0);
  });

  it("is the 404 to anyone but an admin, and refused without the CSRF token", async ({ sql, admin, reader }) => {
    const message = await insertMessage(sql);
    await expectHiddenFromNonAdmins(reader, "/admin/messages?index", { intent: "handled", id: message.id });
    expect(
      (
        await post(
          "/admin/messages?index",
          { intent: "handled", id: message.id },
          { headers: { Cookie: admin.cookie } },
        )
      ).response.status,
    ).toBe(403);
    expect(await statusOf(sql, message.id)).toEqual({ status: "open", closed: false });
  });
});
