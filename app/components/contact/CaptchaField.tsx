import { useEffect, useRef } from "react";
import type { CaptchaKind } from "#app/lib/person-check.ts";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "altcha-widget": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        challenge?: string;
        name?: string;
      };
    }
  }
  interface Window {
    hcaptcha?: {
      render: (container: HTMLElement, options: Record<string, unknown>) => string;
      remove: (id: string) => void;
    };
  }
}

/**
 * The contact form's captcha, rendered in the browser only. It reports its token when solved and
 * null when it expires or fails; a new `key` from the parent gives a fresh one.
 */
export function CaptchaField({ captcha, onToken }: { captcha: CaptchaKind; onToken: (token: string | null) => void }) {
  return captcha.kind === "hcaptcha" ? (
    <Hcaptcha sitekey={captcha.sitekey} onToken={onToken} />
  ) : (
    <Altcha onToken={onToken} />
  );
}

/**
 * The ALTCHA widget's script (36 KB gzipped) loads when the visitor starts on the form (focuses a
 * field or presses anywhere in it), not with the page: until then the element is an empty tag.
 */
function loadAltchaWhenFormIsUsed(widget: HTMLElement): () => void {
  const form = widget.closest("form");
  const load = () => void import("altcha");
  if (!form || form.contains(document.activeElement)) {
    load();
    return () => {};
  }
  const events = ["focusin", "pointerdown"] as const;
  const once = () => {
    for (const event of events) form.removeEventListener(event, once);
    load();
  };
  for (const event of events) form.addEventListener(event, once);
  return () => {
    for (const event of events) form.removeEventListener(event, once);
  };
}

function Altcha({ onToken }: { onToken: (token: string | null) => void }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const stopWaiting = loadAltchaWhenFormIsUsed(widget);
    const changed = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onToken(state === "verified" && payload ? payload : null);
    };
    widget.addEventListener("statechange", changed);
    return () => {
      stopWaiting();
      widget.removeEventListener("statechange", changed);
    };
  }, [onToken]);
  return <altcha-widget ref={ref} challenge="/api/captcha" name="altcha" />;
}

const HCAPTCHA_SCRIPT = "https://js.hcaptcha.com/1/api.js?render=explicit";

function Hcaptcha({ sitekey, onToken }: { sitekey: string; onToken: (token: string | null) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let widgetId: string | null = null;
    let cancelled = false;
    loadScript(HCAPTCHA_SCRIPT).then(() => {
      if (cancelled || !ref.current || !window.hcaptcha) return;
      widgetId = window.hcaptcha.render(ref.current, {
        sitekey,
        callback: (token: string) => onToken(token),
        "expired-callback": () => onToken(null),
        "error-callback": () => onToken(null),
      });
    });
    return () => {
      cancelled = true;
      if (widgetId !== null) window.hcaptcha?.remove(widgetId);
    };
  }, [sitekey, onToken]);
  return <div ref={ref} />;
}

function loadScript(src: string): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
  if (existing && window.hcaptcha) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = existing ?? Object.assign(document.createElement("script"), { src, async: true });
    script.addEventListener("load", () => resolve());
    script.addEventListener("error", () => reject(new Error(`could not load ${src}`)));
    if (!existing) document.head.appendChild(script);
  });
}
