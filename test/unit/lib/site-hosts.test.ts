import { describe, expect, it } from "vitest";
import { adminHref, adminOrigin, isAdminHost, sharedCookieDomain } from "#app/lib/site-hosts.ts";

describe("the admin host", () => {
  it("on localhost the Admin link stays on the same host and port", () => {
    expect(adminHref("http://localhost:8787/tool/x", "admin")).toBe("/admin");
    expect(adminHref("http://127.0.0.1:8788/", "admin")).toBe("/admin");
  });
  it("elsewhere it is the admin subdomain of the current host, without www", () => {
    expect(adminHref("https://www.example.org/blog", "admin")).toBe("https://admin.example.org/");
    expect(adminHref("https://example.org:8443/", "admin")).toBe("https://admin.example.org:8443/");
    expect(adminHref("https://admin.example.org/x", "admin")).toBe("https://admin.example.org/");
  });
  it("recognises the admin host and shares the session cookie with it", () => {
    expect(isAdminHost("admin.example.org", "admin")).toBe(true);
    expect(isAdminHost("administrator.example.org", "admin")).toBe(false);
    expect(adminOrigin("https://www.example.org", "admin")).toBe("https://admin.example.org");
    expect(adminOrigin("http://localhost:8787", "admin")).toBeNull();
    expect(sharedCookieDomain("https://www.example.org")).toBe("example.org");
    expect(sharedCookieDomain("http://127.0.0.1:8787")).toBeNull();
  });
});
