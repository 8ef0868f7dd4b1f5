import { describe, expect, it } from "vitest";
import { forgetMemos, memoize, rememberRecentResults } from "#app/server/memo.server.ts";

describe("rememberRecentResults", () => {
  it("computes once per input and gives the same result again", () => {
    const inputs: string[] = [];
    const shout = rememberRecentResults(2, (text: string) => {
      inputs.push(text);
      return text.toUpperCase();
    });
    expect(shout("a")).toBe("A");
    expect(shout("a")).toBe("A");
    expect(shout("b")).toBe("B");
    expect(inputs).toEqual(["a", "b"]);
  });

  it("keeps only the latest inputs, dropping the oldest first", () => {
    const inputs: string[] = [];
    const length = rememberRecentResults(2, (text: string) => {
      inputs.push(text);
      return text.length;
    });
    length("one");
    length("two");
    length("three"); // "one" is dropped
    length("two");
    length("one");
    expect(inputs).toEqual(["one", "two", "three", "one"]);
  });
});

describe("memoize", () => {
  it("keeps a read's result for its time, and shares no read still under way", async () => {
    forgetMemos();
    let reads = 0;
    const read = () => memoize("memo-test", 60_000, async () => ++reads);
    // Two requests that miss together each read: neither waits on the other's I/O.
    expect(await Promise.all([read(), read()])).toEqual([1, 2]);
    expect(await read()).toBe(2);
    forgetMemos();
    expect(await read()).toBe(3);
  });

  it("keeps nothing from a failed read", async () => {
    forgetMemos();
    await expect(memoize("memo-fail", 60_000, () => Promise.reject(new Error("away")))).rejects.toThrow("away");
    expect(await memoize("memo-fail", 60_000, async () => "back")).toBe("back");
  });
});
