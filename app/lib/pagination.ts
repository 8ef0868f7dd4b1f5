// Page numbers to show under a list.

export type PageItem = number | "ellipsis";

/**
 * - one page or none: nothing (the pager is hidden);
 * - 7 pages or fewer: every page;
 * - near the start (current <= 4): 1-5, ellipsis, last;
 * - near the end (current in the last 3): 1, ellipsis, the last 5;
 * - otherwise: 1, ellipsis, current-1, current, current+1, ellipsis, last.
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 1) return [];
  if (totalPages <= 7) return range(1, totalPages);
  if (current <= 4) return [...range(1, 5), "ellipsis", totalPages];
  if (current >= totalPages - 2) return [1, "ellipsis", ...range(totalPages - 4, totalPages)];
  return [1, "ellipsis", current - 1, current, current + 1, "ellipsis", totalPages];
}

export function totalPagesFor(totalItems: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalItems / pageSize));
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** The `page` URL parameter: 1 when absent, null when it is not a page number. */
export function parsePageParam(value: string | null): number | null {
  if (value === null || value === "") return 1;
  if (!/^[1-9][0-9]{0,5}$/.test(value)) return null;
  return Number(value);
}
