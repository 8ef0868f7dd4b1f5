import postgres from "postgres";
import { describe, expect, it } from "#test/support/fixtures.ts";

const ROLLBACK = new Error("rollback");

/** Runs `body` in a transaction that is always rolled back, so tests leave the seed untouched. */
async function inRolledBackTransaction(sql: postgres.Sql, body: (tx: postgres.TransactionSql) => Promise<void>) {
  try {
    await sql.begin(async (tx) => {
      await body(tx);
      throw ROLLBACK;
    });
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
}

async function categoryCount(tx: postgres.TransactionSql, slug: string): Promise<number> {
  const [row] = await tx<{ tool_count: number }[]>`SELECT tool_count FROM categories WHERE slug = ${slug}`;
  return row!.tool_count;
}

describe("the catalogue schema in Postgres", () => {
  it("holds the seeded catalogue", async ({ sql }) => {
    await inRolledBackTransaction(sql, async (tx) => {
      const [counts] = await tx<{ tools: number; categories: number; tags: number; posts: number; drafts: number }[]>`
        SELECT (SELECT count(*)::int FROM tools WHERE status = 'published') AS tools,
               (SELECT count(*)::int FROM categories) AS categories,
               (SELECT count(*)::int FROM tags) AS tags,
               (SELECT count(*)::int FROM blog_posts WHERE published) AS posts,
               (SELECT count(*)::int FROM blog_posts WHERE NOT published) AS drafts`;
      expect(counts!.tools).toBeGreaterThanOrEqual(150);
      expect(counts!.categories).toBeGreaterThanOrEqual(20);
      expect(counts!.tags).toBeGreaterThan(20);
      expect(counts!.posts).toBeGreaterThanOrEqual(8);
      expect(counts!.drafts).toBe(1);
    });
  });

  it("lists a tool's categories in order in tools_with_categories, primary first", async ({ sql }) => {
    await inRolledBackTransaction(sql, async (tx) => {
      const [tool] = await tx<{ id: string }[]>`
        INSERT INTO tools (name, slug, description, website_url, status)
        VALUES ('Test Wallet', 'test-wallet', 'A wallet for tests.', 'https://example.com', 'published') RETURNING id`;
      const cats = await tx<{ id: string; slug: string }[]>`
        SELECT id, slug FROM categories WHERE slug IN ('security-privacy', 'bitcoin-wallets')`;
      const bySlug = Object.fromEntries(cats.map((c) => [c.slug, c.id]));
      await tx`INSERT INTO tool_categories (tool_id, category_id, position) VALUES
        (${tool!.id}, ${bySlug["security-privacy"]!}, 1), (${tool!.id}, ${bySlug["bitcoin-wallets"]!}, 0)`;
      const [row] = await tx<{ category_names: string }[]>`
        SELECT category_names FROM tools_with_categories WHERE slug = 'test-wallet'`;
      expect(row!.category_names).toBe("Bitcoin Wallets,Security & Privacy");
    });
  });

  it("keeps categories.tool_count equal to the published tools in the category", async ({ sql }) => {
    await inRolledBackTransaction(sql, async (tx) => {
      const before = await categoryCount(tx, "mining");
      const [tool] = await tx<{ id: string }[]>`
        INSERT INTO tools (name, slug, description, website_url, status)
        VALUES ('Test Miner', 'test-miner', 'A miner for tests.', 'https://example.com', 'draft') RETURNING id`;
      await tx`INSERT INTO tool_categories (tool_id, category_id)
        SELECT ${tool!.id}, id FROM categories WHERE slug = 'mining'`;
      expect(await categoryCount(tx, "mining")).toBe(before);
      await tx`UPDATE tools SET status = 'published' WHERE id = ${tool!.id}`;
      expect(await categoryCount(tx, "mining")).toBe(before + 1);
      await tx`DELETE FROM tools WHERE id = ${tool!.id}`;
      expect(await categoryCount(tx, "mining")).toBe(before);
    });
  });

  it("rejects a duplicate slug, an unknown status and an unknown platform", async ({ sql }) => {
    const attempts = [
      sqlText`INSERT INTO tools (name, slug, description, website_url) VALUES ('Dup', 'bitcoin-core', 'd', 'https://x.test')`,
      sqlText`INSERT INTO tools (name, slug, description, website_url, status) VALUES ('S', 'status-x', 'd', 'https://x.test', 'live')`,
      sqlText`INSERT INTO tools (name, slug, description, website_url, platforms) VALUES ('P', 'platform-x', 'd', 'https://x.test', '{toaster}')`,
      sqlText`INSERT INTO tools (name, slug, description, website_url) VALUES ('Bad', 'Not A Slug', 'd', 'https://x.test')`,
    ];
    for (const statement of attempts) {
      await expect(inRolledBackTransaction(sql, (tx) => tx.unsafe(statement).then(() => undefined))).rejects.toThrow(
        /duplicate key|violates check constraint/,
      );
    }
  });

  it("stores tags trimmed and lower-cased, once each", async ({ sql }) => {
    await expect(
      inRolledBackTransaction(sql, (tx) => tx`INSERT INTO tags (name) VALUES (' Lightning ')`.then(() => undefined)),
    ).rejects.toThrow(/violates check constraint/);
    await expect(
      inRolledBackTransaction(sql, (tx) => tx`INSERT INTO tags (name) VALUES ('lightning')`.then(() => undefined)),
    ).rejects.toThrow(/duplicate key/);
  });

  it("keeps usernames unique regardless of case", async ({ sql }) => {
    await expect(
      inRolledBackTransaction(sql, async (tx) => {
        await tx`INSERT INTO profiles (id, username) VALUES ('u1', 'Satoshi'), ('u2', 'satoshi')`;
      }),
    ).rejects.toThrow(/duplicate key/);
  });
});

function sqlText(strings: TemplateStringsArray): string {
  return strings.join("");
}
