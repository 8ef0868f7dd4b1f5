// The tool editor's rules that read and fill a browser's fields: a date and time in UTC, the
// platform boxes that arrive as one field each, and the slug, optional only on a new tool.
import { describe, expect, it } from "vitest";
import {
  BLANK_TOOL_VALUES,
  EditToolForm,
  joinCheckboxes,
  NewToolForm,
  utcDateTimeValue,
} from "#app/lib/admin-tool-rules.ts";
import { parseForm } from "#app/lib/form-result.ts";

const base = {
  ...BLANK_TOOL_VALUES,
  name: "Sparrow",
  websiteUrl: "https://sparrowwallet.com",
  description: "A wallet.",
  category1: "00000000-0000-4000-8000-000000000000",
};
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
};

describe("a date-and-time input's value", () => {
  it("is the moment in UTC, to the minute", () => {
    expect(utcDateTimeValue("2030-01-31T09:30:15.000Z")).toBe("2030-01-31T09:30");
    expect(utcDateTimeValue(new Date(Date.UTC(2030, 0, 31, 23, 59)))).toBe("2030-01-31T23:59");
  });
});

describe("the platform boxes", () => {
  it("are read as one field, in the site's order, each once", () => {
    const form = formOf(base);
    for (const platform of ["server", "web", "server"]) form.append("platforms", platform);
    joinCheckboxes(form);
    expect(form.get("platforms")).toBe("server,web,server");
    const parsed = parseForm(form, NewToolForm);
    expect(parsed.ok && parsed.data.platforms).toEqual(["web", "server"]);
  });

  it("refuses a platform the site does not know", () => {
    const form = formOf(base);
    form.append("platforms", "toaster");
    joinCheckboxes(form);
    const parsed = parseForm(form, NewToolForm);
    expect(parsed.ok ? null : parsed.fieldErrors.platforms).toBe("Choose from the listed platforms.");
  });
});

describe("the slug", () => {
  it("may be blank on a new tool, never on an existing one", () => {
    expect(parseForm(formOf({ ...base, slug: "" }), NewToolForm).ok).toBe(true);
    const edited = parseForm(formOf({ ...base, slug: "" }), EditToolForm);
    expect(edited.ok ? null : edited.fieldErrors.slug).toBe("Enter the tool's slug.");
  });
});
