/**
 * `text` with its whitespace collapsed, cut at a word and ended with "…" when it is longer than
 * `max` characters (the ellipsis included). A cut that would keep less than half is made mid-word.
 */
export function cutAtWord(text: string, max: number): string {
  const collapsed = text.replace(/\s+/g, " ").trim();
  if (collapsed.length <= max) return collapsed;
  const cut = collapsed.slice(0, max - 1);
  // The last word is whole when a space follows it.
  const space = collapsed[cut.length] === " " ? cut.length : cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, "")}…`;
}
