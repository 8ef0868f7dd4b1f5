import { describe, expect, it } from "vitest";
import { rememberRecentResults } from "#app/server/memo.server.ts";

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
