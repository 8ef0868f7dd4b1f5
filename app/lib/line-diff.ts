// A line diff for the revisions page: which lines of the older text were removed and which of the
// newer were added, by the longest common subsequence of lines. Edits are usually local, so the
// common head and tail are set aside first and only the middle is compared line by line.

export type DiffLine = { kind: "same" | "removed" | "added"; text: string };

/** Beyond this many line pairs in the changed middle, the middle reads as replaced whole (memory stays bounded). */
export const LCS_MAX_CELLS = 4_000_000;

const linesOf = (text: string) => (text === "" ? [] : text.split("\n"));

/** The lines of `before` and `after` in order, each marked kept, removed or added. */
export function diffLines(before: string, after: string): DiffLine[] {
  const a = linesOf(before);
  const b = linesOf(after);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const same = (text: string): DiffLine => ({ kind: "same", text });
  return [
    ...a.slice(0, head).map(same),
    ...diffMiddle(a.slice(head, a.length - tail), b.slice(head, b.length - tail)),
    ...a.slice(a.length - tail).map(same),
  ];
}

function diffMiddle(a: string[], b: string[]): DiffLine[] {
  const removed = (text: string): DiffLine => ({ kind: "removed", text });
  const added = (text: string): DiffLine => ({ kind: "added", text });
  if (a.length === 0 || b.length === 0 || a.length * b.length > LCS_MAX_CELLS)
    return [...a.map(removed), ...b.map(added)];
  // lengths[i * width + j]: the longest common subsequence of a[i..] and b[j..].
  const width = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lengths[i * width + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      lines.push({ kind: "same", text: a[i]! });
      i++;
      j++;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) lines.push(removed(a[i++]!));
    else lines.push(added(b[j++]!));
  }
  return [...lines, ...a.slice(i).map(removed), ...b.slice(j).map(added)];
}

export type DiffHunk = DiffLine | { kind: "skipped"; count: number };

/** The diff with long runs of kept lines folded to `context` lines around each change. */
export function foldUnchanged(lines: DiffLine[], context = 3): DiffHunk[] {
  const changed = lines.map((line) => line.kind !== "same");
  const near = (index: number) => {
    for (let k = Math.max(0, index - context); k <= Math.min(lines.length - 1, index + context); k++)
      if (changed[k]) return true;
    return false;
  };
  const hunks: DiffHunk[] = [];
  for (const [index, line] of lines.entries()) {
    if (line.kind !== "same" || near(index)) {
      hunks.push(line);
      continue;
    }
    const last = hunks.at(-1);
    if (last?.kind === "skipped") last.count++;
    else hunks.push({ kind: "skipped", count: 1 });
  }
  return hunks;
}
