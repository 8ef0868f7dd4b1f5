/**
 * React 18 knows no `fetchPriority` prop (it warns and passes it on as written); the attribute is
 * spelled as HTML spells it.
 */
export const HIGH_FETCH_PRIORITY = { fetchpriority: "high" } as const;

/** A post's 1200x630 featured image; decorative, since the post's title stands beside it. */
export function FeaturedImage({
  src,
  loading = "eager",
  className = "",
}: {
  src: string | null;
  /**
   * "lazy" below the fold; "priority" for the image likely to be the page's largest paint, which
   * the browser then fetches before the page's scripts.
   */
  loading?: "lazy" | "eager" | "priority";
  className?: string;
}) {
  if (!src) return null;
  return (
    <img
      src={src}
      alt=""
      width={1200}
      height={630}
      loading={loading === "lazy" ? "lazy" : undefined}
      {...(loading === "priority" ? HIGH_FETCH_PRIORITY : {})}
      className={`aspect-[1200/630] w-full object-cover ${className}`}
    />
  );
}
