import { describe, expect, it } from "vitest";
import { anchorFor } from "#app/lib/anchor-target.ts";

const ids = ["top", "letter-A", "letter-B", "letter-0-9", "hardware-wallet", "bitcoin"];

describe("the anchor an address's hash names", () => {
  it.each([
    ["#letter-B", "letter-B"],
    ["#letter-b", "letter-B"],
    ["#b", "letter-B"],
    ["#B", "letter-B"],
    ["#Hardware-Wallet", "hardware-wallet"],
    ["#hardware%2Dwallet", "hardware-wallet"],
    ["#BITCOIN", "bitcoin"],
    ["#letter-0-9", "letter-0-9"],
  ])("%s is %s", (hash, id) => {
    expect(anchorFor(hash, ids)).toBe(id);
  });

  it.each(["", "#", "#z", "#nothing-here", "#%E0%A4%A"])("%s is none", (hash) => {
    expect(anchorFor(hash, ids)).toBeNull();
  });
});
