// Which redirects the listing check follows: those that stay on the tool's own host name.
import { describe, expect, it } from "vitest";
import { isSameSite } from "#app/server/health/same-site.server.ts";

describe("the same site", () => {
  it.each([
    ["https://example.org/", "https://example.org/new-home"],
    ["http://example.org/", "https://example.org/"],
    ["https://example.org/", "https://www.example.org/"],
    ["https://www.example.org/", "https://EXAMPLE.org/"],
    ["http://127.0.0.1:8080/a", "http://127.0.0.1:9090/b"],
  ])("%s and %s are one site", (a, b) => expect(isSameSite(a, b)).toBe(true));

  it.each([
    ["https://example.org/", "https://example.net/"],
    ["https://example.org/", "https://app.example.org/"],
    ["https://example.org/", "https://example.org.parked.example/"],
    ["http://127.0.0.1/", "http://localhost/"],
  ])("%s and %s are not", (a, b) => expect(isSameSite(a, b)).toBe(false));
});
