// The facets a visitor can filter tools on, with their labels.

export const TOOL_STATUSES = ["draft", "pending", "published", "rejected", "archived"] as const;
export type ToolStatus = (typeof TOOL_STATUSES)[number];

export const CUSTODY_VALUES = ["self-custody", "custodial", "not-applicable"] as const;
export type Custody = (typeof CUSTODY_VALUES)[number];

export const KYC_VALUES = ["required", "optional", "none", "not-applicable"] as const;
export type Kyc = (typeof KYC_VALUES)[number];

export const PLATFORM_VALUES = [
  "web",
  "ios",
  "android",
  "desktop",
  "hardware",
  "browser-extension",
  "command-line",
  "server",
] as const;
export type Platform = (typeof PLATFORM_VALUES)[number];

export const CUSTODY_LABELS: Record<Custody, string> = {
  "self-custody": "Self-custody",
  custodial: "Custodial",
  "not-applicable": "Not applicable",
};

export const KYC_LABELS: Record<Kyc, string> = {
  required: "KYC required",
  optional: "KYC optional",
  none: "No KYC",
  "not-applicable": "Not applicable",
};

export const PLATFORM_LABELS: Record<Platform, string> = {
  web: "Web",
  ios: "iOS",
  android: "Android",
  desktop: "Desktop",
  hardware: "Hardware",
  "browser-extension": "Browser extension",
  "command-line": "Command line",
  server: "Server",
};

/** How a wallet learns what is on the chain, from the most trust-minimised. */
export const VALIDATION_VALUES = ["full-node", "own-node", "spv", "server-trusted"] as const;
export type Validation = (typeof VALIDATION_VALUES)[number];

export const VALIDATION_LABELS: Record<Validation, string> = {
  "full-node": "Own full node",
  "own-node": "Can connect to your own node",
  spv: "SPV / compact filters",
  "server-trusted": "Server-trusted",
};

/** The ways a tool signs with a hardware signer. */
export const HARDWARE_SIGNER_VALUES = ["usb", "qr", "nfc", "file"] as const;
export type HardwareSigner = (typeof HARDWARE_SIGNER_VALUES)[number];

export const HARDWARE_SIGNER_LABELS: Record<HardwareSigner, string> = {
  usb: "USB",
  qr: "QR",
  nfc: "NFC",
  file: "File",
};

/**
 * The yes/no facets: each is a nullable boolean column of the same name (null: not known), the URL
 * parameter its filter reads, its label, and the words of its filter's choices.
 */
export const YES_NO_FACETS = {
  openSource: {
    param: "open_source",
    label: "Open source",
    noun: "open source",
    yes: "Open source",
    no: "Not open source",
    any: "Any licence",
  },
  lightning: {
    param: "lightning",
    label: "Lightning",
    noun: "Lightning",
    yes: "Supports Lightning",
    no: "No Lightning",
    any: "Any",
  },
  bitcoinOnly: {
    param: "bitcoin_only",
    label: "Bitcoin-only",
    noun: "Bitcoin-only",
    yes: "Bitcoin-only",
    no: "Not Bitcoin-only",
    any: "Any",
  },
  reproducibleBuilds: {
    param: "reproducible",
    label: "Reproducible builds",
    noun: "reproducible builds",
    yes: "Reproducible",
    no: "Not reproducible",
    any: "Any",
  },
  tor: { param: "tor", label: "Tor support", noun: "Tor", yes: "Supports Tor", no: "No Tor", any: "Any" },
  coinControl: {
    param: "coin_control",
    label: "Coin control",
    noun: "coin control",
    yes: "Has coin control",
    no: "No coin control",
    any: "Any",
  },
  multisig: {
    param: "multisig",
    label: "Multisig",
    noun: "multisig",
    yes: "Supports multisig",
    no: "No multisig",
    any: "Any",
  },
  custodialLightning: {
    param: "custodial_lightning",
    label: "Custodial Lightning",
    noun: "custodial Lightning",
    yes: "Custodial Lightning",
    no: "No custodial Lightning",
    any: "Any",
  },
  selfCustodialLightning: {
    param: "self_custodial_lightning",
    label: "Self-custodial Lightning",
    noun: "self-custodial Lightning",
    yes: "Self-custodial Lightning",
    no: "No self-custodial Lightning",
    any: "Any",
  },
} as const;
export type YesNoFacet = keyof typeof YES_NO_FACETS;

/** A yes/no fact that does not apply to the kind of tool (Tor on a hardware signer): known, neither yes nor no. */
export const NOT_APPLICABLE = "not-applicable";
/** The source is published under a licence that restricts its use: not open source, and not closed either. */
export const SOURCE_AVAILABLE = "source-available";
/** A yes/no fact: yes, no, not applicable, or null while not known. */
export type YesNoValue = boolean | typeof NOT_APPLICABLE | null;
/** The "open source" fact also has the source-available value. */
export type OpenSourceValue = YesNoValue | typeof SOURCE_AVAILABLE;
/** Every yes/no fact of a tool. */
export type YesNoFacts = Omit<Record<YesNoFacet, YesNoValue>, "openSource"> & { openSource: OpenSourceValue };
export const NOT_APPLICABLE_LABEL = "Not applicable";
export const SOURCE_AVAILABLE_LABEL = "Source available";
export type YesNoParam = (typeof YES_NO_FACETS)[YesNoFacet]["param"];
export const YES_NO_FACET_KEYS = Object.keys(YES_NO_FACETS) as YesNoFacet[];

/**
 * Every fact a tool page states about a tool, in the order it lists them. Each can carry a source
 * and the day it was last verified (tool_fact_sources.facet).
 */
export const FACT_KEYS = [
  "custody",
  "kyc",
  "openSource",
  "lightning",
  "platforms",
  "bitcoinOnly",
  "validation",
  "reproducibleBuilds",
  "tor",
  "coinControl",
  "multisig",
  "hardwareSigners",
  "custodialLightning",
  "selfCustodialLightning",
] as const;
export type FactKey = (typeof FACT_KEYS)[number];

export const FACT_LABELS: Record<FactKey, string> = {
  custody: "Custody",
  kyc: "KYC",
  platforms: "Platforms",
  validation: "Validation",
  hardwareSigners: "Hardware signers",
  ...(Object.fromEntries(YES_NO_FACET_KEYS.map((key) => [key, YES_NO_FACETS[key].label])) as Record<
    YesNoFacet,
    string
  >),
};
