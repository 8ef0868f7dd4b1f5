import { NO_FACETS } from "#app/lib/tool-filters.ts";
import { describe, expect, it } from "vitest";
import {
  adminToolTableSearch,
  BulkToolForm,
  bulkToolInput,
  hasAdminToolFilters,
  hasEmptyTableParams,
  isBulkToolIntent,
  MAX_BULK_TOOLS,
  parseAdminToolTable,
} from "#app/lib/admin-tool-table.ts";

const parse = (query: string) => parseAdminToolTable(new URLSearchParams(query));
const queryOf = (search: string) => {
  const parsed = parse(search);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.query;
};

describe("the admin tool table's URL", () => {
  it("lists every tool, newest change first, on page 1 when the URL says nothing", () => {
    expect(parse("")).toEqual({
      ok: true,
      query: {
        q: "",
        status: null,
        category: null,
        featured: null,
        health: null,
        gap: null,
        ...NO_FACETS,
        sort: "updated",
        page: 1,
      },
    });
    expect(hasAdminToolFilters(queryOf(""))).toBe(false);
  });

  it("reads the search, every filter, the order and the page", () => {
    expect(
      queryOf(
        "q=+Wallet+&status=draft&category=bitcoin-wallets&featured=no&custody=self-custody&kyc=none" +
          "&open_source=yes&lightning=no&platform=android&health=needs-review&gap=no-logo&sort=name&page=3",
      ),
    ).toEqual({
      q: "Wallet",
      status: "draft",
      category: "bitcoin-wallets",
      featured: false,
      health: "needs-review",
      gap: "no-logo",
      ...NO_FACETS,
      custody: "self-custody",
      kyc: "none",
      openSource: true,
      lightning: false,
      platform: "android",
      sort: "name",
      page: 3,
    });
    expect(queryOf("status=scheduled").status).toBe("scheduled");
    expect(queryOf("featured=yes").featured).toBe(true);
  });

  it("treats empty fields as no filter and ignores parameters it does not know", () => {
    expect(queryOf("q=&status=&category=&featured=&sort=&page=&index&notice=tools-published&skipped=2")).toEqual(
      queryOf(""),
    );
    // The first of a repeated parameter counts, as on the public lists.
    expect(queryOf("status=draft&status=nope").status).toBe("draft");
  });

  it.each([
    ["status=deleted", "Unknown status."],
    ["status=Published", "Unknown status."],
    ["featured=maybe", "Unknown featured filter."],
    ["health=broken", "Unknown health filter."],
    ["open_source=1", "Unknown open source filter."],
    ["lightning=true", "Unknown Lightning filter."],
    ["custody=bank", "Unknown custody filter."],
    ["kyc=some", "Unknown KYC filter."],
    ["platform=toaster", "Unknown platform."],
    ["category=../etc", "Unknown category."],
    ["sort=latest", "Unknown sort order."],
    ["page=abc", "The page must be a number."],
    ["page=2.5", "The page must be a whole number."],
    ["page=0", undefined],
    [`q=${"x".repeat(101)}`, "The search text is longer than 100 characters."],
    ["q=wallet%07", "The search text contains a character that is not allowed."],
  ])("refuses %s with a message that names the problem", (search, message) => {
    const parsed = parse(search);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok && message) expect(parsed.message).toBe(message);
  });

  it("writes each view as one short URL, without the defaults, that reads back the same", () => {
    expect(adminToolTableSearch(queryOf("sort=updated&page=1"))).toBe("");
    const search = adminToolTableSearch(
      queryOf("page=2&sort=status&platform=web&lightning=yes&featured=yes&status=pending&q=node+x"),
    );
    expect(search).toBe("?q=node+x&status=pending&featured=yes&lightning=yes&platform=web&sort=status&page=2");
    expect(queryOf(search.slice(1))).toEqual(
      queryOf("page=2&sort=status&platform=web&lightning=yes&featured=yes&status=pending&q=node+x"),
    );
  });

  it("counts the search and the filters as filters, and the order and the page not", () => {
    expect(hasAdminToolFilters(queryOf("sort=name&page=4"))).toBe(false);
    for (const search of [
      "q=ab",
      "status=draft",
      "category=mining",
      "featured=no",
      "health=unchecked",
      "kyc=none",
      "platform=ios",
    ]) {
      expect(hasAdminToolFilters(queryOf(search))).toBe(true);
    }
  });

  it("notices a table parameter sent empty, and only those", () => {
    expect(hasEmptyTableParams(new URLSearchParams("q=&status=draft"))).toBe(true);
    expect(hasEmptyTableParams(new URLSearchParams("platform=+"))).toBe(true);
    expect(hasEmptyTableParams(new URLSearchParams("index&status=draft&notice=tools-published"))).toBe(false);
  });
});

describe("the bulk form", () => {
  const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
  const formOf = (intent: string, ids: string[]) => {
    const form = new FormData();
    form.set("intent", intent);
    for (const value of ids) form.append("id", value);
    return form;
  };
  const check = (intent: string, ids: string[]) => BulkToolForm.safeParse(bulkToolInput(formOf(intent, ids)));
  const errorOf = (intent: string, ids: string[]) => {
    const result = check(intent, ids);
    return result.success ? null : result.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
  };

  it("takes an action and up to 100 tool ids, each once", () => {
    const result = check("publish", [id(1), id(2), id(1).toUpperCase()]);
    expect(result.success && result.data).toEqual({ intent: "publish", id: [id(1), id(2)] });
    expect(
      check(
        "archive",
        Array.from({ length: MAX_BULK_TOOLS }, (_, i) => id(i)),
      ).success,
    ).toBe(true);
  });

  it("refuses no action, no selection, more than 100 tools and ids that are not uuids", () => {
    expect(errorOf("", [id(1)])).toEqual(["intent: Choose an action to apply."]);
    expect(errorOf("publish", [])).toEqual(["id: Select at least one tool."]);
    expect(
      errorOf(
        "publish",
        Array.from({ length: MAX_BULK_TOOLS + 1 }, (_, i) => id(i)),
      ),
    ).toEqual(["id: Select at most 100 tools at a time."]);
    expect(errorOf("publish", [id(1), "42"])).toEqual(["id: The selection holds a tool id that is not valid."]);
    expect(errorOf("publish", [`${id(1)}' OR 1=1`])).toEqual(["id: The selection holds a tool id that is not valid."]);
  });

  it("refuses a file where an id goes", () => {
    const form = formOf("publish", [id(1)]);
    form.append("id", new File(["x"], "x.txt"));
    const result = BulkToolForm.safeParse(bulkToolInput(form));
    expect(result.success).toBe(false);
  });

  it("knows its four actions and nothing else", () => {
    for (const intent of ["publish", "archive", "feature", "unfeature"]) expect(isBulkToolIntent(intent)).toBe(true);
    for (const intent of ["delete", "Publish", "", "reject"]) expect(isBulkToolIntent(intent)).toBe(false);
  });
});
