// Reads and validates the seed files in db/seed. A malformed file stops the seed with a clear
// message instead of writing half a catalogue.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { z } from "zod";
import { SEEDED_ABOUT_HTML } from "#scripts/lib/seeded-about-markdown.ts";
import {
  CUSTODY_VALUES,
  FACT_KEYS,
  HARDWARE_SIGNER_VALUES,
  KYC_VALUES,
  NOT_APPLICABLE,
  PLATFORM_VALUES,
  SOURCE_AVAILABLE,
  VALIDATION_VALUES,
  YES_NO_FACET_KEYS,
  type FactKey,
  type HardwareSigner,
  type Kyc,
  type Validation,
  type YesNoFacet,
  type YesNoValue,
} from "#app/lib/tool-facets.ts";
import { canonicalRepositoryUrl } from "#app/lib/tool-repository.ts";
import { TOOL_LIFECYCLES } from "#app/lib/tool-lifecycle.ts";
import { normalizeTag } from "#app/lib/topics.ts";
import { readBrandLogoOrigins, type BrandLogoOrigin } from "#scripts/lib/brand-logos.ts";

const SEED_DIR = "db/seed";
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

const categorySchema = z.object({ name: z.string().min(2), slug, description: z.string().min(10) });

const toolFileSchema = z.object({
  slug,
  name: z.string().min(1),
  website_url: z.url({ protocol: /^https$/ }),
  description: z.string().min(20).max(300),
  full_description: z.string().regex(SEEDED_ABOUT_HTML, "paragraphs with bold words, nothing else"),
  features: z
    .array(z.string().regex(/^[^-]+ - .+/, "features are 'Title - description'"))
    .min(3)
    .max(6),
  tags: z
    .array(z.string().regex(/^[a-z0-9][a-z0-9 &.+-]*$/))
    .min(2)
    .max(6),
  categories: z.array(z.string()).min(1).max(3),
  platforms: z.array(z.enum(PLATFORM_VALUES)),
  open_source: z.union([z.boolean(), z.literal(SOURCE_AVAILABLE)]).nullable(),
  custody: z.enum(CUSTODY_VALUES).nullable(),
  lightning: z.boolean().nullable(),
  kyc: z.enum(KYC_VALUES).optional(),
});

/** db/seed/tool-facts.json: by tool slug, each fact's source and day verified, and the new facets' values. */
const factSourceSchema = { source: z.url({ protocol: /^https$/ }), verifiedOn: z.iso.date() };
const factValueSchemas = {
  validation: z.enum(VALIDATION_VALUES),
  hardwareSigners: z.array(z.enum(HARDWARE_SIGNER_VALUES)),
  ...Object.fromEntries(YES_NO_FACET_KEYS.map((key) => [key, z.union([z.boolean(), z.literal(NOT_APPLICABLE)])])),
} as Partial<Record<FactKey, z.ZodType>>;
const toolFactsSchema = z.record(
  slug,
  z.partialRecord(z.enum(FACT_KEYS), z.object({ ...factSourceSchema, value: z.unknown().optional() }).strict()),
);

/**
 * db/seed/tool-repositories.json: by tool slug, its main repository (the app a user installs) and
 * the public source that names it, pinned to a commit, never guessed (a tool no source names a
 * repository for has `repositoryUrl: null` and a note saying why); and what a snapshot of the
 * repository said on the day it was read, so a new site shows its release and last code change
 * before the hourly read reaches it. `logoPath` is the tool's logo in the repository at that commit.
 */
const pinnedSource = z.url({ protocol: /^https$/ }).regex(/\/blob\/[0-9a-f]{40}\//, "not pinned to a commit");
const repositorySnapshotSchema = z
  .object({
    readOn: z.iso.date(),
    commit: z.string().regex(/^[0-9a-f]{40}$/),
    lastCommitAt: z.iso.datetime({ offset: true }),
    release: z.object({ tag: z.string().min(1).max(200), publishedAt: z.iso.datetime({ offset: true }) }).nullable(),
    license: z
      .string()
      .regex(/^[A-Za-z0-9.+-]+$/)
      .nullable(),
  })
  .strict();
const toolRepositoriesSchema = z.record(
  slug,
  z.union([
    z
      .object({
        repositoryUrl: z
          .string()
          .refine(
            (url) => canonicalRepositoryUrl(url) === url,
            "not a repository address on GitHub, gitlab.com or codeberg.org",
          ),
        source: pinnedSource,
        snapshot: repositorySnapshotSchema.optional(),
        logoPath: z.string().min(1).optional(),
      })
      .strict(),
    z.object({ repositoryUrl: z.null(), note: z.string().min(20), source: pinnedSource.optional() }).strict(),
  ]),
);
export type SeedRepositorySnapshot = z.infer<typeof repositorySnapshotSchema>;

/**
 * db/seed/tool-lifecycles.json: by tool slug, the tools that ended or are no longer sold, with the
 * source that says so, the day where it gives one, and the listed tool that replaces them.
 */
const toolLifecyclesSchema = z.record(
  slug,
  z
    .object({
      lifecycle: z.enum(TOOL_LIFECYCLES).exclude(["active"]),
      date: z.iso.date().nullable(),
      source: pinnedSource,
      successor: slug.optional(),
      successorSource: pinnedSource.optional(),
    })
    .strict(),
);
export type SeedLifecycle = z.infer<typeof toolLifecyclesSchema>[string];

/** The facts the seed states beyond the tool files' own (null: not known), and their sources. */
export type SeedFacts = Record<Exclude<YesNoFacet, "openSource" | "lightning">, YesNoValue> & {
  validation: Validation | null;
  hardwareSigners: HardwareSigner[] | null;
};
export type SeedFactSource = { facet: FactKey; sourceUrl: string; verifiedOn: string };

const postFileSchema = z.object({
  slug,
  title: z.string().min(5),
  excerpt: z.string().min(20),
  categories: z.array(z.string()).min(1),
  tags: z.array(z.string()).min(1),
  featured_image: z.string().startsWith("/images/blog/"),
  published: z.boolean(),
  published_days_ago: z.number().int().min(0).nullable(),
});

const learningResourceSchema = z.object({
  title: z.string().min(2),
  url: z.url(),
  kind: z.string(),
  author: z.string().optional(),
  description: z.string().min(15),
});

const glossaryTermSchema = z.object({
  term: z.string().min(1),
  slug,
  definition: z.string().min(20),
  related: z.array(slug),
});

const highlightsSchema = z.object({
  featured: z.array(slug),
  addedThisWeek: z.record(slug, z.number().int().min(0).max(6)),
});

export type SeedTool = Omit<z.infer<typeof toolFileSchema>, "kyc"> & {
  kyc: Kyc | null;
  facts: SeedFacts;
  sources: SeedFactSource[];
  repositoryUrl: string | null;
  repositorySourceUrl: string | null;
  repositorySnapshot: SeedRepositorySnapshot | null;
  lifecycle: SeedLifecycle | null;
  featured: boolean;
  created_days_ago: number;
};
export type SeedPost = z.infer<typeof postFileSchema> & { content: string };

export interface SeedContent {
  categories: z.infer<typeof categorySchema>[];
  tools: SeedTool[];
  blogCategories: { name: string; slug: string }[];
  posts: SeedPost[];
  learningResources: z.infer<typeof learningResourceSchema>[];
  glossary: z.infer<typeof glossaryTermSchema>[];
  /** Tools whose logo an icon package carries (db/seed/tool-logos.json). */
  brandLogos: BrandLogoOrigin[];
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, "utf8"));
}

function listFiles(dir: string, suffix: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(suffix))
    .sort()
    .map((f) => `${dir}/${f}`);
}

function parse<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`${where}: ${z.prettifyError(result.error)}`);
  return result.data;
}

/** A stable spread of creation dates over the past year, from the slug. */
function daysAgoFor(slugValue: string): number {
  let hash = 0;
  for (const ch of slugValue) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return 8 + (hash % 355);
}

function repositoryOf(entry: z.infer<typeof toolRepositoriesSchema>[string] | undefined) {
  if (!entry?.repositoryUrl) return { repositoryUrl: null, repositorySourceUrl: null, repositorySnapshot: null };
  return {
    repositoryUrl: entry.repositoryUrl,
    repositorySourceUrl: entry.source,
    repositorySnapshot: entry.snapshot ?? null,
  };
}

/** A tool's entry of tool-facts.json: the new facets' values (checked) and every fact's source. */
function seedFactsOf(entry: z.infer<typeof toolFactsSchema>[string], where: string) {
  const facts: Record<string, unknown> = {
    ...Object.fromEntries(YES_NO_FACET_KEYS.map((key) => [key, null])),
    validation: null,
    hardwareSigners: null,
  };
  delete facts.openSource;
  delete facts.lightning;
  const sources: SeedFactSource[] = [];
  for (const key of FACT_KEYS) {
    const fact = entry[key];
    if (!fact) continue;
    if (fact.value !== undefined) {
      if (!(key in facts)) throw new Error(`${where}: the value of ${key} belongs in the tool's file`);
      facts[key] = parse(factValueSchemas[key]!, fact.value, `${where}.${key}`);
    }
    sources.push({ facet: key, sourceUrl: fact.source, verifiedOn: fact.verifiedOn });
  }
  return { facts: facts as SeedFacts, sources };
}

export function loadSeedContent(): SeedContent {
  const categories = parse(z.array(categorySchema), readJson(`${SEED_DIR}/categories.json`), "categories.json");
  const categoryNames = new Set(categories.map((c) => c.name));
  const highlights = parse(highlightsSchema, readJson(`${SEED_DIR}/highlights.json`), "highlights.json");
  const featured = new Set(highlights.featured);

  const toolFacts = parse(toolFactsSchema, readJson(`${SEED_DIR}/tool-facts.json`), "tool-facts.json");
  const repositories = parse(
    toolRepositoriesSchema,
    readJson(`${SEED_DIR}/tool-repositories.json`),
    "tool-repositories.json",
  );
  const lifecycles = parse(toolLifecyclesSchema, readJson(`${SEED_DIR}/tool-lifecycles.json`), "tool-lifecycles.json");
  const tools = listFiles(`${SEED_DIR}/tools`, ".json").flatMap((file) =>
    parse(z.array(toolFileSchema), readJson(file), file).map((tool): SeedTool => {
      for (const name of tool.categories) {
        if (!categoryNames.has(name)) throw new Error(`${file}: ${tool.slug} has unknown category '${name}'`);
      }
      return {
        ...tool,
        tags: [...new Set(tool.tags.map(normalizeTag))],
        kyc: tool.kyc ?? null,
        ...seedFactsOf(toolFacts[tool.slug] ?? {}, `tool-facts.json: ${tool.slug}`),
        ...repositoryOf(repositories[tool.slug]),
        lifecycle: lifecycles[tool.slug] ?? null,
        featured: featured.has(tool.slug),
        created_days_ago: highlights.addedThisWeek[tool.slug] ?? daysAgoFor(tool.slug),
      };
    }),
  );

  for (const slug of Object.keys(repositories))
    if (!tools.some((tool) => tool.slug === slug)) throw new Error(`tool-repositories.json: no tool '${slug}'`);
  for (const [slugValue, entry] of Object.entries(lifecycles)) {
    if (!tools.some((tool) => tool.slug === slugValue)) throw new Error(`tool-lifecycles.json: no tool '${slugValue}'`);
    if (entry.successor && !tools.some((tool) => tool.slug === entry.successor))
      throw new Error(`tool-lifecycles.json: ${slugValue}'s successor '${entry.successor}' is not a tool`);
  }
  const brandLogos = readBrandLogoOrigins();
  for (const { slug } of brandLogos)
    if (!tools.some((tool) => tool.slug === slug)) throw new Error(`tool-logos.json: no tool '${slug}'`);

  const blogCategories = parse(
    z.array(z.object({ name: z.string().min(2), slug })),
    readJson(`${SEED_DIR}/blog/categories.json`),
    "blog/categories.json",
  );
  const posts = parse(z.array(postFileSchema), readJson(`${SEED_DIR}/blog/posts.json`), "blog/posts.json").map(
    (post): SeedPost => {
      const path = `${SEED_DIR}/blog/posts/${post.slug}.html`;
      if (!existsSync(path)) throw new Error(`missing ${path}`);
      return { ...post, content: readFileSync(path, "utf8").trim() };
    },
  );
  const learningResources = parse(
    z.array(learningResourceSchema),
    readJson(`${SEED_DIR}/learning-resources.json`),
    "learning-resources.json",
  );
  const glossary = parse(z.array(glossaryTermSchema), readJson(`${SEED_DIR}/glossary.json`), "glossary.json");
  const glossarySlugs = new Set(glossary.map((t) => t.slug));
  for (const term of glossary) {
    for (const related of term.related) {
      if (!glossarySlugs.has(related)) throw new Error(`glossary.json: ${term.slug} relates to unknown '${related}'`);
    }
  }
  return { categories, tools, blogCategories, posts, learningResources, glossary, brandLogos };
}
