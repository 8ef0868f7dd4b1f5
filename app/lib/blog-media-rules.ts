// The media list's forms, checked on the server: an upload (an image and its alt text) and a
// delete (confirmed).
import { z } from "zod";
import type { FormFailure } from "#app/lib/form-result.ts";
import type { NoticeMessage } from "#app/lib/notices.ts";
import { imageAlt, optionalImage } from "#app/lib/image-alt-rules.ts";
import type { BlogMediaIntent } from "#app/lib/blog-media.ts";
import { isUuid } from "#app/lib/uuid.ts";

export const BlogMediaUploadForm = z.object({
  image: optionalImage.refine((file) => file !== null, "Choose an image to upload."),
  alt: imageAlt,
});

export const BlogMediaDeleteForm = z.object({
  id: z.string().refine(isUuid, "Unknown image."),
  confirm: z.literal("delete", { error: "Tick the box to confirm that the image is deleted for good." }),
});

export type BlogMediaField = "image" | "alt" | "id" | "confirm";

/** A refused media form, by its intent; a delete names its image, so the list shows the message there. */
export type BlogMediaFailure = FormFailure<BlogMediaField> & { intent: BlogMediaIntent; id: string | null };

/** Answered in place to a form sent with JavaScript. */
export type BlogMediaDone = { ok: true; intent: BlogMediaIntent; notice: NoticeMessage };
