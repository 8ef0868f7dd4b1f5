import { describe, expect, it } from "vitest";
import { buttonKeyAction, itemKeyAction, typeaheadMatch, TYPEAHEAD_RESET_MS } from "#app/lib/menu-keys.ts";

const LABELS = ["Analytics", "Apps", "Banking", "Merchant Services", "Mining", "Mortgages", "Yield"];
const on = (key: string, index: number, buffer = "", modified = false) =>
  itemKeyAction(key, { index, labels: LABELS, buffer, modified });

describe("the menu's button", () => {
  it("opens on Enter, Space and Down Arrow at the first item, on Up Arrow at the last", () => {
    for (const key of ["Enter", " ", "ArrowDown"]) {
      expect(buttonKeyAction(key, false)).toEqual({ kind: "open", focus: "first" });
      expect(buttonKeyAction(key, true)).toEqual({ kind: "open", focus: "first" });
    }
    expect(buttonKeyAction("ArrowUp", false)).toEqual({ kind: "open", focus: "last" });
  });

  it("closes an open menu on Escape", () => {
    expect(buttonKeyAction("Escape", true)).toEqual({ kind: "close" });
    expect(buttonKeyAction("Escape", false)).toBeNull();
  });

  it("leaves Tab and letters to the browser", () => {
    for (const key of ["Tab", "a"]) expect(buttonKeyAction(key, false)).toBeNull();
  });
});

describe("inside the open menu", () => {
  it("moves with the arrows, wrapping at both ends", () => {
    expect(on("ArrowDown", 0)).toEqual({ kind: "focus", index: 1 });
    expect(on("ArrowDown", 6)).toEqual({ kind: "focus", index: 0 });
    expect(on("ArrowUp", 3)).toEqual({ kind: "focus", index: 2 });
    expect(on("ArrowUp", 0)).toEqual({ kind: "focus", index: 6 });
  });

  it("goes to the first item on Home and the last on End", () => {
    expect(on("Home", 4)).toEqual({ kind: "focus", index: 0 });
    expect(on("End", 1)).toEqual({ kind: "focus", index: 6 });
  });

  it("closes on Escape", () => {
    expect(on("Escape", 2)).toEqual({ kind: "close" });
  });

  it("chooses the item on Space, unless letters are being typed", () => {
    expect(on(" ", 2)).toEqual({ kind: "activate" });
    expect(on(" ", 3, "merchant")).toEqual({ kind: "typeahead", buffer: "merchant ", index: null });
  });

  it("leaves Enter and modified keys to the browser", () => {
    expect(on("Enter", 2)).toBeNull();
    expect(on("c", 2, "", true)).toBeNull();
  });

  it("lets Tab and Shift+Tab move focus on, closing the menu behind it", () => {
    expect(on("Tab", 2)).toEqual({ kind: "leave" });
    expect(on("Tab", 2, "", true)).toEqual({ kind: "leave" });
  });

  it("adds a typed letter to the buffer and finds the next item starting with it", () => {
    expect(on("m", 0)).toEqual({ kind: "typeahead", buffer: "m", index: 3 });
    expect(on("o", 3, "m")).toEqual({ kind: "typeahead", buffer: "mo", index: 5 });
    expect(on("z", 3)).toEqual({ kind: "typeahead", buffer: "z", index: null });
  });
});

describe("type-ahead", () => {
  it("forgets the typed letters after one second", () => {
    expect(TYPEAHEAD_RESET_MS).toBe(1000);
  });

  it("moves on to the next match of one letter, wrapping, case aside", () => {
    expect(typeaheadMatch(LABELS, 0, "m")).toBe(3);
    expect(typeaheadMatch(LABELS, 3, "m")).toBe(4);
    expect(typeaheadMatch(LABELS, 5, "M")).toBe(3);
    expect(typeaheadMatch(LABELS, 2, "a")).toBe(0);
  });

  it("cycles through the items of a letter typed again and again", () => {
    expect(typeaheadMatch(LABELS, 3, "mm")).toBe(4);
    expect(typeaheadMatch(LABELS, 4, "mmm")).toBe(5);
  });

  it("keeps the focused item while several letters still match it", () => {
    expect(typeaheadMatch(LABELS, 4, "min")).toBeNull();
    expect(typeaheadMatch(LABELS, 3, "mor")).toBe(5);
  });

  it("finds nothing when no other item matches", () => {
    expect(typeaheadMatch(LABELS, 0, "q")).toBeNull();
    expect(typeaheadMatch(LABELS, 6, "y")).toBeNull();
  });
});
