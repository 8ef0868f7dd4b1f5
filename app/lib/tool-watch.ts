// Watching a tool: a signed-in user asks to be mailed when its lifecycle, official website, facts
// or latest release change. What they can choose, the forms' intents, and how a change reads in
// the mail ("Lifecycle: Active → Discontinued on March 5, 2024"). Nobody hears of a tool they did
// not choose to watch.
import { factChanges, type FactChange } from "#app/lib/public-changes.ts";
import { lifecycleSentence, TOOL_LIFECYCLES, type ToolLifecycle } from "#app/lib/tool-lifecycle.ts";
import { dateInWords } from "#app/lib/date-in-words.ts";

/**
 * At once is the default: a user who just asked to hear when a tool changes expects to hear when it
 * does, and such changes are rare (an editor's save, a new release).
 */
export const WATCH_FREQUENCIES = ["instant", "weekly"] as const;
export type WatchFrequency = (typeof WATCH_FREQUENCIES)[number];
export const DEFAULT_WATCH_FREQUENCY: WatchFrequency = "instant";

export const WATCH_FREQUENCY_CHOICES: Record<WatchFrequency, { label: string; hint: string }> = {
  instant: { label: "At once", hint: "One e-mail for each change, within a minute or two." },
  weekly: { label: "Weekly", hint: "One e-mail on Mondays listing the week's changes; none in a week without any." },
};

/** The latest Monday 09:00 UTC at or before `now`: the weekly digests' hour. */
export function weeklyDigestHour(now: Date): Date {
  const hour = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 9));
  hour.setUTCDate(hour.getUTCDate() - ((hour.getUTCDay() + 6) % 7));
  if (hour > now) hour.setUTCDate(hour.getUTCDate() - 7);
  return hour;
}

export const WATCH_INTENTS = {
  watch: "watch",
  unwatch: "unwatch",
  frequency: "watch-frequency",
} as const;

/** One changed value of a watched tool, before and after, in words. */
export type WatchedChangeLine = FactChange;

export const watchedChangeText = (line: WatchedChangeLine) => `${line.label}: ${line.before} → ${line.after}`;

/** The fields of the editor's history a watcher hears of: the official website and every fact. */
const NOT_WATCHED = new Set(["Name"]);

const lifecycleOf = (snapshot: Record<string, unknown>) => {
  const value = snapshot.lifecycle;
  return typeof value === "string" && (TOOL_LIFECYCLES as readonly string[]).includes(value)
    ? (value as ToolLifecycle)
    : null;
};

const lifecycleText = (lifecycle: ToolLifecycle, date: unknown) =>
  lifecycle === "active" ? "Active" : lifecycleSentence(lifecycle, typeof date === "string" && date ? date : null);

/**
 * What a save changed that watchers hear of, from the history's before and after (the changed
 * fields, with the whole lifecycle when part of it changed). Empty when the save changed none of it.
 */
export function watchedChangeLines(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): WatchedChangeLine[] {
  const lines: WatchedChangeLine[] = [];
  const was = lifecycleOf(before);
  const now = lifecycleOf(after);
  if (was && now) {
    const from = lifecycleText(was, before.lifecycleDate);
    const to = lifecycleText(now, after.lifecycleDate);
    if (from !== to) lines.push({ label: "Lifecycle", before: from, after: to });
    const successorBefore = typeof before.successorName === "string" ? before.successorName : "";
    const successorAfter = typeof after.successorName === "string" ? after.successorName : "";
    if (successorBefore !== successorAfter)
      lines.push({ label: "Successor", before: successorBefore || "None", after: successorAfter || "None" });
  }
  return [...lines, ...factChanges(before, after).filter((change) => !NOT_WATCHED.has(change.label))];
}

/** A release as the release checker reads it: its tag and the day it was published, when known. */
export interface ToolRelease {
  tag: string;
  publishedAt: string | Date | null;
}

const releaseText = (release: ToolRelease | null) => {
  if (!release) return "None";
  return release.publishedAt ? `${release.tag}, ${dateInWords(release.publishedAt)}` : release.tag;
};

/** "Latest release: v1.2.0, March 1, 2026 → v1.3.0, May 4, 2026". */
export const releaseChangeLine = (before: ToolRelease | null, after: ToolRelease): WatchedChangeLine => ({
  label: "Latest release",
  before: releaseText(before),
  after: releaseText(after),
});

/** The form field of the page's "Stop all watch mails" button. */
export const STOP_ALL_FIELD = "scope";

export const STOP_ALL_VALUE = "all";
