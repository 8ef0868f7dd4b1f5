// `npm run icons`: writes app/components/ui/icons.svg from the names in app/components/ui/icon-names.ts.
import { writeFile } from "node:fs/promises";
import { buildIconSprite } from "#scripts/lib/icon-sprite.ts";

const SPRITE_PATH = new URL("../app/components/ui/icons.svg", import.meta.url);

await writeFile(SPRITE_PATH, await buildIconSprite());
console.log(`Wrote ${SPRITE_PATH.pathname}`);
