// No route reads a value of a server-only module in its browser code, where that module is empty.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { serverValuesInBrowser } from "#scripts/lib/server-values-in-browser.ts";

const ROUTES = "app/routes";
const routeFiles = readdirSync(ROUTES).flatMap((entry) => {
  const path = join(ROUTES, entry);
  if (!statSync(path).isDirectory()) return /\.tsx?$/.test(entry) ? [path] : [];
  return readdirSync(path)
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(path, name));
});

describe("server values in a route's browser code", () => {
  it("are found when the page, meta or a helper they call reads one", () => {
    const planted = `
      import { NOT_FOUND, findThing } from "#app/server/things/find-thing.server.ts";
      import type { Thing } from "#app/server/things/thing.server.ts";
      import { LIMIT } from "#app/lib/things.ts";
      const titleOf = (thing?: Thing) => thing?.name ?? NOT_FOUND;
      export async function loader() { return findThing(LIMIT); }
      export const meta = ({ data }: { data?: Thing }) => [{ title: titleOf(data) }];
      export default function Page() { return null; }
    `;
    expect(serverValuesInBrowser("planted.tsx", planted)).toEqual([
      "#app/server/things/find-thing.server.ts: NOT_FOUND",
    ]);
  });

  it("are not counted in the loader, the action, the headers or a type", () => {
    const planted = `
      import { findThing, SHOWN } from "#app/server/things/find-thing.server.ts";
      const load = () => findThing(SHOWN);
      export async function loader() { return load(); }
      export const action = async () => findThing(1);
      export default function Page({ data }: { data: Awaited<ReturnType<typeof findThing>> }) { return null; }
    `;
    expect(serverValuesInBrowser("planted.tsx", planted)).toEqual([]);
  });

  it("are none in any route", () => {
    const found = routeFiles.flatMap((path) =>
      serverValuesInBrowser(path, readFileSync(path, "utf8")).map((value) => `${path}: ${value}`),
    );
    expect(found).toEqual([]);
  });
});
