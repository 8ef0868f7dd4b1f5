// The weekly newsletter's rules: which week an issue covers, and what its mail says.
import { describe, expect, it } from "vitest";
import { renderDigestMail } from "#app/server/newsletter/digest-mail.server.ts";
import { digestWeek, weekStarting } from "#app/server/newsletter/digest-week.server.ts";

describe("the week of an issue", () => {
  it("on Monday at 09:00 UTC is the week that just ended, Monday to Monday", () => {
    const week = digestWeek(new Date("2026-11-23T09:00:00Z"));
    expect(week.start).toBe("2026-11-16");
    expect(week.from.toISOString()).toBe("2026-11-16T00:00:00.000Z");
    expect(week.to.toISOString()).toBe("2026-11-23T00:00:00.000Z");
  });

  it("later in the week is still the last full week", () => {
    expect(digestWeek(new Date("2026-11-22T23:59:59Z")).start).toBe("2026-11-09");
    expect(digestWeek(new Date("2026-11-24T00:00:00Z")).start).toBe("2026-11-16");
  });

  it("a week named by its Monday, and nothing else", () => {
    expect(weekStarting("2026-11-16")?.to.toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(weekStarting("2026-11-17")).toBeNull();
    expect(weekStarting("2026-02-30")).toBeNull();
    expect(weekStarting("16/11/2026")).toBeNull();
  });
});

describe("the newsletter mail", () => {
  const week = weekStarting("2026-11-16")!;
  const unsubscribe = "https://tools.example/newsletter/unsubscribe?email=a%40example.com&signature=abc";
  const mail = renderDigestMail(
    { name: "Tools <&> Co", url: "https://tools.example" },
    week,
    {
      tools: [{ name: "Wallet <One>", slug: "wallet-one", description: "Keeps & spends coins." }],
      posts: [
        { title: "Fees explained", slug: "fees-explained", excerpt: null },
        { title: "Halving", slug: "halving", excerpt: "Every four years." },
      ],
    },
    unsubscribe,
  );

  it("counts what is new in its subject and links each item on the site", () => {
    expect(mail.subject).toBe("Tools <&> Co: 1 new tool and 2 new posts this week");
    expect(mail.html).toContain('href="https://tools.example/tool/wallet-one"');
    expect(mail.html).toContain('href="https://tools.example/blog/halving"');
    expect(mail.text).toContain("- Wallet <One>: https://tools.example/tool/wallet-one");
    expect(mail.text).toContain("the week of 16 November 2026");
  });

  it("escapes every value in the HTML", () => {
    expect(mail.html).toContain("Wallet &lt;One&gt;");
    expect(mail.html).toContain("Keeps &amp; spends coins.");
    expect(mail.html).not.toContain("<One>");
  });

  it("carries the unsubscribe link in its body and the one-click headers", () => {
    expect(mail.text).toContain(`Unsubscribe: ${unsubscribe}`);
    expect(mail.html).toContain("email=a%40example.com&amp;signature=abc");
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});
