/**
 * React 18 knows no `fetchPriority` prop (it warns and passes it on as written); the attribute is
 * spelled as HTML spells it.
 */
export const HIGH_FETCH_PRIORITY = { fetchpriority: "high" } as const;

/**
 * A post's 1200x630 featured image with its alt text. An image uploaded before alt text was asked
 * for has none yet: the post's title stands in (a photo is content, not decoration) until an
 * editor describes it on the featured image page, which asks for that.
 */
export function FeaturedImage({
  post,
  loading = "eager",
  className = "",
}: {
  post: { featuredImage: string | null; featuredImageAlt: string | null; title: string };
  /**
   * "lazy" below the fold; "priority" for the image likely to be the page's largest paint, which
   * the browser then fetches before the page's scripts.
   */
  loading?: "lazy" | "eager" | "priority";
  className?: string;
}) {
  if (!post.featuredImage) return null;
  return (
    <img
      src={post.featuredImage}
      alt={post.featuredImageAlt || post.title}
      width={1200}
      height={630}
      loading={loading === "lazy" ? "lazy" : undefined}
      {...(loading === "priority" ? HIGH_FETCH_PRIORITY : {})}
      className={`aspect-[1200/630] w-full object-cover ${className}`}
    />
  );
}
