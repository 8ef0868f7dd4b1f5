// A tool's logo and preview image from its own website: which tools are due, and one tool's look
// (the fetches, the storing, the record of what came of it). The hourly listing check runs a few
// per run, and while many tools have no logo the every-minute cron catches up one a minute; an
// editor runs one from the tool's images page. An image an editor uploaded is never fetched for,
// let alone replaced; any other (the website's, a packaged brand logo, an avatar) may be.
import { and, type AnyColumn, asc, count, eq, isNull, lt, ne, or, sql } from "drizzle-orm";
import { parseRepositoryUrl } from "#app/lib/tool-repository.ts";
import { alias } from "drizzle-orm/pg-core";
import type { ToolImageKind } from "#app/lib/tool-images.ts";
import { refreshPublicCopies } from "#app/server/admin/public-copies.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { toolHealth, toolImageOrigins, tools, toolSiteImageFetches } from "#app/server/db/schema.server.ts";
import type { Env } from "#app/server/env.server.ts";
import { fetchSiteImages, MAX_SITE_IMAGE_FETCHES } from "#app/server/site-images/fetch-site-images.server.ts";
import {
  BUCKET_OPERATIONS_PER_IMAGE,
  isEditorsImage,
  recordSiteImageFetch,
  storeFetchedImage,
} from "#app/server/site-images/store-site-images.server.ts";

/** A tool's website is looked at again for its images after this long. */
export const REFETCH_SITE_IMAGES_AFTER_DAYS = 14;
/** Tools a listing-check run looks at for images, before its website checks. */
export const SITE_IMAGE_TOOLS_PER_RUN = 2;
/**
 * The most subrequests one look can take: its fetches, the bucket operations of two images, and
 * the edge generation that makes pages show them.
 */
export const MAX_REQUESTS_PER_SITE_IMAGES = MAX_SITE_IMAGE_FETCHES + 2 * BUCKET_OPERATIONS_PER_IMAGE + 1;
/**
 * While at least this many published tools have no logo (a new site), the every-minute cron looks
 * at one of them a minute, so the catalogue has its logos within hours rather than days.
 */
export const LOGO_CATCH_UP_FROM_MISSING = 10;

export type SiteImagesEnv = Pick<
  Env,
  "TOOL_IMAGES" | "SITE_URL" | "TEST_ONLY_ALLOW_FETCH_ORIGIN" | "GITHUB_AVATAR_URL"
>;

const logoOrigin = alias(toolImageOrigins, "logo_origin");
const screenshotOrigin = alias(toolImageOrigins, "screenshot_origin");

/** What a tool's images are now and where they came from. */
export async function readSiteImageState(db: Database, toolId: string) {
  const [tool] = await db
    .select({
      websiteUrl: tools.websiteUrl,
      repositoryUrl: tools.repositoryUrl,
      logoUrl: tools.logoUrl,
      logoSource: logoOrigin.source,
      logoSourceUrl: logoOrigin.sourceUrl,
      logoStoredAt: logoOrigin.storedAt,
      logoLicense: logoOrigin.license,
      screenshotUrl: tools.screenshotUrl,
      screenshotSource: screenshotOrigin.source,
      screenshotSourceUrl: screenshotOrigin.sourceUrl,
      screenshotStoredAt: screenshotOrigin.storedAt,
      screenshotLicense: screenshotOrigin.license,
      lastFetchAt: toolSiteImageFetches.fetchedAt,
      lastFetchOutcome: toolSiteImageFetches.outcome,
    })
    .from(tools)
    .leftJoin(logoOrigin, and(eq(logoOrigin.toolId, tools.id), eq(logoOrigin.kind, "logo")))
    .leftJoin(screenshotOrigin, and(eq(screenshotOrigin.toolId, tools.id), eq(screenshotOrigin.kind, "screenshot")))
    .leftJoin(toolSiteImageFetches, eq(toolSiteImageFetches.toolId, tools.id))
    .where(eq(tools.id, toolId));
  return tool ?? null;
}

export type SiteImageState = NonNullable<Awaited<ReturnType<typeof readSiteImageState>>>;

/** Which images a look at the website may set: those no editor uploaded. */
export const wantedSiteImages = (state: SiteImageState) => ({
  logo: !isEditorsImage(state.logoUrl, state.logoSource),
  preview: !isEditorsImage(state.screenshotUrl, state.screenshotSource),
});

export interface SiteImagesRun {
  outcome: string;
  stored: ToolImageKind[];
  requests: number;
}

export async function refreshSiteImages(
  env: SiteImagesEnv,
  db: Database,
  toolId: string,
  userAgent: string,
): Promise<SiteImagesRun | null> {
  const state = await readSiteImageState(db, toolId);
  if (!state) return null;
  const want = wantedSiteImages(state);
  if (!want.logo && !want.preview) return { outcome: "Both images are an editor's.", stored: [], requests: 0 };
  const found = await fetchSiteImages(state.websiteUrl, want, userAgent, env, {
    githubOwner: state.repositoryUrl ? (parseRepositoryUrl(state.repositoryUrl)?.owner ?? null) : null,
    avatarBaseUrl: env.GITHUB_AVATAR_URL,
  });
  let requests = found.requests;
  const stored: ToolImageKind[] = [];
  for (const [kind, image] of [
    ["logo", found.logo],
    ["screenshot", found.preview],
  ] as const) {
    if (!image) continue;
    requests += BUCKET_OPERATIONS_PER_IMAGE;
    if (await storeFetchedImage(env.TOOL_IMAGES, db, toolId, kind, image)) stored.push(kind);
  }
  await recordSiteImageFetch(db, toolId, found.outcome);
  if (stored.length) {
    requests++;
    await refreshPublicCopies(env);
  }
  return { outcome: found.outcome, stored, requests };
}

/**
 * Published tools whose website passed its latest check, that have an image no editor uploaded (or
 * none), and were not looked at for images lately: those without a logo first, then the
 * never-looked-at. The catch-up (`withoutLogoOnly`) takes only tools without a logo, checked or not yet.
 */
export function listToolsDueForSiteImages(
  db: Database,
  now: Date,
  limit = SITE_IMAGE_TOOLS_PER_RUN,
  { withoutLogoOnly = false } = {},
) {
  const before = new Date(now.getTime() - REFETCH_SITE_IMAGES_AFTER_DAYS * 86_400_000);
  const notEditors = (url: AnyColumn, source: AnyColumn) => or(isNull(url), ne(source, "editor"));
  return db
    .select({ id: tools.id })
    .from(tools)
    .leftJoin(toolHealth, eq(toolHealth.toolId, tools.id))
    .leftJoin(toolSiteImageFetches, eq(toolSiteImageFetches.toolId, tools.id))
    .leftJoin(logoOrigin, and(eq(logoOrigin.toolId, tools.id), eq(logoOrigin.kind, "logo")))
    .leftJoin(screenshotOrigin, and(eq(screenshotOrigin.toolId, tools.id), eq(screenshotOrigin.kind, "screenshot")))
    .where(
      and(
        eq(tools.status, "published"),
        // The catch-up does not wait for a new site's first website checks, which take days to reach every tool.
        or(
          withoutLogoOnly ? isNull(toolHealth.lastCheckedAt) : undefined,
          and(eq(toolHealth.lastOutcome, "ok"), eq(toolHealth.lastUrl, tools.websiteUrl)),
        ),
        or(isNull(toolSiteImageFetches.fetchedAt), lt(toolSiteImageFetches.fetchedAt, before)),
        withoutLogoOnly
          ? isNull(tools.logoUrl)
          : or(notEditors(tools.logoUrl, logoOrigin.source), notEditors(tools.screenshotUrl, screenshotOrigin.source)),
      ),
    )
    .orderBy(sql`${tools.logoUrl} IS NOT NULL`, sql`${toolSiteImageFetches.fetchedAt} ASC NULLS FIRST`, asc(tools.id))
    .limit(limit);
}

/**
 * The every-minute cron's catch-up on a site where many tools have no logo yet: one look at a tool
 * without one. Null when there are too few to catch up on, or none is due.
 */
export async function catchUpMissingLogos(
  env: SiteImagesEnv,
  db: Database,
  now: Date,
  userAgent: string,
): Promise<SiteImagesRun | null> {
  const [missing] = await db
    .select({ tools: count() })
    .from(tools)
    .where(and(eq(tools.status, "published"), isNull(tools.logoUrl)));
  if ((missing?.tools ?? 0) < LOGO_CATCH_UP_FROM_MISSING) return null;
  const [tool] = await listToolsDueForSiteImages(db, now, 1, { withoutLogoOnly: true });
  return tool ? refreshSiteImages(env, db, tool.id, userAgent) : null;
}
