// A signed-in admin for tools that measure admin pages (the bench): signs in on a running site the
// way a person does locally (the link goes to the mail_outbox table when no SMTP server is set),
// then gives the address the admin role, as ADMIN_EMAILS would.
import postgres from "postgres";

const SESSION_COOKIE = "better-auth.session_token";

/** The Cookie header of a new admin session on the site at `siteUrl`, whose database is `databaseUrl`. */
export async function signInAsAdmin(siteUrl: string, databaseUrl: string, email: string): Promise<string> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const askedAt = new Date(Date.now() - 1000);
    const asked = await fetch(`${siteUrl}/sign-in`, {
      method: "POST",
      body: new URLSearchParams({ intent: "email", email }),
      redirect: "manual",
    });
    await asked.body?.cancel();
    const link = await waitForLink(sql, email, askedAt);
    const opened = await fetch(link, { redirect: "manual" });
    await opened.body?.cancel();
    const cookie = opened.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
      ?.split(";")[0];
    if (!cookie) throw new Error(`signing ${email} in gave no session cookie (HTTP ${opened.status})`);
    await sql`INSERT INTO user_roles (user_id, role) SELECT id, 'admin' FROM users WHERE email = ${email}
      ON CONFLICT DO NOTHING`;
    const admin = await fetch(`${siteUrl}/admin`, { headers: { Cookie: cookie }, redirect: "manual" });
    await admin.body?.cancel();
    if (admin.status !== 200) {
      throw new Error(
        `the site answered /admin with ${admin.status} for ${email}'s session: does its Worker have BETTER_AUTH_SECRET?`,
      );
    }
    return cookie;
  } finally {
    await sql.end();
  }
}

/** The sign-in link mailed to `email` since `since`, from the outbox, waiting up to 10 s. */
async function waitForLink(sql: postgres.Sql, email: string, since: Date): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const [mail] = await sql<{ text: string }[]>`SELECT text FROM mail_outbox
      WHERE recipient = ${email} AND created_at >= ${since} ORDER BY created_at DESC LIMIT 1`;
    const link = mail?.text.match(/https?:\/\/\S+\/api\/auth\/\S+/)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no sign-in link for ${email} in mail_outbox: is SMTP_HOST set for the bench's Worker?`);
}
