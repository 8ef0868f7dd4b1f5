// `npm run brand-logos`: writes public/brand-logos/{slug}.svg for every tool in db/seed/tool-logos.json.
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { BRAND_LOGO_DIR, buildBrandLogos } from "#scripts/lib/brand-logos.ts";

const logos = await buildBrandLogos();
await mkdir(BRAND_LOGO_DIR, { recursive: true });
const wanted = new Set(logos.map((logo) => `${logo.slug}.svg`));
for (const file of await readdir(BRAND_LOGO_DIR)) if (!wanted.has(file)) await rm(`${BRAND_LOGO_DIR}/${file}`);
for (const logo of logos) await writeFile(`${BRAND_LOGO_DIR}/${logo.slug}.svg`, logo.svg);
console.log(`Wrote ${logos.length} logos to ${BRAND_LOGO_DIR}`);
