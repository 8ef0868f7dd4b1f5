import { describe, expect, it } from "vitest";
import { returnPath } from "#app/server/http/return-path.server.ts";

describe("returnPath", () => {
  it.each(["/", "/submit", "/profile?tab=submitted", "/browse?q=wallet#results"])("keeps %s", (path) => {
    expect(returnPath(path)).toBe(path);
  });

  it.each([
    null,
    "",
    "submit",
    "//evil.example",
    "/\\evil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "/a//b",
    "/%2F%2Fevil.example",
    "/%5cevil.example",
    "/\tevil",
    "/\u0000",
    `/${"a".repeat(2000)}`,
  ])("ignores %j", (value) => {
    expect(returnPath(value)).toBe("/");
    expect(returnPath(value, "/profile")).toBe("/profile");
  });
});
