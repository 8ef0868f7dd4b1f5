// The signed links of newsletter mail: only the site can make them, for one purpose and address.
import { describe, expect, it } from "vitest";
import { subscriptionLink, verifySubscriptionLink } from "#app/server/newsletter/subscription-links.server.ts";

const SECRET = "unit-test-secret";
const SITE = "https://bitcoin-tools.example";
const DAY = 86_400_000;

const queryOf = (link: string) => new URL(link).searchParams;

describe("subscription links", () => {
  it("a confirmation link vouches for its address for 7 days", async () => {
    const now = Date.UTC(2026, 10, 22);
    const link = await subscriptionLink(SITE, SECRET, "confirm", "ann@example.com", now);
    expect(link).toMatch(
      /^https:\/\/bitcoin-tools\.example\/newsletter\/confirm\?email=ann%40example\.com&expires=\d+&signature=[\w-]{43}$/,
    );
    expect(await verifySubscriptionLink(SECRET, "confirm", queryOf(link), now + 6 * DAY)).toBe("ann@example.com");
    expect(await verifySubscriptionLink(SECRET, "confirm", queryOf(link), now + 7 * DAY + 1000)).toBeNull();
  });

  it("an unsubscribe link does not expire", async () => {
    const link = await subscriptionLink(SITE, SECRET, "unsubscribe", "ann@example.com", 0);
    expect(new URL(link).pathname).toBe("/newsletter/unsubscribe");
    expect(await verifySubscriptionLink(SECRET, "unsubscribe", queryOf(link), Date.now() + 3650 * DAY)).toBe(
      "ann@example.com",
    );
  });

  it("refuses another address, another purpose, another secret, a longer life or a mangled signature", async () => {
    const link = await subscriptionLink(SITE, SECRET, "confirm", "ann@example.com");
    const changed = (name: string, value: string) => {
      const query = queryOf(link);
      query.set(name, value);
      return query;
    };
    expect(await verifySubscriptionLink(SECRET, "confirm", changed("email", "bob@example.com"))).toBeNull();
    expect(await verifySubscriptionLink(SECRET, "unsubscribe", queryOf(link))).toBeNull();
    expect(await verifySubscriptionLink("another-secret", "confirm", queryOf(link))).toBeNull();
    const later = String(Number(queryOf(link).get("expires")) + 86_400);
    expect(await verifySubscriptionLink(SECRET, "confirm", changed("expires", later))).toBeNull();
    expect(await verifySubscriptionLink(SECRET, "confirm", changed("signature", "x".repeat(43)))).toBeNull();
    expect(await verifySubscriptionLink(SECRET, "confirm", changed("signature", "not base64!"))).toBeNull();
    expect(await verifySubscriptionLink(SECRET, "confirm", new URLSearchParams())).toBeNull();
  });
});
