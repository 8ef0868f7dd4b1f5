import { useEffect, useState } from "react";
import { formatNumber } from "#app/lib/en-us-numbers.ts";
import { bodyReadCeilingFor } from "#app/lib/request-body-caps.ts";

interface Oversize {
  sentKb: number;
  ceilingKb: number;
  field: { label: string; characters: number } | null;
}

/** What a form sends, in bytes, as the browser encodes it (URL-encoded, as our text forms are). */
const encodedBytes = (form: HTMLFormElement, submitter: HTMLElement | null) =>
  new TextEncoder().encode(new URLSearchParams(new FormData(form, submitter) as unknown as string[][]).toString())
    .byteLength;

/** The form's longest text field, by its label, for the message. */
function longestField(form: HTMLFormElement): { element: HTMLElement; label: string; characters: number } | null {
  let longest: { element: HTMLElement; label: string; characters: number } | null = null;
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement)) continue;
    if (longest && element.value.length <= longest.characters) continue;
    // The label as the editor reads it, without the "(optional)" mark.
    const label = element.labels?.[0]?.textContent?.replace(/\s*\(optional\)\s*$/, "").trim() || element.name;
    longest = { element, label, characters: element.value.length };
  }
  return longest;
}

/**
 * Past what the Worker reads of a form (app/lib/request-body-caps.ts), a save could not give the
 * editor's text back: with JavaScript, such a form is not sent at all. The page stays as it is,
 * with everything typed, and says which field to shorten. (Within that ceiling the server answers
 * with the form and a field message; without JavaScript, past it, with a page that says how to get
 * back to the form: functions/body-limit.ts.)
 */
export function OversizeFormGuard() {
  const [oversize, setOversize] = useState<Oversize | null>(null);
  useEffect(() => {
    const guard = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== "post") return;
      const { pathname } = new URL(form.action, window.location.href);
      const ceiling = bodyReadCeilingFor(pathname.startsWith("/admin") ? pathname : `/admin${pathname}`);
      const bytes = encodedBytes(form, event.submitter);
      if (bytes <= ceiling) {
        setOversize(null);
        return;
      }
      // Before React Router (and the browser) send it: nothing leaves the page.
      event.preventDefault();
      event.stopPropagation();
      const field = longestField(form);
      setOversize({
        sentKb: Math.ceil(bytes / 1024),
        ceilingKb: Math.floor(ceiling / 1024),
        field: field && { label: field.label, characters: field.characters },
      });
      field?.element.focus();
    };
    document.addEventListener("submit", guard, { capture: true });
    return () => document.removeEventListener("submit", guard, { capture: true });
  }, []);
  if (!oversize) return null;
  return (
    <div role="alert" className="mb-6 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-semibold">Not saved: this form is too large to send</p>
      <p className="mt-1">
        It holds {formatNumber(oversize.sentKb)} KB, and a save takes at most {formatNumber(oversize.ceilingKb)} KB.
        {oversize.field
          ? ` Its longest field is ${oversize.field.label} (${formatNumber(oversize.field.characters)} characters): shorten it and save again.`
          : " Shorten its longest field and save again."}{" "}
        Everything you typed is still in the form.
      </p>
    </div>
  );
}
