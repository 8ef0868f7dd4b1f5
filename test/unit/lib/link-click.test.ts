import { describe, expect, test } from "vitest";
import { linkNavigation, type LinkClick } from "#app/lib/link-click.ts";

const current = new URL("https://bitcointools.example/browse?sort=name");
const click = (overrides: Partial<LinkClick> = {}): LinkClick => ({
  button: 0,
  modified: false,
  defaultPrevented: false,
  href: "https://bitcointools.example/tool/sparrow-wallet",
  target: "",
  download: false,
  replace: false,
  ...overrides,
});

describe("which clicks on a site link navigate in the page", () => {
  test("a plain click goes to the link's path, query and fragment, adding a history entry", () => {
    expect(linkNavigation(click({ href: "https://bitcointools.example/blog?page=2#posts" }), current)).toEqual({
      path: "/blog?page=2#posts",
      replace: false,
    });
  });

  test("a link to the address shown, or one marked to replace, replaces the entry", () => {
    expect(linkNavigation(click({ href: current.href }), current)).toEqual({
      path: "/browse?sort=name",
      replace: true,
    });
    expect(linkNavigation(click({ replace: true }), current)?.replace).toBe(true);
  });

  test.each<[string, Partial<LinkClick>]>([
    ["a middle click", { button: 1 }],
    ["a click with a modifier key (new tab or window)", { modified: true }],
    ["a click a handler already took", { defaultPrevented: true }],
    ["a link into another window", { target: "_blank" }],
    ["a download", { download: true }],
    ["a link to another site", { href: "https://example.org/tool/sparrow-wallet" }],
    ["a link to the site over another scheme", { href: "http://bitcointools.example/tool/sparrow-wallet" }],
  ])("%s is left to the browser", (_, overrides) => {
    expect(linkNavigation(click(overrides), current)).toBeNull();
  });

  test("a link into this window by name is still navigated in the page", () => {
    expect(linkNavigation(click({ target: "_self" }), current)?.path).toBe("/tool/sparrow-wallet");
  });
});
