// Price alerts, through the profile's forms and the every-minute cron with the fake price sources
// and the SMTP server on 127.0.0.1: each bad value of the form gets its field message and a 400
// with nothing stored, the eleventh alert is refused with what was typed kept; an alert fires once
// when the price crosses its level (two cron runs, one mail) and not again until re-armed; a stale
// price fires nothing; deleting removes it; the data download lists alerts and deleting the
// account removes them.
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "#test/support/fixtures.ts";
import { checkPriceAlerts } from "#app/server/price-alerts/check-price-alerts.server.ts";
import { writePrices } from "#app/server/prices/price-store.server.ts";
import { postAs, signIn, uniqueAddress, type SignedIn } from "#test/support/accounts.ts";
import { runMinuteCron } from "#test/support/cron.ts";
import { openTestDatabase } from "#test/support/database.ts";
import { setFakePrice } from "#test/support/fake-prices.ts";
import { mailTo } from "#test/support/mailbox.ts";
import { get } from "#test/support/worker.ts";
import type postgres from "postgres";

const FAKE = env.FAKE_SERVICES_URL;

let ana: SignedIn;

beforeAll(async () => {
  ana = await signIn(uniqueAddress("alerts"));
  // The prices the form checks levels against.
  await runMinuteCron();
});

afterAll(async () => {
  await setFakePrice(FAKE, "pln", null);
});

type AlertRow = {
  id: string;
  fired_at: Date | null;
  currency: string;
  direction: string;
  level: number;
  armed: boolean;
  fired_price: number | null;
};

const alertsOf = (sql: postgres.Sql, user: SignedIn) => sql<AlertRow[]>`
  SELECT a.id, a.fired_at, a.currency, a.direction, a.level, a.armed, a.fired_price FROM price_alerts a
  JOIN users u ON u.id = a.user_id WHERE u.email = ${user.email} ORDER BY a.created_at, a.id`;

const setAlert = (user: SignedIn, fields: Record<string, string>) =>
  postAs(user, "/profile?tab=alerts", { intent: "price-alert", currency: "USD", direction: "above", ...fields });

/** The text as read: Intl's no-break space after a currency code as a space, React's text separators gone. */
const spaced = (text: string) => text.replace(/\u00a0/g, " ").replace(/<!-- -->/g, "");

const alertMails = async (user: SignedIn) =>
  (await mailTo(FAKE, user.email))
    .filter((mail) => mail.subject.startsWith("Bitcoin is"))
    .map((mail) => ({ ...mail, subject: spaced(mail.subject), text: spaced(mail.text) }));

const alertsTab = async (user: SignedIn) =>
  spaced((await get("/profile?tab=alerts", { headers: { Cookie: user.cookie } })).html);

describe("setting an alert", () => {
  it("refuses each bad value with its field's message and a 400, storing nothing", async ({ sql }) => {
    const user = await signIn(uniqueAddress("bad-alerts"));
    const cases: [Record<string, string>, string][] = [
      [{ level: "abc" }, "Enter the price using digits and at most one decimal point, like 65000."],
      [{ level: "" }, "Enter a price."],
      [{ level: "0" }, "Enter a price above zero."],
      [{ level: "-5000" }, "Enter a price above zero."],
      [{ level: "1e5" }, "Enter the price using digits and at most one decimal point, like 65000."],
      [{ level: "99999999999" }, "That is more than 100 times the current price. Check the number of digits."],
      [{ level: "65000", currency: "XYZ" }, "Choose one of the 50 currencies."],
      [{ level: "65000", direction: "sideways" }, "Choose above or below."],
    ];
    for (const [fields, message] of cases) {
      const { response, html } = await setAlert(user, fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(html).toContain(message);
      expect(html).toContain('aria-invalid="true"');
    }
    expect(await alertsOf(sql, user)).toHaveLength(0);
    const forged = await postAs({ ...user, token: "x".repeat(43) }, "/profile?tab=alerts", {
      intent: "price-alert",
      currency: "USD",
      direction: "above",
      level: "65000",
    });
    expect(forged.response.status).toBe(403);
    expect(await alertsOf(sql, user)).toHaveLength(0);
  });

  it("keeps ten alerts a user and refuses the eleventh, keeping what was typed", async ({ sql }) => {
    const user = await signIn(uniqueAddress("ten-alerts"));
    for (let i = 1; i <= 10; i++) {
      const { response } = await setAlert(user, { level: String(70_000 + i) });
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/profile?tab=alerts&notice=price-alert-set");
    }
    const eleventh = await setAlert(user, { level: "123,456", currency: "EUR", direction: "below" });
    expect(eleventh.response.status).toBe(409);
    expect(eleventh.html).toContain("You have 10 alerts, the most you can keep. Delete one to set another.");
    expect(eleventh.html).toContain('value="123,456"');
    expect(eleventh.html).toMatch(/<option value="EUR" selected="">/);
    expect(await alertsOf(sql, user)).toHaveLength(10);
  });
});

describe("an alert crossing", () => {
  it("fires once per crossing, mails the price and time, and rests until re-armed", async ({ sql }) => {
    expect((await setAlert(ana, { currency: "PLN", direction: "above", level: "280000" })).response.status).toBe(302);
    expect((await setAlert(ana, { currency: "PLN", direction: "below", level: "100000" })).response.status).toBe(302);
    const listed = await alertsTab(ana);
    expect(listed).toContain("PLN</a> above PLN 280,000.00");
    expect(listed).toContain("Armed");
    expect(listed).toMatch(/Current price: 1 BTC = <span[^>]*>\$67,187\.33/);

    await runMinuteCron();
    expect(await alertMails(ana)).toHaveLength(0);

    await setFakePrice(FAKE, "pln", 300_000);
    await runMinuteCron();
    const firing = (await alertsOf(sql, ana))[0]!;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await runMinuteCron();
    // The second run finds it resting: the firing it recorded stays as it was.
    expect((await alertsOf(sql, ana))[0]).toEqual(firing);
    const mails = await alertMails(ana);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Bitcoin is above PLN 280,000.00 (PLN): PLN 300,000.00");
    expect(mails[0]!.text).toMatch(
      /Bitcoin's price was PLN 300,000\.00 \(PLN\) at \w+ \d+, \d{4}, \d\d:\d\d UTC, at or above your alert's PLN 280,000\.00\./,
    );
    expect(mails[0]!.text).toContain("/bitcoin-to-pln");
    expect(mails[0]!.text).toContain("/profile?tab=alerts");
    const [above, below] = await alertsOf(sql, ana);
    expect(above).toMatchObject({ armed: false, fired_price: 300_000 });
    expect(below).toMatchObject({ armed: true, fired_price: null });

    const fired = await alertsTab(ana);
    expect(fired).toMatch(/Fired at \w+ \d+, \d{4}, \d\d:\d\d UTC at PLN 300,000\.00/);
    expect(fired).toContain("Re-arm");

    const rearmed = await postAs(ana, "/profile?tab=alerts", { intent: "price-alert-rearm", alertId: above!.id });
    expect(rearmed.response.headers.get("Location")).toBe("/profile?tab=alerts&notice=price-alert-rearmed");
    expect((await alertsOf(sql, ana))[0]).toMatchObject({ armed: true, fired_price: null });
    // Re-armed with the price still past the level: no second mail until it crosses again.
    await runMinuteCron();
    expect(await alertMails(ana)).toHaveLength(1);
    expect(await alertsTab(ana)).toContain(
      "Armed for the next crossing: it fires once the price has been below the level",
    );
    await setFakePrice(FAKE, "pln", 250_000);
    await runMinuteCron();
    expect(await alertMails(ana)).toHaveLength(1);
    await setFakePrice(FAKE, "pln", 290_000);
    await runMinuteCron();
    expect(await alertMails(ana)).toHaveLength(2);

    const deleted = await postAs(ana, "/profile?tab=alerts", { intent: "price-alert-delete", alertId: above!.id });
    expect(deleted.response.headers.get("Location")).toBe("/profile?tab=alerts&notice=price-alert-deleted");
    expect((await alertsOf(sql, ana)).map((alert) => alert.id)).toEqual([below!.id]);
    await setFakePrice(FAKE, "pln", null);
  });

  it("allows 10 re-arms an hour, then says so and re-arms nothing", async ({ sql }) => {
    const user = await signIn(uniqueAddress("rearm-limit"));
    await setAlert(user, { currency: "USD", direction: "below", level: "1000" });
    const [alert] = await alertsOf(sql, user);
    const rearm = () => postAs(user, "/profile?tab=alerts", { intent: "price-alert-rearm", alertId: alert!.id });
    for (let i = 0; i < 10; i++)
      expect((await rearm()).response.headers.get("Location")).toBe("/profile?tab=alerts&notice=price-alert-rearmed");
    await sql`UPDATE price_alerts SET armed = false, waits_for_cross = false WHERE id = ${alert!.id}`;
    expect((await rearm()).response.headers.get("Location")).toBe(
      "/profile?tab=alerts&notice=price-alert-rearm-limited",
    );
    expect((await alertsOf(sql, user))[0]).toMatchObject({ armed: false });
    expect(
      spaced(
        (await get("/profile?tab=alerts&notice=price-alert-rearm-limited", { headers: { Cookie: user.cookie } })).html,
      ),
    ).toContain("You have re-armed 10 alerts in the last hour. Try again in an hour.");
  });

  it("lets nobody delete or re-arm another user's alert", async ({ sql }) => {
    const [own] = await alertsOf(sql, ana);
    const other = await signIn(uniqueAddress("not-ana"));
    for (const intent of ["price-alert-delete", "price-alert-rearm"]) {
      expect((await postAs(other, "/profile?tab=alerts", { intent, alertId: own!.id })).response.status).toBe(404);
      expect((await postAs(other, "/profile?tab=alerts", { intent, alertId: "nope" })).response.status).toBe(400);
    }
    expect(await alertsOf(sql, ana)).toHaveLength(1);
  });

  it("fires nothing on a price older than the site calls stale", async ({ sql, db }) => {
    const user = await signIn(uniqueAddress("stale-alerts"));
    await setAlert(user, { currency: "USD", direction: "below", level: "1000000" });
    const old = Date.now() - 10 * 60_000;
    const prices = { USD: { value: 67_187.33, change24h: null, updatedAt: old, source: "coingecko" as const } };
    await writePrices(env.CACHE, { prices, fetchedAt: old });
    await checkPriceAlerts(env, db);
    expect((await alertsOf(sql, user))[0]).toMatchObject({ armed: true });
    await runMinuteCron();
  });
});

describe("the mails of one run", () => {
  it("are at most 10, the rest go the next minute, and overlapping runs mail each alert once", async ({ sql, db }) => {
    const users = await Promise.all([signIn(uniqueAddress("many-a")), signIn(uniqueAddress("many-b"))]);
    for (const user of users)
      await sql`INSERT INTO price_alerts (user_id, currency, direction, level)
        SELECT id, 'HUF', 'above', 25000000 + n FROM users, generate_series(1, 6) AS n WHERE email = ${user.email}`;
    const fresh = () =>
      writePrices(env.CACHE, {
        prices: { HUF: { value: 30_000_000, change24h: null, updatedAt: Date.now(), source: "coingecko" } },
        fetchedAt: Date.now(),
      });
    const mailed = async () => (await Promise.all(users.map(alertMails))).flat().length;

    await fresh();
    expect(await checkPriceAlerts(env, db)).toEqual({ fired: 12, mailed: 10, failed: 0 });
    expect(await checkPriceAlerts(env, db)).toEqual({ fired: 0, mailed: 2, failed: 0 });
    expect(await mailed()).toBe(12);

    for (const user of users)
      await sql`UPDATE price_alerts SET armed = true, fired_at = NULL, fired_price = NULL, mailed_at = NULL
        WHERE user_id = (SELECT id FROM users WHERE email = ${user.email})`;
    // Two runs on two connections at once, as two overlapping cron invocations would be.
    const other = openTestDatabase(env.HYPERDRIVE.connectionString);
    const runs = await Promise.all([checkPriceAlerts(env, db), checkPriceAlerts(env, other.db)]);
    await other.close();
    expect(runs.reduce((sum, run) => sum + run.fired, 0)).toBe(12);
    const both = runs.reduce((sum, run) => sum + run.mailed, 0);
    if (both < 12) await checkPriceAlerts(env, db);
    expect(await mailed()).toBe(24);
    await runMinuteCron();
    expect(await mailed()).toBe(24);
  });
});

describe("an account's alerts", () => {
  it("are in the data download and go with the account", async ({ sql }) => {
    const user = await signIn(uniqueAddress("leaving"));
    await setAlert(user, { currency: "GBP", direction: "below", level: "40000" });
    const download = await get("/profile/data", { headers: { Cookie: user.cookie } });
    const data = JSON.parse(download.html) as { priceAlerts: { currency: string; level: number }[] };
    expect(data.priceAlerts).toMatchObject([{ currency: "GBP", direction: "below", level: 40_000, armed: true }]);
    const gone = await postAs(user, "/profile", { intent: "delete-account", confirm: "delete" });
    expect(gone.response.status).toBe(302);
    expect(await alertsOf(sql, user)).toHaveLength(0);
    expect(
      await sql`SELECT 1 FROM price_alerts a WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = a.user_id)`,
    ).toHaveLength(0);
  });
});
