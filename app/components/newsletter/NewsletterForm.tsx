import { useFetcher, useLocation } from "react-router";
import { useEffect, useId, useRef } from "react";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { toast } from "#app/components/toasts.tsx";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { SubmitButton } from "#app/components/form/SubmitButton.tsx";
import type { NewsletterSource } from "#app/lib/newsletter.ts";
import { RETURN_TO_FIELD } from "#app/lib/newsletter.ts";
import type { NewsletterResult } from "#app/lib/newsletter-rules.ts";
import { IN_PLACE_FIELD } from "#app/lib/in-place-field.ts";

const TONES = {
  dark: {
    input: "border-slate-600 bg-slate-900 text-white placeholder:text-slate-400",
    label: "text-slate-300",
  },
  light: {
    input: "border-slate-300 bg-white text-slate-900 placeholder:text-slate-500",
    label: "text-slate-700",
  },
} as const;

/**
 * The newsletter form of the footer, the home hero and the tool sidebar. With JavaScript it
 * subscribes in place ('Subscribing...', the input disabled, cleared on success, a toast); without,
 * the post returns to this page with the same words.
 */
export function NewsletterForm({
  source,
  tone = "light",
  onSubscribed,
}: {
  source: NewsletterSource;
  tone?: keyof typeof TONES;
  onSubscribed?: () => void;
}) {
  const fetcher = useFetcher<NewsletterResult>();
  const hydrated = useHydrated();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const subscribing = fetcher.state !== "idle";
  const result = fetcher.data;
  // Several forms may share a page (the footer's and the page's own).
  const inputId = useId();

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      formRef.current?.reset();
      toast.success(result.message);
      onSubscribed?.();
    } else toast.error(result.error);
    // Once per answer; onSubscribed may be a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  const error = result && !result.ok ? result.error : null;
  return (
    <fetcher.Form ref={formRef} method="post" action="/newsletter" noValidate className="w-full">
      <CsrfField />
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name={RETURN_TO_FIELD} value={`${location.pathname}${location.search}`} />
      {hydrated ? <input type="hidden" name={IN_PLACE_FIELD} value="1" /> : null}
      <label htmlFor={inputId} className={`block text-sm font-medium ${TONES[tone].label}`}>
        Email address
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          disabled={subscribing}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={`focus-ring min-w-0 flex-1 rounded-md border px-3 py-2 text-sm disabled:opacity-60 ${TONES[tone].input}`}
        />
        <SubmitButton busy={subscribing} busyLabel="Subscribing..." className="shrink-0 px-4 py-2 text-sm">
          Subscribe
        </SubmitButton>
      </div>
      {error ? (
        <p id={`${inputId}-error`} className={`mt-1 text-sm ${tone === "dark" ? "text-red-300" : "text-red-700"}`}>
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
