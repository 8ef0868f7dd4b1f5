// Where a tool's stored logo or screenshot came from (tool_image_origins.source).

export const TOOL_IMAGE_SOURCES = ["editor", "website", "package", "avatar"] as const;
export type ToolImageSource = (typeof TOOL_IMAGE_SOURCES)[number];
