// The open data's stable schema: the catalogue as JSON (/api/v1/tools) and CSV (/api/v1/tools.csv).
// The /open-data page documents these same constants, so the documentation cannot drift from the
// data. A change that renames or drops a field is a new version (/api/v2), never an edit here.
import { TOOL_LIFECYCLES } from "#app/lib/tool-lifecycle.ts";
import {
  FACT_KEYS,
  HARDWARE_SIGNER_VALUES,
  PLATFORM_VALUES,
  VALIDATION_VALUES,
  CUSTODY_VALUES,
  KYC_VALUES,
  NOT_APPLICABLE,
  SOURCE_AVAILABLE,
  type FactKey,
} from "#app/lib/tool-facets.ts";

export const OPEN_DATA_VERSION = 1;
export const OPEN_DATA_PATH = "/open-data";
export const OPEN_DATA_JSON_PATH = "/api/v1/tools";
export const OPEN_DATA_CSV_PATH = "/api/v1/tools.csv";

export const OPEN_DATA_LICENCE = {
  name: "CC BY 4.0",
  url: "https://creativecommons.org/licenses/by/4.0/",
};

/** Tools per page: JSON pages are small for apps, CSV pages large for spreadsheets. */
export const OPEN_DATA_PAGE_SIZE = { json: { default: 50, max: 100 }, csv: { default: 1000, max: 1000 } } as const;

/** Requests per client address and minute that miss the edge cache. */
export const OPEN_DATA_RATE_LIMIT = { max: 60, windowSeconds: 60 } as const;

/** Each fact's name in the open data (snake_case, as the home filters' parameters mostly are). */
export const OPEN_DATA_FACT_NAMES: Record<FactKey, string> = {
  custody: "custody",
  kyc: "kyc",
  openSource: "open_source",
  lightning: "lightning",
  platforms: "platforms",
  bitcoinOnly: "bitcoin_only",
  validation: "validation",
  reproducibleBuilds: "reproducible_builds",
  tor: "tor",
  coinControl: "coin_control",
  multisig: "multisig",
  hardwareSigners: "hardware_signers",
  custodialLightning: "custodial_lightning",
  selfCustodialLightning: "self_custodial_lightning",
};

const YES_NO = `true, false or "${NOT_APPLICABLE}" (does not apply to this kind of tool)`;
const oneOf = (values: readonly string[]) => `one of ${values.join(", ")}`;
const listOf = (values: readonly string[]) => `a list of ${values.join(", ")}`;

/** What each fact's value can be, for the documentation. */
export const OPEN_DATA_FACT_VALUES: Record<FactKey, string> = {
  custody: oneOf(CUSTODY_VALUES),
  kyc: oneOf(KYC_VALUES),
  openSource: `true, false, "${SOURCE_AVAILABLE}" (published under a licence that restricts use) or "${NOT_APPLICABLE}"`,
  lightning: YES_NO,
  platforms: listOf(PLATFORM_VALUES),
  bitcoinOnly: YES_NO,
  validation: oneOf(VALIDATION_VALUES),
  reproducibleBuilds: YES_NO,
  tor: YES_NO,
  coinControl: YES_NO,
  multisig: YES_NO,
  hardwareSigners: `${listOf(HARDWARE_SIGNER_VALUES)} (empty: signs with none)`,
  custodialLightning: YES_NO,
  selfCustodialLightning: YES_NO,
};

/** The fields of a tool in the JSON, in order, with what each holds. */
export const OPEN_DATA_TOOL_FIELDS: [name: string, description: string][] = [
  ["name", "The tool's name."],
  ["slug", "Its identifier on this site; stable unless the tool is renamed."],
  ["url", "Its page on this site."],
  ["website", "Its official website."],
  ["description", "A sentence or two about it, in our words."],
  ["categories", "Its categories' names, the primary one first."],
  ["tags", "Its topics."],
  ["facts", "Each fact below by name: { value, source, verified_on }. value is null while the fact is not known."],
  ["facts_last_verified", "The latest day any of its facts was verified (YYYY-MM-DD), or null."],
  ["added", "When it was listed (ISO 8601)."],
  ["updated", "When its listing last changed (ISO 8601)."],
  ["lifecycle", `Whether it is still offered: ${TOOL_LIFECYCLES.join(", ")}.`],
  ["lifecycle_date", "Since when (YYYY-MM-DD), or null for an active tool."],
  ["lifecycle_source", "Where that is said, or null for an active tool."],
  ["successor", "The slug of the tool that replaces it, or null."],
  ["logo", "Its logo's address, or null when it has none (the site then shows a lettermark)."],
  [
    "logo_source",
    "Where the logo came from: editor, website, package (an icon package) or avatar (the GitHub organisation's).",
  ],
  ["logo_source_url", "The file the logo was made from, or null for an editor's upload."],
  ["logo_license", "The logo's licence as its origin states it (an SPDX id), or null when not stated."],
  ["repository", "Its source repository (https://github.com/{owner}/{repo}), or null."],
  ["repository_archived", "Whether GitHub marks the repository archived, or null until it is read."],
  ["last_code_change", "The repository's last push (ISO 8601), as GitHub gives it, or null."],
  ["license", "The repository's licence as an SPDX id, or null when GitHub names none."],
  ["stars", "The repository's stars on GitHub, or null."],
  ["latest_release", "The tag of the latest GitHub release, or null when there is none."],
  ["latest_release_date", "When it was published (ISO 8601), or null."],
  ["repository_read_at", "When these repository figures were read from GitHub (ISO 8601), or null."],
  ["repository_source", "The public source that names the repository for this tool, pinned to a commit, or null."],
  [
    "repository_snapshot_commit",
    "The commit of the repository snapshot the figures were read from, or null when GitHub's API gave them.",
  ],
  ["repository_not_found_since", "Since when GitHub has found no repository at the address (ISO 8601), or null."],
];

/** The CSV's columns, in order: the tool's fields, then each fact's value, source and day verified. */
export const OPEN_DATA_CSV_COLUMNS: string[] = [
  "name",
  "slug",
  "url",
  "website",
  "description",
  "categories",
  "tags",
  ...FACT_KEYS.flatMap((key) => {
    const name = OPEN_DATA_FACT_NAMES[key];
    return [name, `${name}_source`, `${name}_verified_on`];
  }),
  "facts_last_verified",
  "added",
  "updated",
  "lifecycle",
  "lifecycle_date",
  "lifecycle_source",
  "successor",
  "logo",
  "logo_source",
  "logo_source_url",
  "logo_license",
  "repository",
  "repository_archived",
  "last_code_change",
  "license",
  "stars",
  "latest_release",
  "latest_release_date",
  "repository_read_at",
  "repository_source",
  "repository_snapshot_commit",
  "repository_not_found_since",
];
