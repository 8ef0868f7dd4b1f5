// What reaches the SMTP server: every header of a mail is one we set, whatever the names and
// subjects it carries hold. Line breaks never start a header of their own, non-ASCII text arrives
// as RFC 2047 encoded-words on lines of at most 78 characters, and a malformed address is refused.
import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "#test/support/fixtures.ts";
import { mailReporter } from "#app/server/admin/reports/resolution-mail.server.ts";
import { sendMail } from "#app/server/mail/send-mail.server.ts";
import type { CapturedMail } from "#test/fakes/smtp.ts";
import { postAs, signIn, uniqueAddress } from "#test/support/accounts.ts";
import { mailTo } from "#test/support/mailbox.ts";

const FAKE = env.FAKE_SERVICES_URL;
const stamp = Date.now();
const INJECTED = "Acme Wallet\r\nReply-To: attacker@evil.test";

afterAll(async ({ db }) => {
  await db.execute(sql`DELETE FROM tools WHERE name LIKE ${`%${stamp}%`}`);
});

/** The header lines of a raw mail, folded lines joined to the header they continue. */
const headerLines = (mail: CapturedMail) => mail.rawHeaders.replace(/\r\n[ \t]/g, " ").split("\r\n");
const headerNames = (mail: CapturedMail) => headerLines(mail).map((line) => line.slice(0, line.indexOf(":")));

async function onlyMailTo(address: string): Promise<CapturedMail> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const [mail] = await mailTo(FAKE, address);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail reached ${address}`);
}

const OUR_HEADERS = ["MIME-Version", "From", "To", "Subject", "Date", "Message-ID", "Content-Type"];

describe("mail headers", () => {
  it("a tool named with CR LF and a Reply-To line gives its reporter a mail with exactly our headers", async ({
    db,
  }) => {
    const reporter = uniqueAddress("reporter");
    const sent = await mailReporter(
      env,
      db,
      { id: crypto.randomUUID(), email: reporter, toolName: INJECTED, toolSlug: "acme-wallet" },
      "Fixed the address.",
    );
    expect(sent).toBe("sent");
    const mail = await onlyMailTo(reporter);
    expect(headerNames(mail).sort()).toEqual([...OUR_HEADERS].sort());
    expect(mail.replyTo).toBeNull();
    expect(mail.rawHeaders).not.toMatch(/^Reply-To:/im);
    expect(mail.subject).toBe("Your report about Acme Wallet Reply-To: attacker@evil.test has been resolved");
  });

  it("non-ASCII subjects and names arrive as encoded-words on short lines, and read back as written", async ({
    db,
  }) => {
    const to = uniqueAddress("unicode");
    const subject = `Über ₿itcoin: ${"Wallet für Sparer 🚀 ".repeat(6)}\u202eevil`;
    await sendMail({ ...env, MAIL_FROM: "Bitcoin Tööls Directory\r\nBcc: x@evil.test <no-reply@example.com>" }, db, {
      to,
      subject,
      text: "Hello",
      html: "<p>Hello</p>",
      replyTo: "someone@example.org",
    });
    const mail = await onlyMailTo(to);
    expect(headerNames(mail).sort()).toEqual([...OUR_HEADERS, "Reply-To"].sort());
    // Our headers' lines (worker-mailer's own Content-Type boundary runs longer, within the 998 allowed).
    const ours = mail.rawHeaders.split(/\r\n(?![ \t])/).filter((header) => /^(From|To|Reply-To|Subject):/.test(header));
    expect(ours).toHaveLength(4);
    for (const line of ours.flatMap((header) => header.split("\r\n"))) expect(line.length).toBeLessThanOrEqual(78);
    expect(mail.rawHeaders).toMatch(/^Subject: =\?UTF-8\?B\?/m);
    expect(mail.subject).toBe(`Über ₿itcoin: ${"Wallet für Sparer 🚀 ".repeat(6).trim()} evil`);
    expect(mail.headers.from).toContain("no-reply@example.com");
    expect(mail.to).toEqual([to]);
    expect(mail.replyTo).toBe("someone@example.org");
  });

  it("an extra header's value stays on its line", async ({ db }) => {
    const to = uniqueAddress("extra");
    await sendMail(env, db, {
      to,
      subject: "List mail",
      text: "Hello",
      html: "<p>Hello</p>",
      headers: { "List-Unsubscribe": "<https://example.com/u>\r\nBcc: spy@evil.test" },
    });
    const mail = await onlyMailTo(to);
    expect(headerNames(mail).sort()).toEqual([...OUR_HEADERS, "List-Unsubscribe"].sort());
    expect(mail.to).toEqual([to]);
  });

  it("refuses to mail an address that is not a plain one, and nothing is sent", async ({ db }) => {
    const victim = uniqueAddress("victim");
    for (const to of [`${victim}\r\nRCPT TO:<spy@evil.test>`, `"Spy" <${victim}>`, `${victim}, spy@evil.test`])
      await expect(sendMail(env, db, { to, subject: "Hi", text: "Hi", html: "<p>Hi</p>" })).rejects.toThrow();
    await expect(
      sendMail(env, db, {
        to: victim,
        subject: "Hi",
        text: "Hi",
        html: "<p>Hi</p>",
        replyTo: "a@b.test\r\nBcc: c@d.test",
      }),
    ).rejects.toThrow();
    expect(await mailTo(FAKE, victim)).toEqual([]);
    expect(await mailTo(FAKE, "spy@evil.test")).toEqual([]);
  });
});

describe("names written on one line", () => {
  it("a submission named with CR LF is stored on one line; one with a text-direction override is refused, as typed", async ({
    db,
  }) => {
    const user = await signIn(uniqueAddress("submitter"));
    const fields = {
      websiteUrl: "https://example.org/acme",
      description: "A wallet that keeps your keys on your own device.",
      category: "mining",
      tags: "wallet",
    };
    const saved = await postAs(user, "/submit", { ...fields, name: `${INJECTED} ${stamp}` });
    expect(saved.response.status).toBe(302);
    const rows = await db.execute<{ name: string }>(sql`SELECT name FROM tools WHERE name LIKE ${`%${stamp}`}`);
    expect(rows).toEqual([{ name: `Acme Wallet Reply-To: attacker@evil.test ${stamp}` }]);

    const typed = `Acme \u202eWallet ${stamp}x`;
    const refused = await postAs(user, "/submit", { ...fields, name: typed });
    expect(refused.response.status).toBe(400);
    expect(refused.html).toContain("invisible control or text-direction character");
    expect(refused.html).toContain(`value="${typed}"`);
    expect(await db.execute(sql`SELECT 1 FROM tools WHERE name = ${typed}`)).toEqual([]);
  });
});
