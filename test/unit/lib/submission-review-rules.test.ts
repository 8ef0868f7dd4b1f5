import { describe, expect, it } from "vitest";
import { parseForm } from "#app/lib/form-result.ts";
import { parseUtcDateTime, RejectForm, ScheduleForm } from "#app/lib/submission-review-rules.ts";

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
};

describe("parseUtcDateTime", () => {
  it("reads a datetime-local value as UTC, with or without seconds", () => {
    expect(parseUtcDateTime("2030-01-31T14:30")?.toISOString()).toBe("2030-01-31T14:30:00.000Z");
    expect(parseUtcDateTime("2030-01-31T14:30:15")?.toISOString()).toBe("2030-01-31T14:30:15.000Z");
  });

  it("refuses what is not one, and days or hours that do not exist", () => {
    for (const value of [
      "",
      "2030-01-31",
      "31/01/2030 14:30",
      "2030-02-30T10:00",
      "2030-01-31T24:00",
      "2030-01-31T14:30Z",
    ])
      expect(parseUtcDateTime(value)).toBeNull();
  });
});

describe("the schedule form", () => {
  it("takes a time in the future", () => {
    const parsed = parseForm(formOf({ publishAt: "2099-06-01T09:00" }), ScheduleForm);
    expect(parsed.ok && parsed.data.publishAt.toISOString()).toBe("2099-06-01T09:00:00.000Z");
  });

  it("refuses an empty field, a malformed one and a time in the past, each with its message", () => {
    const error = (publishAt: string) => {
      const parsed = parseForm(formOf({ publishAt }), ScheduleForm);
      return parsed.ok ? null : parsed.fieldErrors.publishAt;
    };
    expect(error("")).toBe("Choose the date and time of publication.");
    expect(error("tomorrow")).toBe("Enter a date and time such as 2030-01-31T14:30.");
    expect(error("2020-01-01T00:00")).toBe("Choose a time in the future.");
  });
});

describe("the reject form", () => {
  it("needs a reason of at least 10 characters, not counting the spaces around it", () => {
    const short = parseForm(formOf({ reason: "   too short   " }), RejectForm);
    expect(short.ok).toBe(false);
    expect(!short.ok && short.fieldErrors.reason).toBe("Give the submitter a reason of at least 10 characters.");
    const enough = parseForm(formOf({ reason: "  Not about Bitcoin.  " }), RejectForm);
    expect(enough.ok && enough.data.reason).toBe("Not about Bitcoin.");
  });
});
