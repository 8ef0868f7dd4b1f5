import { useFetcher, useRouteLoaderData } from "react-router";
import { Link } from "#app/components/Link.tsx";
import { useEffect, useRef } from "react";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { TextField } from "#app/components/form/TextField.tsx";
import { ImageUploadField } from "#app/components/form/ImageUploadField.tsx";
import { ConfirmCheckbox } from "#app/components/form/ConfirmCheckbox.tsx";
import { SubmitButton } from "#app/components/form/SubmitButton.tsx";
import { toastNotice } from "#app/components/notice-toast.ts";
import { Button } from "#app/components/ui/Button.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { FEATURED_IMAGE_TOO_LARGE } from "#app/lib/admin-blog-rules.ts";
import { BLOG_IMAGE_BOX } from "#app/lib/blog-images.ts";
import { TOOL_IMAGE_MAX_BYTES } from "#app/lib/body-limits.ts";
import { TOOL_IMAGE_ACCEPT } from "#app/lib/tool-images.ts";
import {
  BLOG_MEDIA_INTENTS,
  MEDIA_PATH,
  MEDIA_RETURN_FIELD,
  markdownImage,
  type BlogMediaImage,
} from "#app/lib/blog-media.ts";
import type { BlogMediaDone, BlogMediaFailure } from "#app/lib/blog-media-rules.ts";
import { IN_PLACE_FIELD } from "#app/lib/in-place-field.ts";
import { onMainSite } from "#app/lib/site-hosts.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";

type MediaResult = BlogMediaDone | BlogMediaFailure;

/** Puts `text` where the textarea's cursor is (over its selection), as if typed there. */
function insertAtCursor(textareaId: string, text: string) {
  const area = document.getElementById(textareaId);
  if (!(area instanceof HTMLTextAreaElement)) return;
  area.focus();
  area.setRangeText(text, area.selectionStart, area.selectionEnd, "end");
  area.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * The media list: upload an image with its alt text; each image shows its Markdown to copy and,
 * with JavaScript on a post's page, an Insert button that puts it into the content at the cursor.
 * With JavaScript the forms answer in place, so text typed in the post is kept.
 */
export function BlogMediaLibrary({
  images,
  total,
  returnTo,
  insertInto,
  pageResult,
}: {
  images: BlogMediaImage[];
  total: number;
  /** The page the forms come back to without JavaScript. */
  returnTo: string;
  /** The id of the Markdown textarea that Insert writes into. */
  insertInto?: string;
  /** The media page's own action answer (a form sent without JavaScript). */
  pageResult?: MediaResult;
}) {
  const hydrated = useHydrated();
  const mainSite = useRouteLoaderData<typeof rootLoader>("root")?.mainSiteHref ?? "/";
  const upload = useFetcher<MediaResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const uploadResult = upload.data ?? (pageResult?.intent === BLOG_MEDIA_INTENTS.upload ? pageResult : undefined);
  const failed = uploadResult && !uploadResult.ok ? uploadResult : null;

  useEffect(() => {
    if (upload.data?.ok) {
      formRef.current?.reset();
      toastNotice(upload.data.notice);
    }
  }, [upload.data]);

  return (
    <section id="media" aria-labelledby="media-heading" className="mt-10 border-t border-slate-200 pt-8">
      <h2 id="media-heading" className="text-lg font-semibold text-slate-900">
        Media
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Images for posts: upload one with its alt text, then insert its Markdown into the content. An image a post uses
        cannot be deleted.
        {total > images.length ? (
          <>
            {" "}
            <Link to={MEDIA_PATH} className="focus-ring font-medium text-bitcoin-dark hover:underline">
              All {total} images
            </Link>
          </>
        ) : null}
      </p>
      <upload.Form
        ref={formRef}
        method="post"
        action={MEDIA_PATH}
        encType="multipart/form-data"
        noValidate
        className="mt-4 grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-2"
        aria-label="Upload an image"
      >
        <CsrfField />
        <input type="hidden" name="intent" value={BLOG_MEDIA_INTENTS.upload} />
        <input type="hidden" name={MEDIA_RETURN_FIELD} value={returnTo} />
        {hydrated ? <input type="hidden" name={IN_PLACE_FIELD} value="1" /> : null}
        <ImageUploadField
          id="image"
          label="Image"
          hint={`JPEG, PNG, WebP or GIF (a still one), up to 5 MB; stored as WebP within ${BLOG_IMAGE_BOX.width} × ${BLOG_IMAGE_BOX.height} pixels.`}
          error={failed?.fieldErrors.image ?? failed?.formError ?? undefined}
          accept={TOOL_IMAGE_ACCEPT}
          maxBytes={TOOL_IMAGE_MAX_BYTES}
          tooLarge={FEATURED_IMAGE_TOO_LARGE}
          required
        />
        <TextField
          id="alt"
          label="Alt text"
          hint="What the image shows, for people who cannot see it."
          required
          defaultValue={failed?.values.alt ?? ""}
          error={failed?.fieldErrors.alt}
        />
        <div className="sm:col-span-2">
          <SubmitButton busy={upload.state !== "idle"} busyLabel="Uploading...">
            Upload to media
          </SubmitButton>
        </div>
      </upload.Form>
      {images.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No images yet.</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2" aria-label="Images">
          {images.map((image) => (
            <MediaItem
              key={image.id}
              image={image}
              src={onMainSite(mainSite, image.url)}
              returnTo={returnTo}
              canInsert={hydrated && Boolean(insertInto)}
              onInsert={() => insertInto && insertAtCursor(insertInto, markdownImage(image.alt, image.url))}
              pageResult={pageResult && !pageResult.ok && pageResult.id === image.id ? pageResult : undefined}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function MediaItem({
  image,
  src,
  returnTo,
  canInsert,
  onInsert,
  pageResult,
}: {
  image: BlogMediaImage;
  src: string;
  returnTo: string;
  canInsert: boolean;
  onInsert: () => void;
  pageResult?: BlogMediaFailure;
}) {
  const hydrated = useHydrated();
  const remove = useFetcher<MediaResult>();
  const result = remove.data ?? pageResult;
  const failed = result && !result.ok ? result : null;
  const snippetId = `snippet-${image.id}`;
  useEffect(() => {
    if (remove.data?.ok) toastNotice(remove.data.notice);
  }, [remove.data]);

  return (
    <li id={`image-${image.id}`} className="rounded-lg border border-slate-200 p-3" data-testid="media-item">
      <img
        src={src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        className="h-32 w-full rounded-md bg-slate-50 object-contain"
      />
      <p className="mt-2 break-words text-sm text-slate-800">{image.alt}</p>
      <label htmlFor={snippetId} className="mt-2 block text-xs font-medium text-slate-700">
        Markdown to copy
      </label>
      <input
        id={snippetId}
        readOnly
        value={markdownImage(image.alt, image.url)}
        className="mt-1 block w-full rounded-md border border-slate-300 bg-slate-50 px-2 py-1 font-mono text-xs text-slate-900"
        data-testid="media-snippet"
      />
      <div className="mt-3 flex flex-wrap items-start gap-2">
        {canInsert ? (
          <Button type="button" size="xs" variant="secondary" onClick={onInsert}>
            Insert<span className="sr-only">: {image.alt}</span>
          </Button>
        ) : null}
        <details className="text-sm" open={Boolean(failed)}>
          <summary className="focus-ring cursor-pointer rounded px-1 py-1.5 text-red-800">Delete…</summary>
          <remove.Form method="post" action={MEDIA_PATH} className="mt-2 space-y-2">
            <CsrfField />
            <input type="hidden" name="intent" value={BLOG_MEDIA_INTENTS.delete} />
            <input type="hidden" name="id" value={image.id} />
            <input type="hidden" name={MEDIA_RETURN_FIELD} value={returnTo} />
            {hydrated ? <input type="hidden" name={IN_PLACE_FIELD} value="1" /> : null}
            {failed?.formError ? <FormAlert tone="error" title={failed.formError} size="sm" /> : null}
            <ConfirmCheckbox id={`confirm-${image.id}`} error={failed?.fieldErrors.confirm}>
              I understand that deleting removes this image for good.
            </ConfirmCheckbox>
            <Button type="submit" variant="danger" size="xs" disabled={remove.state !== "idle"}>
              {remove.state !== "idle" ? "Deleting..." : "Delete image"}
            </Button>
          </remove.Form>
        </details>
      </div>
    </li>
  );
}
