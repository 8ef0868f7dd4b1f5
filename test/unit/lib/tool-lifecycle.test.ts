// A tool's lifecycle as the editor's rules read it, the words the banner and the changelog use,
// and which lifecycles stay in the default lists.
import { describe, expect, it } from "vitest";
import { BLANK_TOOL_VALUES, EditToolForm } from "#app/lib/admin-tool-rules.ts";
import { parseForm } from "#app/lib/form-result.ts";
import { changeLines, lifecycleChangeLines } from "#app/lib/public-changes.ts";
import { isListedByDefault, lifecycleSentence } from "#app/lib/tool-lifecycle.ts";

const base = {
  ...BLANK_TOOL_VALUES,
  name: "Sparrow",
  slug: "sparrow",
  websiteUrl: "https://sparrowwallet.com",
  description: "A wallet.",
  category1: "00000000-0000-4000-8000-000000000000",
};
const parse = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...base, ...fields })) form.set(key, value);
  return parseForm(form, EditToolForm);
};
const errorsOf = (fields: Record<string, string>) => {
  const parsed = parse(fields);
  return parsed.ok ? {} : parsed.fieldErrors;
};
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe("the editor's lifecycle fields", () => {
  it("need nothing more for an active tool", () => {
    const parsed = parse({ lifecycle: "active" });
    expect(parsed.ok && parsed.data).toMatchObject({
      lifecycle: "active",
      lifecycleDate: null,
      lifecycleSourceUrl: null,
      successorSlug: null,
    });
  });

  it("need an https source unless active, and a date only where the source gives one", () => {
    expect(errorsOf({ lifecycle: "discontinued" })).toEqual({
      lifecycleSourceUrl: "Enter the address of the source that says so.",
    });
    expect(errorsOf({ lifecycle: "discontinued", lifecycleSourceUrl: "https://example.org/farewell" })).toEqual({});
    expect(
      errorsOf({ lifecycle: "shut_down", lifecycleDate: "2024-02-30", lifecycleSourceUrl: "ftp://x.org" }),
    ).toEqual({
      lifecycleDate: "Enter the date as YYYY-MM-DD.",
      lifecycleSourceUrl: "Enter the source's full address, starting with https://.",
    });
    const parsed = parse({
      lifecycle: "sales_ended",
      lifecycleDate: "2024-03-05",
      lifecycleSourceUrl: "https://example.org/news",
      successorSlug: " Sparrow-Wallet ",
    });
    expect(parsed.ok && parsed.data).toMatchObject({
      lifecycle: "sales_ended",
      lifecycleDate: "2024-03-05",
      lifecycleSourceUrl: "https://example.org/news",
      successorSlug: "sparrow-wallet",
    });
  });

  it("take an announced date up to a year ahead, not beyond, and nothing before Bitcoin", () => {
    const dated = (lifecycleDate: string) =>
      errorsOf({ lifecycle: "maintenance", lifecycleDate, lifecycleSourceUrl: "https://example.org" });
    expect(dated(daysFromNow(200))).toEqual({});
    expect(dated(daysFromNow(400)).lifecycleDate).toBe(
      "The date is more than a year ahead: enter the date the source gives.",
    );
    expect(dated("2008-12-31").lifecycleDate).toBe(
      "The date is before Bitcoin existed: enter the date the source gives.",
    );
  });

  it("refuse an unknown lifecycle and a successor that is not a slug", () => {
    expect(errorsOf({ lifecycle: "retired" }).lifecycle).toBe("Choose one of the listed lifecycles.");
    expect(errorsOf({ successorSlug: "/tool/sparrow" }).successorSlug).toBe(
      "Enter the successor's slug, as in /tool/{slug}.",
    );
  });
});

describe("the lifecycle's words", () => {
  it("name the change and its date", () => {
    expect(lifecycleSentence("discontinued", "2024-03-05")).toBe("Discontinued on March 5, 2024");
    expect(lifecycleSentence("shut_down", "2022-11-11")).toBe("Shut down on November 11, 2022");
    expect(lifecycleSentence("sales_ended", "2025-06-01")).toBe("Sales ended on June 1, 2025");
    expect(lifecycleSentence("maintenance", "2025-01-31")).toBe("Maintenance only since January 31, 2025");
  });

  it("make a changelog entry from a history entry that recorded the lifecycle, with the successor", () => {
    const after = { lifecycle: "discontinued", lifecycleDate: "2024-03-05", successorName: "Sparrow" };
    expect(changeLines("updated", [], lifecycleChangeLines(after))).toEqual([
      "Discontinued on March 5, 2024",
      "Successor: Sparrow",
    ]);
    expect(lifecycleChangeLines({ lifecycleSourceUrl: "https://example.org" })).toEqual([]);
    expect(lifecycleChangeLines({ lifecycle: "bogus" })).toEqual([]);
  });
});

describe("the default lists", () => {
  it("keep tools still usable and leave out discontinued and shut-down ones", () => {
    expect(isListedByDefault("active")).toBe(true);
    expect(isListedByDefault("maintenance")).toBe(true);
    expect(isListedByDefault("sales_ended")).toBe(true);
    expect(isListedByDefault("discontinued")).toBe(false);
    expect(isListedByDefault("shut_down")).toBe(false);
  });
});
