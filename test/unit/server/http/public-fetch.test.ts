// The tests' allowance for their fakes on 127.0.0.1 is as narrow as it can be: one loopback origin,
// as written, and never declared where production reads its variables.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fetchRefusal } from "#app/server/http/public-fetch.server.ts";

const fakes = { TEST_ONLY_ALLOW_FETCH_ORIGIN: "http://127.0.0.1:4567" };

describe("which stored addresses the Worker asks", () => {
  it("asks public addresses, and refuses internal ones without the allowance", () => {
    expect(fetchRefusal("https://example.com/", {})).toBeNull();
    expect(fetchRefusal("http://127.0.0.1:4567/site/ok", {})).not.toBeNull();
  });

  it("lets the tests reach their fakes' origin as written, and nothing else on the machine", () => {
    expect(fetchRefusal("http://127.0.0.1:4567/site/ok", fakes)).toBeNull();
    expect(fetchRefusal("http://127.0.0.1:4567", fakes)).toBeNull();
    for (const other of [
      "http://127.0.0.1:4568/site/ok",
      "http://127.0.0.1:45678/",
      "http://127.0.0.1:4567@evil.example/",
      "http://2130706433:4567/site/ok",
      "http://127.0.0.1.:4567/site/ok",
      "http://localhost:4567/site/ok",
      "https://127.0.0.1:4567/site/ok",
    ])
      expect(fetchRefusal(other, fakes), other).not.toBeNull();
  });

  it("honours only a loopback origin as the allowance", () => {
    for (const origin of ["http://10.0.0.1:80", "http://169.254.169.254:80", "http://127.0.0.1", "*"])
      expect(fetchRefusal(`${origin}/x`, { TEST_ONLY_ALLOW_FETCH_ORIGIN: origin })).not.toBeNull();
  });

  it("is never declared in wrangler.toml, which production deploys", () => {
    expect(readFileSync("wrangler.toml", "utf8")).not.toContain("TEST_ONLY_ALLOW_FETCH_ORIGIN");
  });
});
