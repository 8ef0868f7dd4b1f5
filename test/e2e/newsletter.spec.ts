// The newsletter in the browser, with JavaScript on and off: subscribing from the footer and
// confirming by the mailed link, the home hero's success state, and the weekly mail's unsubscribe
// link.
import { execFile } from "node:child_process";
import { expect, test } from "#test/support/e2e/test.ts";
import { mailedLink, mailTo } from "#test/support/mailbox.ts";
import { holdRequests } from "#test/support/e2e/hold-requests.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { openTestDatabase } from "#test/support/database.ts";

const fake = process.env.FAKE_UPSTREAMS_URL!;

test("subscribe from the footer, then confirm by the mailed link", async ({ page, javaScriptEnabled }, testInfo) => {
  const email = `footer-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto("/browse");
  if (javaScriptEnabled) await waitForHydration(page);
  const footer = page.getByRole("contentinfo");
  const input = footer.getByLabel("Email address");
  await input.fill(email);
  const sentAt = Date.now();
  const release = javaScriptEnabled ? await holdRequests(page, /\/newsletter\.data/) : null;
  await footer.getByRole("button", { name: "Subscribe" }).click();
  if (release) {
    await expect(footer.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
    await expect(input).toBeDisabled();
    release();
    await expect(input).toHaveValue("");
  } else {
    await expect(page).toHaveURL(/\/browse\?notice=newsletter-subscribed$/);
  }
  await expect(page.getByText("Thanks for subscribing!").first()).toBeVisible();

  await page.goto(await mailedLink(fake, email, "/newsletter/confirm", sentAt));
  await expect(page.getByRole("heading", { level: 1, name: "Subscription confirmed" })).toBeVisible();
  await expect(page.getByText(`The weekly newsletter will come to ${email}.`)).toBeVisible();
});

test("an empty address is refused, saying why", async ({ page, javaScriptEnabled }) => {
  await page.goto("/browse");
  if (javaScriptEnabled) await waitForHydration(page);
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Please enter your email address").first()).toBeVisible();
});

test("the hero's success: its words, and the logo bouncing for 2 seconds", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  await page.goto("/");
  if (javaScriptEnabled) await waitForHydration(page);
  const hero = page.getByRole("region", { name: "Get the week's new Bitcoin tools by e-mail" });
  await hero.getByLabel("Email address").fill(`hero-${testInfo.project.name}-${Date.now()}@example.com`);
  await hero.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Thanks for subscribing! Check your email for confirmation.").first()).toBeVisible();
  const logo = page.getByTestId("hero-logo");
  await expect(logo).toHaveAttribute("data-bouncing", "true");
  if (javaScriptEnabled) {
    await expect(hero.getByLabel("Email address")).toHaveValue("");
    await expect(logo).not.toHaveAttribute("data-bouncing", { timeout: 4000 });
  }
});

test("the weekly newsletter by command: a preview sends nothing, then unsubscribe by the mailed link", async ({
  page,
}, testInfo) => {
  // It starts the command twice or more, each a Node process of its own.
  test.slow();
  // Each project sends its own week, so the two runs do not meet.
  const week = testInfo.project.name === "js-on" ? "2021-01-04" : "2021-01-11";
  const email = `weekly-${testInfo.project.name}-${Date.now()}@example.com`;
  const { sql, close } = openTestDatabase(process.env.DATABASE_URL!);
  try {
    await sql`INSERT INTO subscribers (email, source, status, confirmed_at) VALUES (${email}, 'footer', 'confirmed', now())`;
    await sql`INSERT INTO tools (name, slug, description, website_url, status, created_at)
      VALUES (${`Week ${week} Wallet`}, ${`week-${week}-wallet`}, 'A wallet of that week.', 'https://example.com',
        'published', ${`${week}T12:00:00Z`})`;
    // The other suites leave hundreds of confirmed subscribers in the shared database, more than a
    // few runs' batches: this week's issue counts them as mailed, so a run reaches this address.
    await sql`INSERT INTO newsletter_issues (week_start, tools, posts) VALUES (${week}, 1, 0)`;
    await sql`INSERT INTO newsletter_deliveries (week_start, subscriber_id)
      SELECT ${week}, id FROM subscribers WHERE status = 'confirmed' AND email <> ${email}`;
  } finally {
    await close();
  }

  const sentAt = Date.now();
  const preview = await newsletter("preview", week);
  expect(preview).toContain(`Subject: Bitcoin Tools Directory: 1 new tool and 0 new posts this week`);
  expect(preview).toContain(`Week ${week} Wallet`);
  expect(await mailTo(fake, email)).toEqual([]);

  // A run stops at an address the mail server refuses (other suites leave such subscribers in the
  // shared database); the next run goes on with the rest.
  let sent = "";
  for (let run = 0; run < 3 && !sent.includes('"status":"sent"'); run++) sent = await newsletter("send", week);
  expect(sent).toContain('"status":"sent"');
  const unsubscribe = await mailedLink(fake, email, "/newsletter/unsubscribe", sentAt);
  const [mail] = (await mailTo(fake, email)).filter((m) => m.at >= sentAt);
  expect(mail!.text).toContain(`Week ${week} Wallet`);

  await page.goto(unsubscribe);
  await expect(page.getByText(`Stop sending the weekly newsletter to ${email}?`)).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You have been unsubscribed" })).toBeVisible();
});

/** Runs `npm run newsletter -- {mode} --week {week}` against the site and mail server under test. */
function newsletter(mode: "preview" | "send", week: string): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      ["scripts/newsletter.ts", mode, "--week", week],
      {
        env: {
          ...process.env,
          SITE_URL: process.env.BASE_URL,
          SMTP_HOST: "127.0.0.1",
          SMTP_PORT: process.env.FAKE_SMTP_PORT,
        },
      },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    ),
  );
}
