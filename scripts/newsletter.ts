// npm run newsletter -- preview|send [--week YYYY-MM-DD]
// The weekly newsletter by hand. `preview` renders the issue (to the terminal and
// .data/newsletter-preview.html) and sends nothing; `send` sends it to every confirmed subscriber
// who has not had it, exactly as the Monday cron does. The week defaults to the last full week
// (Monday to Sunday, UTC). Uses DATABASE_URL, or the local database of npm start; mail goes over
// SMTP_HOST/SMTP_PORT (and SMTP_USER, SMTP_PASSWORD, SMTP_SECURE, MAIL_FROM) or, without
// SMTP_HOST, to the mail_outbox table. Links use SITE_URL and are signed with BETTER_AUTH_SECRET,
// which must be the site's own for its unsubscribe links to work.
import { mkdirSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import nodemailer from "nodemailer";
import postgres from "postgres";
import { openRequestDatabase } from "#app/server/db/client.server.ts";
import { keepInOutbox, type Mail } from "#app/server/mail/outbox.server.ts";
import { parseMailbox } from "#app/server/mail/mailbox.server.ts";
import { digestWeek, weekStarting } from "#app/server/newsletter/digest-week.server.ts";
import { previewWeeklyDigest, sendWeeklyDigest, type SendMail } from "#app/server/newsletter/weekly-digest.server.ts";
import { localAuthSecret } from "#scripts/lib/auth-secret.ts";
import { DEV_CLUSTER, openDatabase } from "#scripts/lib/embedded-postgres.ts";

const { positionals, values } = parseArgs({ allowPositionals: true, options: { week: { type: "string" } } });
const mode = positionals[0];
if (mode !== "preview" && mode !== "send") {
  console.error("Usage: npm run newsletter -- preview|send [--week YYYY-MM-DD (a Monday)]");
  process.exit(2);
}
const week = values.week ? weekStarting(values.week) : digestWeek(new Date());
if (!week) {
  console.error(`--week must be a Monday as YYYY-MM-DD, not '${values.week}'.`);
  process.exit(2);
}

const env = process.env;
const site = {
  name: env.SITE_NAME ?? "Bitcoin Tools Directory",
  url: env.SITE_URL ?? `http://localhost:${env.PORT ?? 8787}`,
  secret: env.BETTER_AUTH_SECRET ?? localAuthSecret(),
};

const server = await openDevDatabase();
const database = openRequestDatabase(server.url);
const db = database.get();
try {
  if (mode === "preview") {
    const { mail, empty } = await previewWeeklyDigest(db, site, week);
    mkdirSync(".data", { recursive: true });
    writeFileSync(".data/newsletter-preview.html", mail.html);
    console.log(`Subject: ${mail.subject}\n\n${mail.text}\n\nHTML: .data/newsletter-preview.html (nothing was sent)`);
    if (empty) console.log(`Nothing was published in the week of ${week.start}: that week sends no newsletter.`);
  } else {
    const send = mailSender(db);
    for (;;) {
      const run = await sendWeeklyDigest(db, site, send, week);
      console.log(JSON.stringify(run));
      if (run.status !== "sending" || run.sent === 0) break;
    }
  }
} finally {
  await database.close();
  await server.stop();
}

/** The database npm start is serving, when it runs; else DATABASE_URL or the embedded server. */
async function openDevDatabase() {
  if (!env.DATABASE_URL) {
    const url = `postgresql://postgres:postgres@127.0.0.1:${DEV_CLUSTER.port}/${DEV_CLUSTER.database}`;
    const probe = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
    const running = await probe`SELECT 1`.then(
      () => true,
      () => false,
    );
    await probe.end();
    if (running) return { url, stop: async () => {} };
  }
  return openDatabase(DEV_CLUSTER);
}

function mailSender(database: typeof db): SendMail {
  if (!env.SMTP_HOST) return (mail: Mail) => keepInOutbox(database, mail);
  const secure = env.SMTP_SECURE === "true";
  const transport = nodemailer.createTransport({
    host: env.SMTP_HOST,
    port: Number(env.SMTP_PORT) || (secure ? 465 : 587),
    secure,
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? "" } : undefined,
  });
  const from = parseMailbox(env.MAIL_FROM ?? "Bitcoin Tools Directory <no-reply@example.com>");
  return (mail: Mail) =>
    transport.sendMail({
      from: { name: from.name ?? "", address: from.email },
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    });
}
