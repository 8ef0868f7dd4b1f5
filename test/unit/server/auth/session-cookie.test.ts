import { describe, expect, it } from "vitest";
import { clearedSessionCookie, signedSessionToken } from "#app/server/auth/session-cookie.server.ts";

const SECRET = "unit-test-secret";
const request = (cookie: string) => new Request("https://example.org/", { headers: { Cookie: cookie } });

/** The cookie value better-auth writes: the token, a dot and its HMAC in base64, URL-encoded. */
async function signed(token: string, secret = SECRET) {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(token));
  return encodeURIComponent(`${token}.${btoa(String.fromCharCode(...new Uint8Array(mac)))}`);
}

describe("the session cookie", () => {
  it("counts only when signed with the site's secret, with or without the __Secure- prefix", async () => {
    const value = await signed("abc123");
    expect(await signedSessionToken(request(`better-auth.session_token=${value}`), SECRET)).toBe("abc123");
    expect(await signedSessionToken(request(`x=1; __Secure-better-auth.session_token=${value}`), SECRET)).toBe(
      "abc123",
    );
    expect(
      await signedSessionToken(request(`better-auth.session_token=${await signed("abc123", "other")}`), SECRET),
    ).toBeNull();
    expect(await signedSessionToken(request(`better-auth.session_token=abc123.${"A".repeat(43)}=`), SECRET)).toBeNull();
    expect(await signedSessionToken(request("better-auth.session_token=abc"), SECRET)).toBeNull();
    expect(await signedSessionToken(request("theme=better-auth.session_token"), SECRET)).toBeNull();
    expect(await signedSessionToken(request("better-auth.session_token=%E0%A4%A"), SECRET)).toBeNull();
    expect(await signedSessionToken(request(`better-auth.session_token=${value}`), "")).toBeNull();
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
