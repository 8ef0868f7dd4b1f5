// The patched route matching (patches/@remix-run+router+*.patch): the first-segment index must find
// exactly the match that trying every ranked branch finds.
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, test } from "vitest";

const routes: AgnosticRouteObject[] = [
  {
    id: "root",
    path: "",
    children: [
      { id: "home", index: true },
      { id: "sign-in", path: "sign-in" },
      { id: "tool", path: "tool/:slug" },
      { id: "alternatives", path: "tool/:slug/alternatives" },
      { id: "sitemap", path: "sitemap.xml" },
      { id: "exact-case", path: "About", caseSensitive: true },
      { id: "admin", path: "admin", children: [{ id: "admin-tools", path: "tools/:id" }] },
      { id: "optional", path: ":lang?/guide" },
      { id: "page", path: ":page" },
      { id: "splat", path: "*" },
    ],
  },
];

const matched = (pathname: string) => matchRoutes(routes, pathname)?.map((match) => match.route.id);

describe("route matching through the first-segment index", () => {
  test.each([
    ["/", ["root", "home"]],
    ["/sign-in", ["root", "sign-in"]],
    ["/SIGN-IN/", ["root", "sign-in"]],
    ["/tool/sparrow", ["root", "tool"]],
    ["/tool/sparrow/alternatives", ["root", "alternatives"]],
    ["/sitemap.xml", ["root", "sitemap"]],
    ["/sitemapxxml", ["root", "page"]],
    ["/About", ["root", "exact-case"]],
    ["/about", ["root", "page"]],
    ["/admin/tools/7", ["root", "admin", "admin-tools"]],
    ["/guide", ["root", "optional"]],
    ["/en/guide", ["root", "optional"]],
    ["/anything", ["root", "page"]],
    ["/tool", ["root", "page"]],
    ["/tool/a/b/c", ["root", "splat"]],
    ["//sign-in", ["root", "splat"]],
    ["/%E2%84%AA", ["root", "page"]],
  ])("%s matches %j", (pathname, ids) => {
    expect(matched(pathname)).toEqual(ids);
  });

  test("the same tree answers repeated and mixed matches alike", () => {
    for (let i = 0; i < 3; i++) {
      expect(matched("/tool/x")).toEqual(["root", "tool"]);
      expect(matched("/nope/deeper")).toEqual(["root", "splat"]);
    }
  });
});
