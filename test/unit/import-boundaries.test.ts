// The import boundaries of eslint.config.js, tried on planted code: app/ never imports the Worker
// shell in functions/, and components take only types from app/server.
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
