// Loads db/seed into a database. Idempotent: rows that exist (by slug, name or url) are left as
// they are, so editors' changes survive a second run.
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { yesNoFactColumnValues } from "#app/server/catalog/yes-no-facts.server.ts";
import { syncRepositoryReviews } from "#app/server/repositories/repository-reviews.server.ts";
import { brandLogoUrl } from "#scripts/lib/brand-logos.ts";
import { runMigrations } from "#scripts/lib/migrate.ts";
import { loadSeedContent, type SeedContent } from "#scripts/lib/seed-content.ts";
import { seedEtfs } from "#scripts/lib/seed-etfs.ts";
import { seedGlossary } from "#scripts/lib/seed-glossary.ts";
import { seededAboutMarkdown } from "#scripts/lib/seeded-about-markdown.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
export const EDITORIAL_PROFILE_ID = "editorial-team";

export async function seedDatabase(url: string, content: SeedContent = loadSeedContent()): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * DAY_MS);
  try {
    await sql.begin(async (transaction) => {
      // postgres.js types lose the tagged-template call on TransactionSql; it is the same API.
      const tx = transaction as unknown as postgres.Sql;
      for (const c of content.categories) {
        await tx`INSERT INTO categories (name, slug, description) VALUES (${c.name}, ${c.slug}, ${c.description})
          ON CONFLICT DO NOTHING`;
      }
      const categoryIds = new Map<string, string>(
        (await tx<{ id: string; name: string }[]>`SELECT id, name FROM categories`).map((r) => [r.name, r.id]),
      );

      const brandLogos = new Map(content.brandLogos.map((logo) => [logo.slug, logo]));
      const insertedSlugs = new Set<string>();
      for (const tool of content.tools) {
        const facts = yesNoFactColumnValues({
          ...tool.facts,
          openSource: tool.open_source,
          lightning: tool.lightning,
        });
        const logo = brandLogos.get(tool.slug);
        const [inserted] = await tx<{ id: string }[]>`
          INSERT INTO tools (name, slug, description, full_description, about_markdown, website_url, logo_url, features,
            featured, status, custody, kyc, open_source, lightning, platforms, bitcoin_only, validation,
            reproducible_builds, tor, coin_control, multisig, hardware_signers, custodial_lightning,
            self_custodial_lightning, not_applicable_facts, source_available, repository_url, repository_source_url,
            created_at, updated_at)
          VALUES (${tool.name}, ${tool.slug}, ${tool.description}, ${tool.full_description},
            ${seededAboutMarkdown(tool.full_description)}, ${tool.website_url},
            ${logo ? brandLogoUrl(tool.slug) : null}, ${tool.features.join("\n")}, ${tool.featured}, 'published',
            ${tool.custody}, ${tool.kyc}, ${facts.openSource}, ${facts.lightning}, ${tool.platforms},
            ${facts.bitcoinOnly}, ${tool.facts.validation}, ${facts.reproducibleBuilds}, ${facts.tor},
            ${facts.coinControl}, ${facts.multisig}, ${tool.facts.hardwareSigners}, ${facts.custodialLightning},
            ${facts.selfCustodialLightning}, ${facts.notApplicableFacts}, ${facts.sourceAvailable},
            ${tool.repositoryUrl}, ${tool.repositorySourceUrl}, ${daysAgo(tool.created_days_ago)},
            ${daysAgo(tool.created_days_ago)})
          ON CONFLICT (slug) DO NOTHING
          RETURNING id`;
        if (!inserted) continue;
        insertedSlugs.add(tool.slug);
        // Its listing is in the history (and so in the public changelog) on the day it was added.
        await tx`INSERT INTO audit_log (actor_id, actor_email, entity_type, entity_id, entity_label, action, before, after, created_at)
          VALUES (${EDITORIAL_PROFILE_ID}, 'Seeded catalogue', 'tool', ${inserted.id}, ${tool.name}, 'published',
            ${tx.json({ status: "draft" })}, ${tx.json({ status: "published" })}, ${daysAgo(tool.created_days_ago)})`;
        const snapshot = tool.repositorySnapshot;
        if (tool.repositoryUrl && snapshot) {
          // Read from a snapshot: the hourly repository check replaces these with GitHub's own figures.
          const release = snapshot.release;
          await tx`INSERT INTO tool_repository_stats (tool_id, repository_url, last_read_at, last_outcome,
              figures_read_at, pushed_at, license_spdx_id, release_tag, release_published_at, release_url, snapshot_commit)
            VALUES (${inserted.id}, ${tool.repositoryUrl}, ${snapshot.readOn}, 'ok', ${snapshot.readOn},
              ${snapshot.lastCommitAt}, ${snapshot.license}, ${release?.tag ?? null}, ${release?.publishedAt ?? null},
              ${release ? `${tool.repositoryUrl}/releases/tag/${encodeURI(release.tag)}` : null}, ${snapshot.commit})`;
        }
        if (logo) {
          await tx`INSERT INTO tool_image_origins (tool_id, kind, source, source_url, license)
            VALUES (${inserted.id}, 'logo', 'package', ${logo.sourceUrl}, ${logo.license})`;
        }
        for (const source of tool.sources) {
          await tx`INSERT INTO tool_fact_sources (tool_id, facet, source_url, verified_on)
            VALUES (${inserted.id}, ${source.facet}, ${source.sourceUrl}, ${source.verifiedOn})`;
        }
        for (const [position, name] of tool.categories.entries()) {
          await tx`INSERT INTO tool_categories (tool_id, category_id, position)
            VALUES (${inserted.id}, ${categoryIds.get(name)!}, ${position})`;
        }
        for (const tag of tool.tags) {
          const [row] = await tx<{ id: string }[]>`
            INSERT INTO tags (name) VALUES (${tag}) ON CONFLICT (name) DO UPDATE SET name = excluded.name RETURNING id`;
          await tx`INSERT INTO tool_tags (tool_id, tag_id) VALUES (${inserted.id}, ${row!.id})`;
        }
      }

      // Lifecycles last: a successor is another seeded tool.
      for (const tool of content.tools) {
        const ended = tool.lifecycle;
        if (!ended || !insertedSlugs.has(tool.slug)) continue;
        await tx`UPDATE tools SET lifecycle = ${ended.lifecycle}, lifecycle_date = ${ended.date},
            lifecycle_source_url = ${ended.source},
            successor_tool_id = (SELECT id FROM tools WHERE slug = ${ended.successor ?? null})
          WHERE slug = ${tool.slug}`;
      }

      await tx`INSERT INTO profiles (id, username, full_name) VALUES (${EDITORIAL_PROFILE_ID}, 'editors', 'Editorial Team')
        ON CONFLICT DO NOTHING`;
      for (const c of content.blogCategories) {
        await tx`INSERT INTO blog_categories (name, slug) VALUES (${c.name}, ${c.slug}) ON CONFLICT DO NOTHING`;
      }
      const blogCategoryIds = new Map<string, string>(
        (await tx<{ id: string; name: string }[]>`SELECT id, name FROM blog_categories`).map((r) => [r.name, r.id]),
      );
      for (const post of content.posts) {
        const publishedAt = post.published_days_ago === null ? null : daysAgo(post.published_days_ago);
        const [inserted] = await tx<{ id: string }[]>`
          INSERT INTO blog_posts (title, slug, content, excerpt, featured_image, published, published_at, author_id,
            tags, created_at, updated_at)
          VALUES (${post.title}, ${post.slug}, ${post.content}, ${post.excerpt}, ${post.featured_image},
            ${post.published}, ${publishedAt}, ${EDITORIAL_PROFILE_ID}, ${post.tags},
            ${publishedAt ?? new Date(now)}, ${publishedAt ?? new Date(now)})
          ON CONFLICT (slug) DO NOTHING
          RETURNING id`;
        if (!inserted) continue;
        for (const name of post.categories) {
          await tx`INSERT INTO blog_post_categories (post_id, category_id) VALUES (${inserted.id}, ${blogCategoryIds.get(name)!})`;
        }
      }

      for (const [position, r] of content.learningResources.entries()) {
        await tx`INSERT INTO learning_resources (title, url, kind, author, description, position)
          VALUES (${r.title}, ${r.url}, ${r.kind}, ${r.author ?? null}, ${r.description}, ${position})
          ON CONFLICT (url) DO NOTHING`;
      }
      await seedEtfs(tx);

      await seedGlossary(tx, content.glossary);
    });
    // What the snapshots say (a licence that contradicts "open source", no release in two years)
    // waits in the editors' queue as a read's would, without mailing anyone about the seed.
    await syncRepositoryReviews(drizzle(sql), new Date(), undefined, { announce: false });
  } finally {
    await sql.end();
  }
}

/**
 * True when the catalogue has no rows yet (a new database), or the glossary or the ETF list has
 * none (a database from before they moved into it; the seed leaves everything else as it is).
 */
export async function isEmpty(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ empty: boolean }[]>`
      SELECT NOT EXISTS (SELECT 1 FROM categories) OR NOT EXISTS (SELECT 1 FROM glossary_terms)
        OR NOT EXISTS (SELECT 1 FROM etfs) AS empty`;
    return row!.empty;
  } finally {
    await sql.end();
  }
}

/** Brings a database's schema up to date, and seeds it when it is new: what every local run starts with. */
export async function migrateAndSeed(url: string): Promise<void> {
  await runMigrations(url);
  if (await isEmpty(url)) await seedDatabase(url);
}

/** A copy of the database at `url` as it is now, named `name` (replaced if it exists); answers its URL. */
export async function copyDatabase(url: string, name: string): Promise<string> {
  const source = new URL(url).pathname.slice(1);
  // A database is copied while no session is connected to it: this one goes through the maintenance database.
  const maintenance = new URL(url);
  maintenance.pathname = "/postgres";
  const sql = postgres(maintenance.href, { max: 1, onnotice: () => {} });
  try {
    await sql`DROP DATABASE IF EXISTS ${sql(name)}`;
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ${source}`;
    await sql`CREATE DATABASE ${sql(name)} TEMPLATE ${sql(source)}`;
  } finally {
    await sql.end();
  }
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return copy.href;
}
