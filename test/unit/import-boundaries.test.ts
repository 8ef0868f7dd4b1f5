// The import boundaries of eslint.config.js, tried on planted code: app/ never imports the Worker
// shell in functions/, and components take only types from app/server. And no module of the app
// or the Worker shell loads itself again through its imports (a cycle).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const RULE = "@typescript-eslint/no-restricted-imports";
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

// The first lint loads the whole ESLint config (typescript-eslint and its plugins): seconds on a busy machine.
describe("import boundaries", { timeout: 60_000 }, () => {
  it("a module under app/ may not import functions/, by subpath or by relative path", async () => {
    expect(await boundaryErrors("app/routes/planted.tsx", 'export { default } from "#functions/worker.ts";\n')).toEqual(
      [expect.stringContaining("app/ must not import functions/")],
    );
    expect(
      await boundaryErrors(
        "app/server/planted/planted.server.ts",
        'import { cached } from "../../functions/edge-cache.ts";\nexport const planted = cached;\n',
      ),
    ).toEqual([expect.stringContaining("app/ must not import functions/")]);
    expect(
      await boundaryErrors(
        "app/components/Planted.tsx",
        'import type { Env } from "#functions/worker.ts";\nexport type Planted = Env;\n',
      ),
    ).toHaveLength(1);
  });

  it("a component may not import server code, by subpath or by relative path", async () => {
    const errors = await boundaryErrors(
      "app/components/catalog/Planted.tsx",
      [
        'import { listTools } from "#app/server/catalog/tool-list.server.ts";',
        'import { openRequestDatabase } from "../../server/db/client.server.ts";',
        "export const planted = [listTools, openRequestDatabase];",
      ].join("\n"),
    );
    expect(errors).toEqual([
      expect.stringContaining("Components may import only types from app/server"),
      expect.stringContaining("Components may import only types from app/server"),
    ]);
  });

  it("a component may import a server module's types, and the Worker shell may import app/", async () => {
    expect(
      await boundaryErrors(
        "app/components/catalog/Planted.tsx",
        'import type { ToolSummary } from "#app/server/catalog/featured-tools.server.ts";\nexport type Planted = ToolSummary;\n',
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        "functions/planted.ts",
        'import { openRequestDatabase } from "#app/server/db/client.server.ts";\nexport const planted = openRequestDatabase;\n',
      ),
    ).toEqual([]);
  });
});

/** Every .ts and .tsx file under `folder`, by its path from the project root. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => normalize(join(entry.parentPath, entry.name)));
}

const TYPE_ONLY =
  /^(?:import|export)\s+type\b|^(?:import|export)\s*\{\s*(?:type\s+[\w$]+(?:\s+as\s+[\w$]+)?\s*,?\s*)+\}/;

/** The modules `file` loads when it runs (static and dynamic imports, re-exports), types left out. */
function runtimeImports(file: string): string[] {
  const code = readFileSync(file, "utf8");
  const statements = [
    ...code.matchAll(/^\s*((?:import|export)\b[^;]*?\bfrom\s*"([^"]+)")/gms),
    ...code.matchAll(/^\s*(import\s*"([^"]+)")/gm),
    ...code.matchAll(/(import\(\s*"([^"]+)"\s*\))/g),
  ];
  return statements
    .filter(([, statement]) => !TYPE_ONLY.test(statement!.trim()))
    .map(([, , specifier]) => specifier!)
    .map((specifier) =>
      specifier.startsWith("#app/") || specifier.startsWith("#functions/")
        ? specifier.slice(1)
        : specifier.startsWith(".")
          ? normalize(join(dirname(file), specifier))
          : "",
    )
    .filter((path) => path !== "" && existsSync(path));
}

/** The import cycles among `files`, each as the files it passes through. */
function importCycles(files: string[]): string[][] {
  const graph = new Map(files.map((file) => [file, runtimeImports(file)]));
  const cycles: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") cycles.push(path.slice(path.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, "done");
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles;
}

describe("import cycles", () => {
  it("finds a cycle through a dynamic import, and ignores type-only imports", () => {
    expect(TYPE_ONLY.test('import type { loader } from "#app/routes/x.tsx"')).toBe(true);
    expect(TYPE_ONLY.test('import { type A, type B as C } from "#app/lib/x.ts"')).toBe(true);
    expect(TYPE_ONLY.test('import { type A, b } from "#app/lib/x.ts"')).toBe(false);
    expect(runtimeImports("app/components/search/GlobalSearch.tsx")).toContain(
      normalize("app/components/search/SearchDialog.tsx"),
    );
  });

  it("the app and the Worker shell load no module that loads itself again", () => {
    expect(importCycles([...sourceFiles("app"), ...sourceFiles("functions")])).toEqual([]);
  });
});
