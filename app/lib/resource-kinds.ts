// The learning resources page's groups, in reading order: start with the source, go deeper, then
// keep up. A kind not listed here is shown last under its own name.

const KIND_ORDER: Array<{ kind: string; heading: string }> = [
  { kind: "official site", heading: "Official sites" },
  { kind: "book", heading: "Books" },
  { kind: "course", heading: "Courses" },
  { kind: "video", heading: "Videos" },
  { kind: "wiki", heading: "Wikis and references" },
  { kind: "forum", heading: "Forums" },
  { kind: "news", heading: "News" },
  { kind: "blog", heading: "Blogs" },
  { kind: "newsletter", heading: "Newsletters" },
  { kind: "podcast", heading: "Podcasts" },
];

/** The kinds an editor can give a resource, in the page's order. */
export const RESOURCE_KINDS = KIND_ORDER.map((k) => k.kind) as [string, ...string[]];

/** A kind's heading on the page ("Books" for "book"). */
export const kindHeading = (kind: string) =>
  KIND_ORDER.find((k) => k.kind === kind)?.heading ?? kind.charAt(0).toUpperCase() + kind.slice(1);

export interface KindGroup<T> {
  kind: string;
  heading: string;
  items: T[];
}

export function groupByKind<T extends { kind: string }>(items: readonly T[]): KindGroup<T>[] {
  const known = KIND_ORDER.map(({ kind, heading }) => ({ kind, heading, items: items.filter((i) => i.kind === kind) }));
  const others = [...new Set(items.map((i) => i.kind))]
    .filter((kind) => !KIND_ORDER.some((k) => k.kind === kind))
    .sort()
    .map((kind) => ({
      kind,
      heading: kindHeading(kind),
      items: items.filter((i) => i.kind === kind),
    }));
  return [...known, ...others].filter((group) => group.items.length > 0);
}
