// The admin tool editor's forms, shared by the page and the server: every field a tool has, the
// About preview, and the status panel's small forms, each named by its intent.
import { z } from "zod";
import { isCalendarDay } from "#app/lib/calendar-day.ts";
import type { EditConflict } from "#app/lib/edit-conflict.ts";
import type { FormFailure } from "#app/lib/form-result.ts";
import type { ScheduleForm } from "#app/lib/submission-review-rules.ts";
import { websiteUrl } from "#app/lib/submission-rules.ts";
import { canonicalRepositoryUrl, REPOSITORY_URL_MESSAGE } from "#app/lib/tool-repository.ts";
import {
  CUSTODY_VALUES,
  FACT_KEYS,
  HARDWARE_SIGNER_VALUES,
  KYC_VALUES,
  PLATFORM_VALUES,
  VALIDATION_VALUES,
  NOT_APPLICABLE,
  NOT_APPLICABLE_LABEL,
  SOURCE_AVAILABLE,
  SOURCE_AVAILABLE_LABEL,
  YES_NO_FACET_KEYS,
  type FactKey,
  type HardwareSigner,
  type OpenSourceValue,
  type Platform,
  type YesNoFacet,
} from "#app/lib/tool-facets.ts";
import { normalizeTag } from "#app/lib/topics.ts";
import { singleLine } from "#app/lib/single-line-field.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { LIFECYCLE_MAX_DAYS_AHEAD, TOOL_LIFECYCLES } from "#app/lib/tool-lifecycle.ts";
import { fitsIn } from "#app/lib/text-limits.ts";

export const TOOL_LIMITS = {
  name: 80,
  slug: 80,
  url: 300,
  description: 300,
  /** Characters of Markdown; the editor form's body cap (request-body-caps.ts) leaves room for them. */
  about: 12_000,
  features: 4_000,
  featureCount: 30,
  tags: 10,
  tag: 30,
} as const;

export const TOOL_EDITOR_INTENTS = {
  save: "save",
  preview: "preview",
  publish: "publish",
  unpublish: "unpublish",
  schedule: "schedule",
  archive: "archive",
  restore: "restore",
  delete: "delete",
} as const;

export type ToolEditorIntent = (typeof TOOL_EDITOR_INTENTS)[keyof typeof TOOL_EDITOR_INTENTS];

/** The tools_slug_check constraint: lower-case letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SLUG_FORMAT = "Use lower-case letters a-z and digits, in words joined by single hyphens.";

/** The primary category, then up to three more, in the order the tool page lists them. */
export const CATEGORY_FIELDS = ["category1", "category2", "category3", "category4"] as const;
export type CategoryField = (typeof CATEGORY_FIELDS)[number];

/** The answers to a yes/no facet: yes, no, not applicable to this kind of tool, or not known. */
export const YES_NO_UNKNOWN = ["yes", "no", NOT_APPLICABLE, "unknown"] as const;
/** "Open source" also has the source-available answer. */
export const OPEN_SOURCE_CHOICES = ["yes", SOURCE_AVAILABLE, "no", NOT_APPLICABLE, "unknown"] as const;
export type YesNoUnknown = (typeof OPEN_SOURCE_CHOICES)[number];
export const YES_NO_UNKNOWN_LABELS: Record<YesNoUnknown, string> = {
  yes: "Yes",
  no: "No",
  [NOT_APPLICABLE]: NOT_APPLICABLE_LABEL,
  [SOURCE_AVAILABLE]: SOURCE_AVAILABLE_LABEL,
  unknown: "Unknown",
};
/** The answers the editor offers for a yes/no facet. */
export const yesNoChoicesFor = (facet: YesNoFacet): readonly YesNoUnknown[] =>
  facet === "openSource" ? OPEN_SOURCE_CHOICES : YES_NO_UNKNOWN;

export const toYesNoUnknown = (value: OpenSourceValue): YesNoUnknown =>
  value === null ? "unknown" : value === true ? "yes" : value === false ? "no" : value;

const CHOOSE_CATEGORY = "Choose one of the listed categories.";
const TAG_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} .+#&-]*$/u;

const optionalCategory = z
  .string()
  .trim()
  .refine((value) => value === "" || isUuid(value), CHOOSE_CATEGORY)
  .transform((value) => value || null);

/** "" (not said) or one of the listed values, stored as null or the value. */
const optionalChoice = <Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
  z
    .string()
    .refine((value) => value === "" || values.includes(value), message)
    .transform((value) => (value === "" ? null : (value as Values[number])));

const YES_NO_MESSAGE = "Choose one of the listed answers.";
const fromYesNoUnknown = <Choice extends YesNoUnknown>(value: Choice) =>
  value === "unknown"
    ? null
    : value === "yes"
      ? true
      : value === "no"
        ? false
        : (value as Exclude<Choice, "yes" | "no" | "unknown">);
const yesNoUnknown = z.enum(YES_NO_UNKNOWN, { error: YES_NO_MESSAGE }).transform(fromYesNoUnknown);
const openSourceChoice = z.enum(OPEN_SOURCE_CHOICES, { error: YES_NO_MESSAGE }).transform(fromYesNoUnknown);

const featureLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Features as stored: one trimmed line each, no blank lines. */
export const featureText = (text: string | null) => featureLines(text ?? "").join("\n");

/** About as stored and compared: Unix line ends, no trailing blank space. */
export const aboutText = (text: string | null) => (text ?? "").replace(/\r\n?/g, "\n").trimEnd();

/** The checked boxes of the platforms and hardware signers arrive as one field each; the form reads each list as one comma-joined field. */
export function joinCheckboxes(form: FormData): void {
  for (const name of ["platforms", "hardwareSigners"]) {
    const checked = form.getAll(name).filter((value): value is string => typeof value === "string" && value !== "");
    form.set(name, checked.join(","));
  }
}

/** The hardware signers' box that says the tool signs with none; no box ticked means not known. */
export const NO_HARDWARE_SIGNERS = "none";

/** The form field of a fact's source. */
export type FactSourceField = `${FactKey}Source`;
export const factSourceField = (key: FactKey) => `${key}Source` as FactSourceField;

const commaList = (value: string) => [...new Set(value.split(",").filter(Boolean))];

const hardwareSigners = z
  .string()
  .transform(commaList)
  .refine(
    (values) =>
      values.every(
        (value) => value === NO_HARDWARE_SIGNERS || (HARDWARE_SIGNER_VALUES as readonly string[]).includes(value),
      ),
    "Choose from the listed hardware signers.",
  )
  .refine(
    (values) => !values.includes(NO_HARDWARE_SIGNERS) || values.length === 1,
    "Tick None alone, or the ways it signs.",
  )
  .transform((values) =>
    values.length === 0
      ? null
      : (HARDWARE_SIGNER_VALUES.filter((signer) => values.includes(signer)) as HardwareSigner[]),
  );

const sourceUrl = z
  .string()
  .trim()
  .max(TOOL_LIMITS.url, `Source addresses are at most ${TOOL_LIMITS.url} characters.`)
  .refine(
    (value) => value === "" || websiteUrl.safeParse(value).success,
    "Enter the source's full address, starting with https://.",
  )
  .transform((value) => value || null);

/** The tool's source repository: https://github.com/{owner}/{repo} only, the one forge the repository check reads. */
const repositoryUrl = z
  .string()
  .trim()
  .max(TOOL_LIMITS.url, `Repository addresses are at most ${TOOL_LIMITS.url} characters.`)
  .refine((value) => value === "" || canonicalRepositoryUrl(value) !== null, REPOSITORY_URL_MESSAGE)
  .transform((value) => (value ? canonicalRepositoryUrl(value) : null));

const yesNoFacetFields = {
  ...(Object.fromEntries(YES_NO_FACET_KEYS.map((key) => [key, yesNoUnknown])) as Record<
    Exclude<YesNoFacet, "openSource">,
    typeof yesNoUnknown
  >),
  openSource: openSourceChoice,
};
const sourceFields = Object.fromEntries(FACT_KEYS.map((key) => [factSourceField(key), sourceUrl])) as Record<
  FactSourceField,
  typeof sourceUrl
>;

const fields = {
  name: singleLine(
    z
      .string()
      .trim()
      .min(2, "Enter the tool's name.")
      .max(TOOL_LIMITS.name, `Names are at most ${TOOL_LIMITS.name} characters.`),
  ),
  /** Blank on a new tool: made from the name. */
  slug: z
    .string()
    .trim()
    .max(TOOL_LIMITS.slug, `Slugs are at most ${TOOL_LIMITS.slug} characters.`)
    .refine((value) => value === "" || SLUG_PATTERN.test(value), SLUG_FORMAT),
  websiteUrl,
  repositoryUrl,
  description: z
    .string()
    .trim()
    .min(1, "Describe the tool in a sentence or two.")
    .refine(fitsIn(TOOL_LIMITS.description), `Keep the description under ${TOOL_LIMITS.description} characters.`),
  about: z
    .string()
    .refine(fitsIn(TOOL_LIMITS.about), `Keep About under ${TOOL_LIMITS.about.toLocaleString("en-US")} characters.`)
    .transform(aboutText),
  features: z
    .string()
    .refine(
      fitsIn(TOOL_LIMITS.features),
      `Keep the features under ${TOOL_LIMITS.features.toLocaleString("en-US")} characters.`,
    )
    .transform(featureLines)
    .refine((lines) => lines.length <= TOOL_LIMITS.featureCount, `List at most ${TOOL_LIMITS.featureCount} features.`)
    .refine(
      (lines) => lines.every((line) => !line.startsWith("-")),
      "Start each feature with its title: 'Title - description'.",
    )
    .transform((lines) => lines.join("\n")),
  category1: z
    .string()
    .trim()
    .refine((value) => value !== "", "Choose the primary category.")
    .refine((value) => value === "" || isUuid(value), CHOOSE_CATEGORY),
  category2: optionalCategory,
  category3: optionalCategory,
  category4: optionalCategory,
  tags: z
    .string()
    .transform((value) => [...new Set(value.split(",").map(normalizeTag).filter(Boolean))])
    .refine((tags) => tags.length <= TOOL_LIMITS.tags, `Add at most ${TOOL_LIMITS.tags} tags.`)
    .refine(
      (tags) => tags.every((tag) => tag.length <= TOOL_LIMITS.tag),
      `Tags are at most ${TOOL_LIMITS.tag} characters each.`,
    )
    .refine(
      (tags) => tags.every((tag) => TAG_PATTERN.test(tag)),
      "Tags are letters, digits, spaces and - . + # & only, separated by commas.",
    ),
  custody: optionalChoice(CUSTODY_VALUES, "Choose one of the listed custody options."),
  kyc: optionalChoice(KYC_VALUES, "Choose one of the listed KYC options."),
  ...yesNoFacetFields,
  validation: optionalChoice(VALIDATION_VALUES, "Choose one of the listed ways of validation."),
  hardwareSigners,
  ...sourceFields,
  /** The editor checked every known fact again today. */
  factsVerified: z.enum(["", "on"], { error: "Tick the box or leave it empty." }).transform((value) => value === "on"),
  platforms: z
    .string()
    .transform(commaList)
    .refine(
      (values) => values.every((value) => (PLATFORM_VALUES as readonly string[]).includes(value)),
      "Choose from the listed platforms.",
    )
    .transform((values) => PLATFORM_VALUES.filter((platform) => values.includes(platform)) as Platform[]),
  featured: z.enum(["", "on"], { error: "Tick the box or leave it empty." }).transform((value) => value === "on"),
  lifecycle: z.enum(TOOL_LIFECYCLES, { error: "Choose one of the listed lifecycles." }),
  lifecycleDate: z
    .string()
    .trim()
    .refine((value) => value === "" || isCalendarDay(value), "Enter the date as YYYY-MM-DD.")
    .refine(
      (value) => value === "" || !isCalendarDay(value) || daysFromToday(value) <= LIFECYCLE_MAX_DAYS_AHEAD,
      "The date is more than a year ahead: enter the date the source gives.",
    )
    .refine(
      (value) => value === "" || !isCalendarDay(value) || value >= "2009-01-03",
      "The date is before Bitcoin existed: enter the date the source gives.",
    )
    .transform((value) => value || null),
  lifecycleSourceUrl: sourceUrl,
  /** The successor by its slug, as in /tool/{slug}: a select of every tool would not scale. */
  successorSlug: z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => value === "" || SLUG_PATTERN.test(value), "Enter the successor's slug, as in /tool/{slug}.")
    .transform((value) => value || null),
};

const daysFromToday = (day: string) =>
  (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`)) / 86_400_000;

/**
 * A tool that is not active says who says so, and since when where the source gives a day (left
 * empty rather than guessed when it does not).
 */
function lifecycleDatedAndSourced(
  value: { lifecycle: string; lifecycleDate: string | null; lifecycleSourceUrl: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.lifecycle === "active") return;
  if (!value.lifecycleSourceUrl)
    ctx.addIssue({
      code: "custom",
      path: ["lifecycleSourceUrl"],
      message: "Enter the address of the source that says so.",
    });
}

/** A category chosen twice is an error on its second field. */
function eachCategoryOnce(value: Record<CategoryField, string | null>, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  for (const field of CATEGORY_FIELDS) {
    const id = value[field];
    if (!id) continue;
    if (seen.has(id)) ctx.addIssue({ code: "custom", path: [field], message: "This category is already chosen." });
    seen.add(id);
  }
}

/** A new tool: the slug may be left blank. */
export const NewToolForm = z.object(fields).superRefine(eachCategoryOnce).superRefine(lifecycleDatedAndSourced);

/** An existing tool: its slug is its address, so it is never left blank. */
export const EditToolForm = z
  .object({ ...fields, slug: fields.slug.refine((value) => value !== "", "Enter the tool's slug.") })
  .superRefine(eachCategoryOnce)
  .superRefine(lifecycleDatedAndSourced);

export type ToolInput = z.output<typeof NewToolForm>;
export type ToolEditorField = keyof z.input<typeof NewToolForm>;
export type ToolFormValues = Record<ToolEditorField, string>;

/** The About preview reads only the Markdown; every other field is kept as typed. */
export const PreviewForm = z.object({ about: fields.about });

/** The value of a date-and-time input for a moment, in UTC, to the minute. */
export const utcDateTimeValue = (date: Date | string) => new Date(date).toISOString().slice(0, 16);

export const DeleteToolForm = z.object({
  confirm: z.literal("delete", { error: "Tick the box to confirm that the tool is deleted for good." }),
});

export type ToolStatusField = keyof z.input<typeof ScheduleForm> | keyof z.input<typeof DeleteToolForm>;

/** A refused form of the editor page, named by its intent (a saved one redirects with a notice). */
export type ToolEditorFailure = FormFailure<ToolEditorField | ToolStatusField> & {
  intent: ToolEditorIntent;
  conflict?: EditConflict;
};

/** The About preview: the Markdown rendered and sanitized, beside everything typed. */
export type ToolPreview = {
  ok: true;
  intent: typeof TOOL_EDITOR_INTENTS.preview;
  values: Partial<Record<ToolEditorField, string>>;
  previewHtml: string;
};

export type ToolEditorResult = ToolEditorFailure | ToolPreview;

/** A new tool's form before anything is typed. */
export const BLANK_TOOL_VALUES: ToolFormValues = {
  name: "",
  slug: "",
  websiteUrl: "",
  repositoryUrl: "",
  description: "",
  about: "",
  features: "",
  category1: "",
  category2: "",
  category3: "",
  category4: "",
  tags: "",
  custody: "",
  kyc: "",
  ...(Object.fromEntries(YES_NO_FACET_KEYS.map((key) => [key, "unknown"])) as Record<YesNoFacet, string>),
  validation: "",
  hardwareSigners: "",
  ...(Object.fromEntries(FACT_KEYS.map((key) => [factSourceField(key), ""])) as Record<FactSourceField, string>),
  factsVerified: "",
  platforms: "",
  featured: "",
  lifecycle: "active",
  lifecycleDate: "",
  lifecycleSourceUrl: "",
  successorSlug: "",
};
