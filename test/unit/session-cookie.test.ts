import { describe, expect, it } from "vitest";
import { clearedSessionCookie, hasSessionCookie } from "~/server/auth/session-cookie";

describe("the session cookie", () => {
  it("is recognised with or without better-auth's __Secure- prefix", () => {
    const request = (cookie: string) => new Request("https://example.org/", { headers: { Cookie: cookie } });
    expect(hasSessionCookie(request("better-auth.session_token=abc"))).toBe(true);
    expect(hasSessionCookie(request("__Secure-better-auth.session_token=abc"))).toBe(true);
    expect(hasSessionCookie(request("csrf_token=abc"))).toBe(false);
  });

  it("is cleared under the name, security and domain better-auth gave it", () => {
    expect(clearedSessionCookie("http://localhost:8787")).toBe(
      "better-auth.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax",
    );
    expect(clearedSessionCookie("https://www.example.org")).toBe(
      "__Secure-better-auth.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure; Domain=example.org",
    );
  });
});
