// What the public changelog shows of a tool's admin history, and how each change reads. A field
// reaches the changelog only when it has an entry in PUBLIC_TOOL_FIELDS: any other field of the
// history (description, tags, images, featured, ...) stays private, and so does a value a field's
// reader does not know.
import {
  CUSTODY_LABELS,
  FACT_LABELS,
  HARDWARE_SIGNER_LABELS,
  KYC_LABELS,
  PLATFORM_LABELS,
  NOT_APPLICABLE,
  SOURCE_AVAILABLE,
  VALIDATION_LABELS,
  YES_NO_FACET_KEYS,
} from "#app/lib/tool-facets.ts";
import { yesNoWords } from "#app/lib/tool-facts.ts";
import { lifecycleSentence, TOOL_LIFECYCLES, type ToolLifecycle } from "#app/lib/tool-lifecycle.ts";
import { shortDateInWords } from "#app/lib/date-in-words.ts";

/** How a stored value reads; undefined for a value it does not know (the change is then left out). */
type ReadValue = (value: unknown) => string | undefined;

interface PublicField {
  label: string;
  read: ReadValue;
}

const UNKNOWN = "Unknown";

/** A value from a fixed list, by its label; no value is an unknown fact. */
const oneOf =
  (labels: Record<string, string>): ReadValue =>
  (value) =>
    value === null || value === undefined ? UNKNOWN : typeof value === "string" ? labels[value] : undefined;

const yesNo: ReadValue = (value) =>
  value === null || value === undefined
    ? UNKNOWN
    : typeof value === "boolean" || value === NOT_APPLICABLE || value === SOURCE_AVAILABLE
      ? (yesNoWords(value) ?? undefined)
      : undefined;

/**
 * Several values of a fixed list, in their stored order. An empty list reads as `empty`: "None"
 * for the hardware signers, while a tool with no platforms listed is one whose platforms are not
 * known (as its page says).
 */
const someOf =
  (labels: Record<string, string>, empty = "None"): ReadValue =>
  (value) => {
    if (value === null || value === undefined) return UNKNOWN;
    if (!Array.isArray(value)) return undefined;
    const read = value.map((item) => (typeof item === "string" ? labels[item] : undefined));
    if (read.some((label) => label === undefined)) return undefined;
    return read.length ? read.join(", ") : empty;
  };

const text: ReadValue = (value) => (typeof value === "string" && value.trim() ? value : undefined);

/** The history's field names (as the tool editor records them) that the changelog shows: the name, the website and every fact. */
export const PUBLIC_TOOL_FIELDS: Record<string, PublicField> = {
  name: { label: "Name", read: text },
  websiteUrl: { label: "Official website", read: text },
  custody: { label: FACT_LABELS.custody, read: oneOf(CUSTODY_LABELS) },
  kyc: { label: FACT_LABELS.kyc, read: oneOf(KYC_LABELS) },
  ...Object.fromEntries(YES_NO_FACET_KEYS.map((key) => [key, { label: FACT_LABELS[key], read: yesNo }])),
  platforms: { label: FACT_LABELS.platforms, read: someOf(PLATFORM_LABELS, UNKNOWN) },
  validation: { label: FACT_LABELS.validation, read: oneOf(VALIDATION_LABELS) },
  hardwareSigners: { label: FACT_LABELS.hardwareSigners, read: someOf(HARDWARE_SIGNER_LABELS) },
};

/**
 * A lifecycle change: the history records the whole lifecycle (lifecycle, its date, the
 * successor's name) whenever the lifecycle, its date or the successor changed.
 */
export const LIFECYCLE_CHANGE_FIELDS = ["lifecycle", "lifecycleDate", "successorName"] as const;

/** The history's fields that can make an entry public. */
export const PUBLIC_TOOL_FIELD_NAMES = [...Object.keys(PUBLIC_TOOL_FIELDS), "lifecycle"];

/** "Discontinued on March 5, 2024" and "Successor: Sparrow", from an entry that recorded the lifecycle. */
export function lifecycleChangeLines(after: Record<string, unknown> | null | undefined): string[] {
  const lifecycle = after?.lifecycle;
  if (typeof lifecycle !== "string" || !(TOOL_LIFECYCLES as readonly string[]).includes(lifecycle)) return [];
  const date = typeof after?.lifecycleDate === "string" && after.lifecycleDate ? after.lifecycleDate : null;
  const successor = typeof after?.successorName === "string" ? after.successorName : "";
  return [
    lifecycleSentence(lifecycle as ToolLifecycle, date),
    ...(successor && lifecycle !== "active" ? [`Successor: ${successor}`] : []),
  ];
}

/** The history's actions that can be public ("updated" only for the fields above). */
export const PUBLIC_TOOL_ACTIONS = ["published", "archived", "updated"] as const;
export type PublicToolAction = (typeof PUBLIC_TOOL_ACTIONS)[number];

/** One changed fact: "KYC: No KYC → KYC required". */
export interface FactChange {
  label: string;
  before: string;
  after: string;
}

/** The public fields a history entry changed, in the order of PUBLIC_TOOL_FIELDS. */
export function factChanges(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): FactChange[] {
  const changes: FactChange[] = [];
  for (const [field, { label, read }] of Object.entries(PUBLIC_TOOL_FIELDS)) {
    if (!after || !(field in after)) continue;
    const was = read(before?.[field]);
    const now = read(after[field]);
    if (was === undefined || now === undefined || was === now) continue;
    changes.push({ label, before: was, after: now });
  }
  return changes;
}

export const factChangeText = (change: FactChange) => `${change.label}: ${change.before} → ${change.after}`;

/** The words of a change, one line each: a status change in a sentence, an edit as its facts. */
export function changeLines(action: PublicToolAction, facts: FactChange[], lifecycle: string[] = []): string[] {
  switch (action) {
    case "published":
      return ["Listed in the directory"];
    case "archived":
      return ["Archived: no longer listed"];
    case "updated":
      return [...lifecycle, ...facts.map(factChangeText)];
  }
}

/** One public change of a tool, as the changelog shows it; never who made it. */
export interface PublicChange {
  id: string;
  toolName: string;
  toolSlug: string;
  /** The tool is archived: its page is gone, so the change links to itself on /changes. */
  toolArchived: boolean;
  action: PublicToolAction;
  /** What changed, one line each: "KYC: No KYC → KYC required". */
  lines: string[];
  createdAt: string;
}

/** The change's own place on /changes. */
export const changeAnchor = (changeId: string) => `change-${changeId}`;

/** Where a change is read: the tool's page, or for an archived tool (no page) the change on /changes. */
export const changeHref = (change: Pick<PublicChange, "id" | "toolSlug" | "toolArchived">) =>
  change.toolArchived ? `/changes#${changeAnchor(change.id)}` : `/tool/${change.toolSlug}`;

/** Dates of the changelog: UTC, so the server's render and the browser's agree. */
export const changeDay = shortDateInWords;

/** How far back /changes and its feed go. */
export const CHANGES_WINDOW_DAYS = 30;
export const CHANGES_PAGE_SIZE = 50;
