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
