// The tool editor's rules that read what a browser sends: a date and time typed as UTC, the
// platform boxes that arrive as one field each, and the slug, optional only on a new tool.
import { describe, expect, it } from "vitest";
import {
  EditToolForm,
  joinPlatforms,
  NewToolForm,
  parseUtcDateTime,
  utcDateTimeValue,
} from "#app/lib/admin-tool-rules.ts";
import { parseForm } from "#app/lib/form-result.ts";

const base = {
  name: "Sparrow",
  websiteUrl: "https://sparrowwallet.com",
  description: "A wallet.",
  category1: "00000000-0000-4000-8000-000000000000",
  openSource: "unknown",
  lightning: "unknown",
};
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
};

describe("a date and time typed as UTC", () => {
  it("reads the input's value, with or without seconds, as UTC", () => {
    expect(parseUtcDateTime("2030-01-31T09:30")?.toISOString()).toBe("2030-01-31T09:30:00.000Z");
    expect(parseUtcDateTime("2030-01-31T09:30:15")?.toISOString()).toBe("2030-01-31T09:30:15.000Z");
    expect(utcDateTimeValue("2030-01-31T09:30:15.000Z")).toBe("2030-01-31T09:30");
  });

  it("refuses anything that is not a real moment", () => {
    for (const value of [
      "",
      "2030-01-31",
      "2030-02-30T09:00",
      "2030-01-31T24:00",
      "2030-01-31T09:60",
      "31/01/2030 09:30",
    ])
      expect(parseUtcDateTime(value)).toBeNull();
  });
});

describe("the platform boxes", () => {
  it("are read as one field, in the site's order, each once", () => {
    const form = formOf(base);
    for (const platform of ["server", "web", "server"]) form.append("platforms", platform);
    joinPlatforms(form);
    expect(form.get("platforms")).toBe("server,web,server");
    const parsed = parseForm(form, NewToolForm);
    expect(parsed.ok && parsed.data.platforms).toEqual(["web", "server"]);
  });

  it("refuses a platform the site does not know", () => {
    const form = formOf(base);
    form.append("platforms", "toaster");
    joinPlatforms(form);
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
