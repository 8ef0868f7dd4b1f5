// Builds the icon sprite from Lucide's icon data: one <symbol> per name, drawn the way Lucide draws
// it (24-unit box, 2-unit round strokes in the text colour), so pages reference icons instead of
// shipping their paths in JavaScript.
import { ICON_NAMES } from "#app/components/ui/icon-names.ts";

type IconNode = [tag: string, attributes: Record<string, string>][];

const SYMBOL_ATTRIBUTES =
  'viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
}

function drawing(node: IconNode): string {
  return node
    .map(([tag, attributes]) => {
      const pairs = Object.entries(attributes)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => `${name}="${escapeAttribute(value)}"`);
      return `<${tag} ${pairs.join(" ")}/>`;
    })
    .join("");
}

async function iconNode(name: string): Promise<IconNode> {
  const module = (await import(`lucide-react/dist/esm/icons/${name}.mjs`)) as { __iconData: { node: IconNode } };
  return module.__iconData.node;
}

export async function buildIconSprite(names: readonly string[] = ICON_NAMES): Promise<string> {
  const symbols = await Promise.all(
    names.map(async (name) => `<symbol id="${name}" ${SYMBOL_ATTRIBUTES}>${drawing(await iconNode(name))}</symbol>`),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}
