// Where a tool's stored logo or screenshot came from, in an editor's words (the images page).

export const TOOL_IMAGE_SOURCES = ["editor", "website", "package", "avatar"] as const;
export type ToolImageSource = (typeof TOOL_IMAGE_SOURCES)[number];

export const TOOL_IMAGE_SOURCE_LABELS: Record<ToolImageSource, string> = {
  editor: "Uploaded by an editor",
  website: "Fetched from the tool's website",
  package: "From an icon package the site ships",
  avatar: "The GitHub organisation's avatar",
};
