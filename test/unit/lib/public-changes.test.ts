import { describe, expect, it } from "vitest";
import { changeHref, changeLines, factChanges, factChangeText } from "#app/lib/public-changes.ts";

const lines = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  factChanges(before, after).map(factChangeText);

describe("how a tool's changed facts read in the changelog", () => {
  it("reads each public field with the site's labels, in a fixed order; no value is Unknown", () => {
    expect(
      lines(
        { platforms: ["desktop"], kyc: "none", lightning: null, openSource: false, custody: null },
        { platforms: ["desktop", "android"], kyc: "required", lightning: true, openSource: true, custody: "custodial" },
      ),
    ).toEqual([
      "Custody: Unknown → Custodial",
      "KYC: No KYC → KYC required",
      "Open source: No → Yes",
      "Lightning: Unknown → Yes",
      "Platforms: Desktop → Desktop, Android",
    ]);
    expect(lines({ platforms: [] }, { platforms: ["web"] })).toEqual(["Platforms: Unknown → Web"]);
    expect(
      lines(
        { tor: null, validation: null, hardwareSigners: null, selfCustodialLightning: true },
        { tor: true, validation: "own-node", hardwareSigners: ["usb", "qr"], selfCustodialLightning: false },
      ),
    ).toEqual([
      "Tor support: Unknown → Yes",
      "Self-custodial Lightning: Yes → No",
      "Validation: Unknown → Can connect to your own node",
      "Hardware signers: Unknown → USB, QR",
    ]);
    expect(lines({ hardwareSigners: ["nfc"] }, { hardwareSigners: [] })).toEqual(["Hardware signers: NFC → None"]);
    expect(lines({ tor: true, openSource: false }, { tor: "not-applicable", openSource: "source-available" })).toEqual([
      "Open source: No → Source available",
      "Tor support: Yes → Not applicable",
    ]);
    expect(
      lines({ name: "Old", websiteUrl: "https://a.example" }, { name: "New", websiteUrl: "https://b.example" }),
    ).toEqual(["Name: Old → New", "Official website: https://a.example → https://b.example"]);
  });

  it("leaves out fields it does not list, values it does not know, and sides that read the same", () => {
    expect(
      lines({ description: "a", tags: ["x"], featured: false }, { description: "b", tags: [], featured: true }),
    ).toEqual([]);
    expect(lines({ kyc: "none" }, { kyc: "sometimes" })).toEqual([]);
    expect(lines({ platforms: ["web"] }, { platforms: ["web", "toaster"] })).toEqual([]);
    expect(lines({ openSource: "yes" }, { openSource: true })).toEqual([]);
    expect(lines({ lightning: null }, { lightning: undefined })).toEqual([]);
    expect(factChanges(null, null)).toEqual([]);
  });

  it("says what a listing and an archiving are, and links an archived tool's change to itself", () => {
    expect(changeLines("published", [])).toEqual(["Listed in the directory"]);
    expect(changeLines("archived", [])).toEqual(["Archived: no longer listed"]);
    expect(changeLines("updated", [])).toEqual([]);
    expect(changeHref({ id: "abc", toolSlug: "sparrow", toolArchived: false })).toBe("/tool/sparrow");
    expect(changeHref({ id: "abc", toolSlug: "sparrow", toolArchived: true })).toBe("/changes#change-abc");
  });
});
