// Looks at a tool's home page for its logo and preview image. The page is read (its <head>, with a
// cap) for the icons it declares; the web manifest is read when the page declares nothing large;
// a site that declares no icon is asked for /favicon.ico, as browsers do. The best icon is fetched
// and made into a logo like an upload, the next one when it is refused; when none is usable, a tool
// with a GitHub repository takes its organisation's avatar. The og:image becomes the preview image.
// Every request goes through the public-address guard, with a deadline, a size cap and few
// redirects, and is counted, so a run knows what it spent.
import { TOOL_IMAGE_MAX_BYTES } from "#app/lib/body-limits.ts";
import { TOOL_IMAGE_BOXES } from "#app/lib/tool-images.ts";
import { isSameSite } from "#app/server/health/same-site.server.ts";
import { readAtMost } from "#app/server/http/read-at-most.server.ts";
import { fetchPublic, type PublicFetchConfig } from "#app/server/http/public-fetch.server.ts";
import { toWebp } from "#app/server/images/webp-image.server.ts";
import {
  byBestFirst,
  iconCandidate,
  readDeclaredImages,
  readManifestIcons,
  type IconCandidate,
} from "#app/server/site-images/declared-icons.server.ts";
import { iconToWebp } from "#app/server/site-images/icon-to-webp.server.ts";

export const SITE_IMAGE_TIMEOUT_MS = 5_000;
/** The home page is followed through this many redirects within its site. */
const PAGE_REDIRECTS = 2;
/** A manifest, an icon or an og:image may move once (often to a CDN on another host). */
const FILE_REDIRECTS = 1;
/** Icons tried, best first, before giving up. */
export const ICONS_TRIED = 2;
/** The most requests one look can make: the page, the manifest, the icons, the avatar and the og:image. */
export const MAX_SITE_IMAGE_FETCHES = PAGE_REDIRECTS + 1 + (FILE_REDIRECTS + 1) * (3 + ICONS_TRIED);

const PAGE_MAX_BYTES = 512 * 1024;
const MANIFEST_MAX_BYTES = 64 * 1024;
export const ICON_MAX_BYTES = 1024 * 1024;
/** A page whose best declared icon is smaller than this has its manifest read too. */
const WANT_SIDE = 192;

export interface FetchedImage {
  webp: Uint8Array;
  width: number;
  height: number;
  sourceUrl: string;
  /** The tool's website, or its GitHub organisation's avatar. */
  origin: "website" | "avatar";
}

/** What a look may use besides the website: the GitHub organisation whose avatar stands in for a missing icon. */
export interface SiteImagesFallback {
  githubOwner: string | null;
  avatarBaseUrl: string;
}

export interface SiteImages {
  logo: FetchedImage | null;
  preview: FetchedImage | null;
  /** What came of it, for the editor. */
  outcome: string;
  requests: number;
}

type Fetched = { ok: true; bytes: Uint8Array; url: string } | { ok: false; error: string };

export async function fetchSiteImages(
  websiteUrl: string,
  want: { logo: boolean; preview: boolean },
  userAgent: string,
  config: PublicFetchConfig,
  fallback: SiteImagesFallback = { githubOwner: null, avatarBaseUrl: "" },
): Promise<SiteImages> {
  let requests = 0;
  const get = async (url: string, accept: string, limit: number, redirects: number, sameSite = false) => {
    const result = await fetchPublic(
      url,
      {
        method: "GET",
        headers: { "User-Agent": userAgent, Accept: accept },
        timeoutMs: SITE_IMAGE_TIMEOUT_MS,
        maxRedirects: redirects,
        mayFollow: sameSite ? isSameSite : undefined,
      },
      config,
    );
    requests += result.requests;
    return readAnswer(result, limit);
  };

  const page = await get(websiteUrl, "text/html,*/*;q=0.8", PAGE_MAX_BYTES, PAGE_REDIRECTS, true);
  if (!page.ok)
    return { logo: null, preview: null, outcome: `The home page could not be read: ${page.error}`, requests };
  const declared = readDeclaredImages(new TextDecoder().decode(page.bytes), page.url);
  const notes: string[] = [];

  let logo: FetchedImage | null = null;
  if (want.logo) {
    let icons = declared.icons;
    if (declared.manifestUrl && (icons[0]?.side ?? 0) < WANT_SIDE) {
      const manifest = await get(
        declared.manifestUrl,
        "application/manifest+json,application/json",
        MANIFEST_MAX_BYTES,
        FILE_REDIRECTS,
      );
      if (manifest.ok)
        icons = [...icons, ...readManifestIcons(parseJson(manifest.bytes), manifest.url)].sort(byBestFirst);
    }
    if (icons.length === 0) icons = [iconCandidate(new URL("/favicon.ico", page.url).href, {}, 32)];
    const tried = await firstUsableIcon(icons.slice(0, ICONS_TRIED), (url) =>
      get(url, "image/*", ICON_MAX_BYTES, FILE_REDIRECTS),
    );
    logo = tried.logo;
    if (!logo && fallback.githubOwner) {
      const avatarUrl = `${fallback.avatarBaseUrl.replace(/\/$/, "")}/${fallback.githubOwner}.png?size=256`;
      const avatar = await firstUsableIcon([iconCandidate(avatarUrl, {}, 256)], (url) =>
        get(url, "image/*", ICON_MAX_BYTES, FILE_REDIRECTS),
      );
      if (avatar.logo) logo = { ...avatar.logo, origin: "avatar" };
      notes.push(tried.why, logo ? `Logo from the GitHub organisation's avatar, ${avatarUrl}.` : avatar.why);
    } else notes.push(logo ? `Logo from ${logo.sourceUrl}.` : tried.why);
  }

  let preview: FetchedImage | null = null;
  if (want.preview && !declared.ogImageUrl) notes.push("No og:image declared.");
  if (want.preview && declared.ogImageUrl) {
    const file = await get(declared.ogImageUrl, "image/*", TOOL_IMAGE_MAX_BYTES, FILE_REDIRECTS);
    const image = file.ok ? await toWebp(file.bytes, { within: TOOL_IMAGE_BOXES.screenshot }) : file;
    if (image.ok) preview = { ...image, sourceUrl: declared.ogImageUrl, origin: "website" };
    notes.push(image.ok ? `Preview image from ${declared.ogImageUrl}.` : `og:image refused: ${image.error}`);
  }
  return { logo, preview, outcome: notes.join(" ") || "Nothing to fetch.", requests };
}

async function firstUsableIcon(
  icons: IconCandidate[],
  get: (url: string) => Promise<Fetched>,
): Promise<{ logo: FetchedImage | null; why: string }> {
  let why = "No icon found.";
  for (const icon of icons) {
    const file = await get(icon.url);
    const image = file.ok ? await iconToWebp(file.bytes) : file;
    if (image.ok) return { logo: { ...image, sourceUrl: icon.url, origin: "website" }, why: "" };
    why = `Icon ${icon.url} refused: ${image.error}`;
  }
  return { logo: null, why };
}

async function readAnswer(result: Awaited<ReturnType<typeof fetchPublic>>, limit: number): Promise<Fetched> {
  switch (result.kind) {
    case "refused":
      return { ok: false, error: `${result.url} is not a public web address.` };
    case "redirect-stopped":
      return { ok: false, error: `a redirect to ${result.to} was not followed.` };
    case "failed":
      return { ok: false, error: result.timedOut ? "no answer in time." : "the site could not be reached." };
    case "answered": {
      const { response } = result;
      if (response.status < 200 || response.status > 299 || !response.body) {
        void response.body?.cancel();
        return { ok: false, error: `HTTP ${response.status}.` };
      }
      const bytes = await readAtMost(response.body, limit, Number(response.headers.get("Content-Length"))).catch(
        () => undefined,
      );
      if (bytes === undefined) return { ok: false, error: "the answer broke off." };
      if (!bytes) return { ok: false, error: `larger than ${Math.round(limit / 1024)} KB.` };
      return { ok: true, bytes, url: result.url };
    }
  }
}

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return null;
  }
}
