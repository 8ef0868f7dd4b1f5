// The icon sprite in the repository is the one `npm run icons` builds from the list of names, so an
// icon added to the list cannot be forgotten in the sprite.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "#app/components/ui/icon-names.ts";
import { buildIconSprite } from "#scripts/lib/icon-sprite.ts";

const committed = readFileSync("app/components/ui/icons.svg", "utf8");

describe("icon sprite", () => {
  it("is what `npm run icons` builds from the icon names", async () => {
    expect(committed).toBe(await buildIconSprite());
  });

  it("has one symbol per name, drawn in the text colour on a 24-unit box", () => {
    for (const name of ICON_NAMES) {
      expect(committed).toContain(`<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor"`);
    }
    expect(committed.match(/<symbol /g)).toHaveLength(ICON_NAMES.length);
  });

  it("refuses a name Lucide does not have", async () => {
    await expect(buildIconSprite(["no-such-icon"])).rejects.toThrow();
  });
});
