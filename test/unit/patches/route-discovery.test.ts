// The patched router (patches/@remix-run+router+*.patch): routes found ahead of a navigation (Remix's
// lazy route discovery) join the tree without a state update, which would render the page again.
import { createMemoryHistory, createRouter, type Router, type RouterState } from "@remix-run/router";
import { afterEach, expect, test } from "vitest";

let router: Router | undefined;
afterEach(() => router?.dispose());

test("a discovered route joins the tree silently and the next navigation reaches it", async () => {
  router = createRouter({
    history: createMemoryHistory({ initialEntries: ["/"] }),
    routes: [
      { id: "root", path: "", loader: () => "root", children: [{ id: "home", index: true, loader: () => "home" }] },
    ],
    hydrationData: { loaderData: { root: "root", home: "home" } },
  }).initialize();
  const updates: RouterState[] = [];
  router.subscribe((state) => updates.push(state));

  router.patchRoutes("root", [{ id: "tool", path: "tool/:slug", loader: ({ params }) => `tool ${params.slug}` }]);
  expect(updates).toEqual([]);
  expect(router.routes[0]?.children?.map((route) => route.id)).toEqual(["home", "tool"]);

  await router.navigate("/tool/sparrow");
  expect(router.state.matches.map((match) => match.route.id)).toEqual(["root", "tool"]);
  expect(router.state.loaderData.tool).toBe("tool sparrow");
  expect(updates.length).toBeGreaterThan(0);
});
