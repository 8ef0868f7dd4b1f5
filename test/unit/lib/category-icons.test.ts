import { describe, expect, it } from "vitest";
import { categoryIconKey } from "#app/lib/category-icons.ts";

describe("category icons", () => {
  it.each([
    ["Trading & Exchange", "trading"],
    ["Bitcoin Wallets", "wallet"],
    ["Payment Solutions", "payment"],
    ["Security & Privacy", "security"],
    ["NFTs & Marketplaces", "nft"],
    ["Merchant Services", "merchant"],
    ["ATM", "atm"],
    ["DeFi", "defi"],
    ["Remittances", "remittances"],
  ])("%s uses the %s icon", (name, key) => {
    expect(categoryIconKey(name)).toBe(key);
  });

  it("falls back to the default icon", () => {
    expect(categoryIconKey("Development & Infrastructure")).toBe("default");
  });
});
