import { describe, expect, it } from "vitest";
import { parseToolFilters } from "#app/lib/tool-filter-rules.ts";
import { hasActiveFilters, NO_FACETS, resultCountLabel, toolFiltersQuery } from "#app/lib/tool-filters.ts";

const parse = (query: string) => parseToolFilters(new URLSearchParams(query));

describe("tool filters in the URL", () => {
  it("has defaults for an empty query", () => {
    const parsed = parse("");
    expect(parsed).toEqual({
      ok: true,
      filters: {
        q: "",
        sort: "latest",
        category: null,
        ...NO_FACETS,
        includeEnded: false,
        releasedRecently: false,
        page: 1,
      },
    });
    expect(parsed.ok && hasActiveFilters(parsed.filters)).toBe(false);
  });

  it("leaves discontinued tools out unless lifecycle=all asks for them", () => {
    const all = parse("lifecycle=all&page=2");
    expect(all.ok && all.filters.includeEnded).toBe(true);
    expect(all.ok && toolFiltersQuery(all.filters)).toBe("?lifecycle=all&page=2");
    expect(all.ok && hasActiveFilters(all.filters)).toBe(true);
    expect(parse("lifecycle=ended")).toEqual({ ok: false, message: "Unknown lifecycle filter: use all." });
  });

  it("keeps tools released in the last 12 months alone when released=12m asks for them", () => {
    const recent = parse("released=12m");
    expect(recent.ok && recent.filters.releasedRecently).toBe(true);
    expect(recent.ok && toolFiltersQuery(recent.filters)).toBe("?released=12m");
    expect(recent.ok && hasActiveFilters(recent.filters)).toBe(true);
    expect(parse("released=24m")).toEqual({ ok: false, message: "Unknown release filter: use 12m." });
  });

  it("reads every filter, trims the search text and treats empty fields as unset", () => {
    const parsed = parse(
      "q=+wallet+&sort=asc&category=bitcoin-wallets&custody=self-custody&kyc=none&open_source=yes&lightning=no&platform=ios&page=3&platform=" +
        "&bitcoin_only=yes&validation=own-node&reproducible=no&tor=yes&coin_control=yes&multisig=no&signer=qr" +
        "&custodial_lightning=no&self_custodial_lightning=yes",
    );
    expect(parsed.ok && parsed.filters).toMatchObject({
      q: "wallet",
      sort: "asc",
      category: "bitcoin-wallets",
      custody: "self-custody",
      kyc: "none",
      openSource: true,
      lightning: false,
      platform: "ios",
      page: 3,
      bitcoinOnly: true,
      validation: "own-node",
      reproducibleBuilds: false,
      tor: true,
      coinControl: true,
      multisig: false,
      signer: "qr",
      custodialLightning: false,
      selfCustodialLightning: true,
    });
    expect(parse("kyc=&lightning=").ok).toBe(true);
  });

  it.each([
    ["sort=random", "Unknown sort order."],
    ["page=abc", "The page must be a number."],
    ["page=0", undefined],
    ["page=1.5", "The page must be a whole number."],
    ["custody=bank", "Unknown custody filter."],
    ["platform=toaster", "Unknown platform."],
    ["validation=trust-me", "Unknown validation filter."],
    ["signer=bluetooth", "Unknown hardware signer."],
    ["bitcoin_only=maybe", "Unknown Bitcoin-only filter."],
    ["self_custodial_lightning=1", "Unknown self-custodial Lightning filter."],
    ["category=../etc", "Unknown category."],
    [`q=${"x".repeat(101)}`, "The search text is longer than 100 characters."],
  ])("refuses %s with a clear message", (query, message) => {
    const parsed = parse(query);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok && message) expect(parsed.message).toBe(message);
  });

  it("writes a canonical query without defaults", () => {
    const parsed = parse("sort=relevance&page=1&q=node&lightning=yes");
    expect(parsed.ok && toolFiltersQuery(parsed.filters)).toBe("?q=node&lightning=yes");
    expect(parsed.ok && toolFiltersQuery({ ...parsed.filters, page: 2 })).toBe("?q=node&lightning=yes&page=2");
    const latest = parse("sort=latest&page=1");
    expect(latest.ok && toolFiltersQuery(latest.filters)).toBe("");
  });

  it("orders a search by relevance unless another order is chosen", () => {
    const searching = parse("q=wallet");
    expect(searching.ok && searching.filters.sort).toBe("relevance");
    const newest = parse("q=wallet&sort=latest");
    expect(newest.ok && newest.filters.sort).toBe("latest");
    expect(newest.ok && toolFiltersQuery(newest.filters)).toBe("?q=wallet&sort=latest");
    const withoutText = parse("sort=relevance");
    expect(withoutText.ok && withoutText.filters.sort).toBe("latest");
  });
});

describe("the list's count", () => {
  it("says how many, and 1,000+ past the search cap", () => {
    expect(resultCountLabel(0, false)).toBe("0 results");
    expect(resultCountLabel(1, false)).toBe("1 result");
    expect(resultCountLabel(1000, false)).toBe("1000 results");
    expect(resultCountLabel(1000, true)).toBe("1,000+ results");
  });
});
