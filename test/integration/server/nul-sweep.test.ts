// A NUL (or a percent-encoding that decodes to nothing valid) in any path segment or query of any
// route is refused with a 400 before a route runs, for visitors and admins alike: Postgres text
// refuses U+0000, so a NUL that reached a query used to be a 500.
import { describe, expect, it } from "#test/support/fixtures.ts";
import * as build from "#build/index.js";
import { get } from "#test/support/worker.ts";

interface ManifestRoute {
  id: string;
  path?: string;
  parentId?: string;
}

const routes = (build as unknown as { routes: Record<string, ManifestRoute> }).routes;

function fullPath(route: ManifestRoute): string {
  const parent = route.parentId ? routes[route.parentId] : undefined;
  const own = route.path ?? "";
  return parent ? [fullPath(parent), own].filter(Boolean).join("/") : own;
}

const PARAMETER = /(^|\/)(:[A-Za-z]+\??|\*)/g;

/** Every route's URL with each dynamic segment, in turn, holding `value` (a static route as it is). */
function urlsOf(value: string): string[] {
  const paths = new Set(Object.values(routes).map(fullPath));
  const urls = new Set<string>();
  for (const path of paths) {
    const filled = path.replace(PARAMETER, `$1${value}`);
    urls.add(`/${filled}`);
  }
  return [...urls];
}

const QUERY_NAMES = ["q", "page", "category", "tag", "sort", "status", "redirectTo", "notice", "kind"];

describe("a NUL anywhere in a GET", () => {
  it.each([
    "/bitcoin-terms-dictionary?q=%00",
    "/blog?category=%00",
    "/tool/a%00b/report",
    "/blog/category/a%00b",
    "/admin/blog?q=%00",
    "/%00",
    "/search?%00=a",
    "/blog?category=%E0%A4%A",
    "/tool/%ED%A0%80",
  ])("%s is a 400 with the site's error page", async (path) => {
    const { response, html } = await get(path);
    expect(response.status).toBe(400);
    expect(html).toContain("The address contains a character that is not allowed.");
  });

  it("is never a 500 on any route, in any segment or query, for a visitor or an admin", async ({ admin }) => {
    const paths = urlsOf("a%00b");
    expect(paths.length).toBeGreaterThan(80);
    const answers: string[] = [];
    for (const path of paths) {
      const plain = path.replace(/a%00b/g, "a");
      const queries = [
        ...(path === plain ? [] : [path]),
        ...QUERY_NAMES.map((name) => `${plain}?${name}=%00`),
        `${plain}?${QUERY_NAMES[0]}=x%00`,
      ];
      for (const url of queries) {
        for (const headers of [{}, { Cookie: admin.cookie }] as Record<string, string>[]) {
          const { response } = await get(url, { headers });
          if (response.status >= 500) answers.push(`${url} ${response.status}`);
          if (response.status !== 400) answers.push(`${url} ${response.status}, not 400`);
        }
      }
    }
    expect(answers).toEqual([]);
  }, 300_000);
});
