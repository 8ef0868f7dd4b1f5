// The seed's brand logos: tools whose logo an icon package the project installs carries, listed in
// db/seed/tool-logos.json. `npm run brand-logos` writes each as public/brand-logos/{slug}.svg (the
// files are committed, and a test checks they are what the packages give); the seed points the tool
// at its file and records where it came from and under which licence.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { z } from "zod";

const PACKAGES = {
  "simple-icons": { license: "CC0-1.0" },
  "@web3icons/core": { license: "MIT" },
} as const;
type IconPackage = keyof typeof PACKAGES;

export const BRAND_LOGO_DIR = "public/brand-logos";
export const brandLogoUrl = (slug: string) => `/brand-logos/${slug}.svg`;

const manifestSchema = z.record(
  z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  z
    .object({
      package: z.enum(Object.keys(PACKAGES) as [IconPackage, ...IconPackage[]]),
      icon: z.string().regex(/^[a-z0-9]+(?:[/-][A-Za-z0-9]+)*$/),
    })
    .strict(),
);

export interface BrandLogoOrigin {
  slug: string;
  package: IconPackage;
  /** The icon's file in its package. */
  file: string;
  /** That file at the package's installed version. */
  sourceUrl: string;
  license: string;
}

const packageDir = (name: IconPackage) => new URL(`../../node_modules/${name}/`, import.meta.url);
const readPackageFile = (name: IconPackage, file: string) => readFileSync(new URL(file, packageDir(name)), "utf8");

interface SimpleIcon {
  slug: string;
  hex: string;
  license?: { type: string };
}

function simpleIconData(icon: string): SimpleIcon {
  const data = JSON.parse(readPackageFile("simple-icons", "data/simple-icons.json")) as
    SimpleIcon[] | { icons: SimpleIcon[] };
  const entry = (Array.isArray(data) ? data : data.icons).find((i) => i.slug === icon);
  if (!entry) throw new Error(`simple-icons has no icon '${icon}'`);
  return entry;
}

/** Each listed logo's origin: its package's file and licence (an icon's own licence where its data states one). */
export function readBrandLogoOrigins(
  manifest: unknown = JSON.parse(readFileSync("db/seed/tool-logos.json", "utf8")),
): BrandLogoOrigin[] {
  const parsed = manifestSchema.safeParse(manifest);
  if (!parsed.success) throw new Error(`tool-logos.json: ${z.prettifyError(parsed.error)}`);
  return Object.entries(parsed.data).map(([slug, entry]) => {
    const simple = entry.package === "simple-icons" ? simpleIconData(entry.icon) : null;
    const file = simple ? `icons/${entry.icon}.svg` : `dist/svgs/${entry.icon}.svg.js`;
    const { version } = JSON.parse(readPackageFile(entry.package, "package.json")) as { version: string };
    return {
      slug,
      package: entry.package,
      file,
      sourceUrl: `https://unpkg.com/${entry.package}@${version}/${file}`,
      license: simple?.license?.type ?? PACKAGES[entry.package].license,
    };
  });
}

/** What a logo may contain: shapes and colours only, nothing that runs or loads. */
export function assertPlainSvg(svg: string, where: string): string {
  if (!/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(svg)) throw new Error(`${where}: not an SVG`);
  if (/<script|<foreignObject|<image|\son[a-z]+=|href=|url\(\s*['"]?(?!#)|<!ENTITY/i.test(svg))
    throw new Error(`${where}: the SVG has scripts, handlers or outside references`);
  return svg;
}

/** A logo's drawing: Simple Icons' path in the brand's colour, or Web3 Icons' branded SVG. */
async function drawing(origin: BrandLogoOrigin): Promise<string> {
  if (origin.package === "simple-icons") {
    const { hex } = simpleIconData(origin.file.replace(/^icons\/|\.svg$/g, ""));
    // The package draws every icon in black; the brand's colour is in its data.
    return readPackageFile("simple-icons", origin.file).trim().replace("<svg ", `<svg fill="#${hex}" `);
  }
  const url = pathToFileURL(new URL(origin.file, packageDir(origin.package)).pathname).href;
  const module = (await import(url)) as { default: string };
  return module.default.trim().replace(/\s*class="web3icons"/, "");
}

/** Every listed logo's file content, checked to be plain shapes. */
export async function buildBrandLogos(origins = readBrandLogoOrigins()) {
  return Promise.all(
    origins.map(async (origin) => ({
      slug: origin.slug,
      svg: `${assertPlainSvg(await drawing(origin), origin.sourceUrl)}\n`,
    })),
  );
}
