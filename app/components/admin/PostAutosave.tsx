import { ALERT_TONES } from "#app/components/ui/FormAlert.tsx";
import { Form } from "react-router";
import { Link } from "#app/components/Link.tsx";
import { useEffect, useState } from "react";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { Button, ButtonLink } from "#app/components/ui/Button.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { adminTimestamp } from "#app/lib/admin-dates.ts";
import type { AutosaveResult } from "#app/server/admin/revisions/autosave-post.server.ts";
import type { DraftOffer } from "#app/server/admin/revisions/list-revisions.server.ts";

const RECOVERED = "Draft recovered into the form: check it, then save the post.";

const recoverLabel = (postId: string | null, offer: Offer) =>
  postId ? "Recover draft" : `Recover unsaved draft from ${adminTimestamp(offer.createdAt)}`;

/** How long typing waits before its draft is kept. */
export const AUTOSAVE_DELAY_MS = 10_000;

/** The post editor's form: the one holding the Content field. */
const editorForm = () => (document.getElementById("content") as HTMLTextAreaElement | null)?.form ?? null;

const clock = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** Puts a draft's fields into the editor, as if typed (so whatever follows typing follows them too). */
function fillEditor(form: HTMLFormElement, fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields)) {
    const boxes = form.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="${CSS.escape(name)}"]`);
    if (boxes.length > 0) {
      const ticked = new Set(value.split(",").filter(Boolean));
      for (const box of boxes) box.checked = ticked.has(box.value);
      continue;
    }
    const control = form.elements.namedItem(name);
    if (
      control instanceof HTMLInputElement ||
      control instanceof HTMLTextAreaElement ||
      control instanceof HTMLSelectElement
    ) {
      control.value = value;
      control.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }
}

/** A draft to offer back: an existing post's autosave revision (`id`), or a new post's draft. */
type Offer = Omit<DraftOffer, "id"> & { id?: string };

/**
 * With JavaScript, keeps the post editor's typing as a draft every ~10 s of changes (never the
 * post itself) and says when. A draft left by a closed tab (newer than the post's last save, or of
 * a new post never created) is offered back: recovered into the form, compared with the post, or
 * discarded. Without JavaScript, a new post's draft is recovered by a link to the new-post page
 * that opens with the draft in its form (and says so: `recovered`), an existing post's is compared,
 * and either is discarded by a form.
 */
export function PostAutosave({
  postId,
  draft,
  recovered = false,
}: {
  /** The post being edited; null on the new-post page. */
  postId: string | null;
  draft: Offer | null;
  recovered?: boolean;
}) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState<string | null>(recovered ? RECOVERED : null);
  // Only the draft found on opening is offered: a later one is this page's own typing. A discard
  // leaves the page with none.
  const [offered, setOffered] = useState(draft?.createdAt ?? null);
  const offer = draft && draft.createdAt === offered ? draft : null;
  const endpoint = postId ? `/admin/blog/${postId}/autosave` : "/admin/blog/new/autosave";

  useEffect(() => {
    const form = editorForm();
    if (!form) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const send = async () => {
      timer = null;
      const body = new FormData(form);
      body.set("intent", "autosave");
      try {
        const response = await fetch(endpoint, { method: "POST", body, credentials: "same-origin" });
        const result = (await response.json()) as AutosaveResult;
        setStatus(result.ok ? `Draft saved at ${clock(result.savedAt)}` : result.message);
      } catch {
        setStatus("The draft could not be saved: the connection failed. It is tried again as you type.");
      }
    };
    const changed = () => {
      timer ??= setTimeout(send, AUTOSAVE_DELAY_MS);
    };
    const saving = () => {
      if (timer) clearTimeout(timer);
      timer = null;
    };
    form.addEventListener("input", changed);
    form.addEventListener("change", changed);
    form.addEventListener("submit", saving);
    return () => {
      saving();
      form.removeEventListener("input", changed);
      form.removeEventListener("change", changed);
      form.removeEventListener("submit", saving);
    };
  }, [endpoint]);

  const recover = () => {
    const form = editorForm();
    if (!form || !offer) return;
    fillEditor(form, offer.fields);
    setOffered(null);
    setStatus(RECOVERED);
  };

  return (
    <div className="mb-6 space-y-3">
      {offer ? (
        <section aria-labelledby="draft-offer-heading" className={`rounded-md px-4 py-3 ${ALERT_TONES.warning}`}>
          <h2 id="draft-offer-heading" className="font-semibold">
            Unsaved draft
          </h2>
          <p className="mt-1 text-sm">
            {postId
              ? `An autosaved draft from ${adminTimestamp(offer.createdAt)} is newer than the last save.`
              : "A new post typed here was never created: its autosaved draft is kept for you."}
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            {postId === null && !hydrated ? (
              <ButtonLink to="/admin/blog/new?draft=recover" variant="primary" size="xs">
                {recoverLabel(postId, offer)}
              </ButtonLink>
            ) : null}
            {hydrated ? (
              <Button type="button" variant="primary" size="xs" onClick={recover}>
                {recoverLabel(postId, offer)}
              </Button>
            ) : null}
            {postId && offer.id ? (
              <Link
                to={`/admin/blog/${postId}/revisions/${offer.id}`}
                className="focus-ring text-sm font-medium text-bitcoin-dark hover:underline"
              >
                Compare with the post
              </Link>
            ) : null}
            <Form method="post" action={endpoint}>
              <CsrfField />
              <input type="hidden" name="intent" value="discard" />
              <Button type="submit" variant="secondary" size="xs">
                Discard draft
              </Button>
            </Form>
          </div>
        </section>
      ) : null}
      <p role="status" className="min-h-5 text-sm text-slate-600">
        {status}
      </p>
    </div>
  );
}
