import { describe, expect, it } from "vitest";
import {
  adminHref,
  adminOrigin,
  isAdminHost,
  mainSiteHref,
  onMainSite,
  sharedCookieDomain,
} from "#app/lib/site-hosts.ts";

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
    expect(isAdminHost("example.org", "admin")).toBe(false);
    expect(adminOrigin("https://www.example.org", "admin")).toBe("https://admin.example.org");
    expect(adminOrigin("http://localhost:8787", "admin")).toBeNull();
    expect(sharedCookieDomain("https://www.example.org")).toBe("example.org");
    expect(sharedCookieDomain("http://127.0.0.1:8787")).toBeNull();
  });
});

describe("the spec's host check: a host that starts with, or contains, the prefix", () => {
  it("is the admin area when a subdomain starts with the prefix", () => {
    expect(isAdminHost("admin.example.org", "admin")).toBe(true);
    expect(isAdminHost("ADMIN.example.org", "admin")).toBe(true);
    expect(isAdminHost("administrator.example.org", "admin")).toBe(true);
  });
  it("is the admin area when a subdomain contains the prefix", () => {
    expect(isAdminHost("staging-admin.example.org", "admin")).toBe(true);
    expect(isAdminHost("eu.admin.example.org", "admin")).toBe(true);
    expect(isAdminHost("admin.localhost", "admin")).toBe(true);
  });
  it("is not when only the site's own domain holds the word, or on localhost", () => {
    expect(isAdminHost("badminton.org", "admin")).toBe(false);
    expect(isAdminHost("www.badminton.org", "admin")).toBe(false);
    expect(isAdminHost("localhost", "admin")).toBe(false);
    expect(isAdminHost("admin.example.org", "")).toBe(false);
  });
  it("'Go to main site' leads to the host without the prefix", () => {
    expect(mainSiteHref("https://admin.example.org/tools", "admin")).toBe("https://example.org/");
    expect(mainSiteHref("https://staging-admin.example.org:8443/", "admin")).toBe("https://staging.example.org:8443/");
    expect(mainSiteHref("https://eu.admin.example.org/", "admin")).toBe("https://eu.example.org/");
    expect(mainSiteHref("http://localhost:8787/admin", "admin")).toBe("/");
    expect(mainSiteHref("http://admin.localhost:8787/", "admin")).toBe("http://localhost:8787/");
    expect(mainSiteHref("https://www.example.org/admin", "admin")).toBe("https://www.example.org/");
  });
});

describe("paths of the public site from an admin page", () => {
  it("go to the main host, or stay as they are on localhost", () => {
    expect(onMainSite("https://example.org/", "/tool-images/a.webp")).toBe("https://example.org/tool-images/a.webp");
    expect(onMainSite("/", "/tool/sparrow-wallet")).toBe("/tool/sparrow-wallet");
  });
  it("leave full URLs alone", () => {
    expect(onMainSite("https://example.org/", "https://cdn.example.net/x.png")).toBe("https://cdn.example.net/x.png");
    expect(onMainSite("https://example.org/", "//cdn.example.net/x.png")).toBe("//cdn.example.net/x.png");
  });
});
