// Alt text: what an image shows, for people who cannot see it. Required for every image a post
// shows (its featured image and the images of the media list).
import { z } from "zod";
import { singleLine } from "#app/lib/single-line-field.ts";

export const IMAGE_ALT_MAX = 250;
export const MISSING_ALT = "Describe the image for people who cannot see it.";

export const imageAlt = singleLine(
  z.string().trim().min(1, MISSING_ALT).max(IMAGE_ALT_MAX, `Keep the alt text under ${IMAGE_ALT_MAX} characters.`),
);

/** A file field: the chosen file, or null when none was chosen. */
export const optionalImage = z
  .union([z.instanceof(File), z.literal("")])
  .transform((value) => (value instanceof File && value.size > 0 ? value : null));
