// The rules around signing in: what an authentication error says, the sign-in mail, and the sender.
import { describe, expect, it } from "vitest";
import { authErrorMessage } from "#app/lib/auth-messages.ts";
import { renderEmailTemplate } from "#app/server/mail/custom-email-templates.server.ts";
import { parseMailbox } from "#app/server/mail/mailbox.server.ts";

describe("authentication error messages", () => {
  it("an invalid or expired token means the session expired", () => {
    for (const code of ["INVALID_TOKEN", "invalid token", "EXPIRED_TOKEN"])
      expect(authErrorMessage(code).description).toBe("Your session has expired. Please sign in again.");
  });
  it("a JWT problem, then anything else", () => {
    expect(authErrorMessage("JWT expired").description).toBe("Authentication token issue. Please sign in again.");
    expect(authErrorMessage("failed_to_create_user")).toEqual({
      title: "Authentication Error",
      description: "An authentication error occurred",
    });
  });
});

describe("the sign-in mail", () => {
  const url = "https://example.org/api/auth/magic-link/verify?token=abc&callbackURL=%2F";
  const mail = renderEmailTemplate({ type: "magic-link", email: "a@example.com", url, siteName: "Tools <&> Co" });

  it("has a subject, an HTML part with the escaped link and a text part with the plain link", () => {
    expect(mail.subject).toBe("Sign in to Tools <&> Co");
    expect(mail.html).toContain('href="https://example.org/api/auth/magic-link/verify?token=abc&amp;callbackURL=%2F"');
    expect(mail.html).toContain("Tools &lt;&amp;&gt; Co");
    expect(mail.html).not.toContain("<&>");
    expect(mail.text).toContain(url);
    expect(mail.text).toContain("expires in 15 minutes");
  });
});

describe("parseMailbox", () => {
  it("reads 'Name <address>' and bare addresses", () => {
    expect(parseMailbox("Bitcoin Tools <no-reply@example.com>")).toEqual({
      name: "Bitcoin Tools",
      email: "no-reply@example.com",
    });
    expect(parseMailbox('"Quoted Name" <q@example.com>')).toEqual({ name: "Quoted Name", email: "q@example.com" });
    expect(parseMailbox("<only@example.com>")).toEqual({ email: "only@example.com" });
    expect(parseMailbox(" bare@example.com ")).toEqual({ email: "bare@example.com" });
  });
});
