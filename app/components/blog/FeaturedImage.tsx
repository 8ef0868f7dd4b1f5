/** A post's 1200x630 featured image; decorative, since the post's title stands beside it. */
export function FeaturedImage({
  src,
  lazy = false,
  className = "",
}: {
  src: string | null;
  lazy?: boolean;
  className?: string;
}) {
  if (!src) return null;
  return (
    <img
      src={src}
      alt=""
      width={1200}
      height={630}
      loading={lazy ? "lazy" : undefined}
      className={`aspect-[1200/630] w-full object-cover ${className}`}
    />
  );
}
