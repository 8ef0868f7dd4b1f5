// The forms of a tool's images page (shared by the page and the server): upload a logo or a
// screenshot, remove either, each named by its `intent`. The file field is named for its kind.
import { z } from "zod";
import { TOOL_IMAGE_MAX_BYTES } from "#app/lib/body-limits.ts";
import type { FormFailure } from "#app/lib/form-result.ts";
import type { ToolImageKind } from "#app/lib/tool-images.ts";

export const TOOL_IMAGE_INTENTS = {
  uploadLogo: "upload-logo",
  uploadScreenshot: "upload-screenshot",
  removeLogo: "remove-logo",
  removeScreenshot: "remove-screenshot",
  fetchFromWebsite: "fetch-from-website",
} as const;

export type ToolImageIntent = (typeof TOOL_IMAGE_INTENTS)[keyof typeof TOOL_IMAGE_INTENTS];

export const UPLOAD_INTENT: Record<ToolImageKind, ToolImageIntent> = {
  logo: TOOL_IMAGE_INTENTS.uploadLogo,
  screenshot: TOOL_IMAGE_INTENTS.uploadScreenshot,
};

export const REMOVE_INTENT: Record<ToolImageKind, ToolImageIntent> = {
  logo: TOOL_IMAGE_INTENTS.removeLogo,
  screenshot: TOOL_IMAGE_INTENTS.removeScreenshot,
};

export const TOOL_NOT_FOUND = "Tool not found";

export const BOTH_IMAGES_EDITORS =
  "The logo and the screenshot were both uploaded by an editor, and a fetch never replaces those. Remove one to fetch it from the website.";

/** In the upload form's address: which image it sends, known even when the body is not read. */
export const TOO_LARGE_IMAGE_PARAM = "image";

export const TOOL_IMAGE_TOO_LARGE = `Images must be ${TOOL_IMAGE_MAX_BYTES / (1024 * 1024)} MB or smaller.`;

/** The file itself; its size and what it holds are checked on the server, which re-encodes it. */
const imageFile = (kind: ToolImageKind) => {
  const required = `Choose an image to upload as the ${kind}.`;
  return z.instanceof(File, { error: required }).refine((file) => file.size > 0, required);
};

export const LogoUploadForm = z.object({ logo: imageFile("logo") });
export const ScreenshotUploadForm = z.object({ screenshot: imageFile("screenshot") });

export type ToolImageField = ToolImageKind;

/** A refused form of the page (the others redirect with a notice), named by its intent when known. */
export type ToolImageResult = FormFailure<ToolImageField> & { intent: ToolImageIntent | null };
