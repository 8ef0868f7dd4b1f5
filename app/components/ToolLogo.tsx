import { toolLogoUrl } from "#app/lib/tool-logo.ts";

/**
 * A tool's logo, or its generated lettermark when it has none. Decorative next to the name. An
 * uploaded logo keeps its shape inside the square.
 */
export function ToolLogo({
  tool,
  size,
  className = "",
  alt = "",
  eager = false,
}: {
  tool: { slug: string; logoUrl: string | null };
  size: number;
  className?: string;
  alt?: string;
  /** Above the fold: load at once. */
  eager?: boolean;
}) {
  return (
    <img
      src={toolLogoUrl(tool)}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? "eager" : "lazy"}
      className={`shrink-0 object-contain ${className}`}
    />
  );
}
