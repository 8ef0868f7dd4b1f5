// The patched server render (patches/@remix-run+react+*.patch, patches/react-router-dom+*.patch):
// the route tree is made once per build and its data routes once per tree, not on every request.
import type { EntryContext } from "@remix-run/cloudflare";
import { RemixServer, useLoaderData } from "@remix-run/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter } from "react-router-dom/server";
import { expect, test } from "vitest";

function Greeting() {
  return createElement("p", null, `Hello ${useLoaderData<string>()}`);
}

async function staticContext(routes: Parameters<typeof createStaticHandler>[0], url: string) {
  const context = await createStaticHandler(routes).query(new Request(url));
  if (context instanceof Response) throw new Error(`answered ${context.status}`);
  return context;
}

test("a route tree's data routes are made once, and each request keeps its own state", async () => {
  const routes = [
    {
      id: "root",
      path: "/",
      children: [
        { id: "home", index: true },
        { id: "about", path: "about" },
      ],
    },
  ];
  const home = createStaticRouter(routes, await staticContext(routes, "http://site.test/"));
  const about = createStaticRouter(routes, await staticContext(routes, "http://site.test/about"));
  expect(about.routes).toBe(home.routes);
  expect(home.state.matches.map((match) => match.route.id)).toEqual(["root", "home"]);
  expect(about.state.matches.map((match) => match.route.id)).toEqual(["root", "about"]);
  expect(about.state.location.pathname).toBe("/about");
});

test("RemixServer builds the route tree from the manifest once and renders each request's data", async () => {
  let treeReads = 0;
  const manifestRoutes = new Proxy(
    {
      root: {
        id: "root",
        path: "",
        hasLoader: true,
        hasAction: false,
        hasClientAction: false,
        hasClientLoader: false,
        hasErrorBoundary: false,
        module: "/root.js",
      },
    },
    {
      ownKeys(target) {
        treeReads++;
        return Reflect.ownKeys(target);
      },
    },
  );
  const routeModules = {
    root: { default: Greeting },
  } as unknown as EntryContext["routeModules"];
  const render = async (greeting: string) => {
    const staticHandlerContext = await staticContext(
      [{ id: "root", path: "/", loader: () => greeting }],
      "http://site.test/",
    );
    const context = {
      manifest: {
        routes: manifestRoutes,
        entry: { module: "/entry.js", imports: [] },
        url: "/manifest.js",
        version: "1",
      },
      routeModules,
      staticHandlerContext,
      future: {},
      isSpaMode: false,
      serverHandoffString: "{}",
      serializeError: (error: Error) => ({ message: error.message }),
    } as unknown as EntryContext;
    return { html: renderToString(createElement(RemixServer, { context, url: "http://site.test/" })) };
  };
  const first = await render("one");
  const second = await render("two");
  expect(first.html).toContain("<p>Hello one</p>");
  expect(second.html).toContain("<p>Hello two</p>");
  expect(treeReads).toBe(1);
});
