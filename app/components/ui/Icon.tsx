import { createContext, useContext, type SVGProps } from "react";
import type { IconName } from "#app/components/ui/icon-names.ts";

/**
 * The sprite's URL (app/components/ui/icons.svg, hashed by the build). The root provides it: only a
 * route module's import of the file becomes the built URL on the server as in the browser.
 */
const IconSpriteContext = createContext("");
export const IconSpriteProvider = IconSpriteContext.Provider;

/**
 * An icon from the sprite, sized by its class like any Lucide icon. Decorative unless given an
 * accessible name (`aria-label`), which makes it an image.
 */
export function Icon({ name, ...props }: SVGProps<SVGSVGElement> & { name: IconName }) {
  const sprite = useContext(IconSpriteContext);
  return (
    <svg width={24} height={24} {...(props["aria-label"] ? { role: "img" } : { "aria-hidden": true })} {...props}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
