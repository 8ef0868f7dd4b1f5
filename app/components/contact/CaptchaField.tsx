import { useEffect, useRef, useState } from "react";
import { solveAltcha } from "#app/lib/altcha-solver.ts";
import type { CaptchaKind } from "#app/lib/person-check.ts";

declare global {
  interface Window {
    hcaptcha?: {
      render: (container: HTMLElement, options: Record<string, unknown>) => string;
      remove: (id: string) => void;
    };
  }
}

/**
 * A public form's spam check, in a box that keeps its room from the first paint. ALTCHA's tick box
 * is in the page's HTML (usable once the page's script runs); hCaptcha draws itself when the page
 * loads. It reports its token when solved and null when it expires or fails; a new `key` from the
 * parent gives a fresh one. Without JavaScript the box is hidden and the hidden fields stand in.
 */
export function CaptchaField({
  captcha,
  hydrated,
  onToken,
}: {
  captcha: CaptchaKind;
  hydrated: boolean;
  onToken: (token: string | null) => void;
}) {
  return (
    <div role="group" aria-label="Spam check" className="captcha-box">
      {captcha.kind === "altcha" ? (
        <Altcha ready={hydrated} onToken={onToken} />
      ) : hydrated ? (
        <Hcaptcha sitekey={captcha.sitekey} onToken={onToken} />
      ) : null}
      {captcha.kind === "hcaptcha" ? <p className="captcha-placeholder">Loading the spam check...</p> : null}
    </div>
  );
}

type AltchaState = "idle" | "verifying" | "verified" | "expired" | "failed";

const ALTCHA_STATUS: Record<AltchaState, string> = {
  idle: "",
  verifying: "Verifying...",
  verified: "Verified",
  expired: "The check expired. Tick the box again.",
  failed: "The check could not be completed. Tick the box again.",
};

function Altcha({ ready, onToken }: { ready: boolean; onToken: (token: string | null) => void }) {
  const [state, setState] = useState<AltchaState>("idle");
  const [token, setToken] = useState("");
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const verify = async () => {
    const controller = new AbortController();
    running.current = controller;
    setState("verifying");
    const solved = await solveAltcha("/api/captcha", controller.signal).catch(() => null);
    if (controller.signal.aborted) return;
    if (!solved) {
      setState("failed");
      return;
    }
    setToken(solved.token);
    setState("verified");
    onToken(solved.token);
    const expire = () => {
      setToken("");
      setState("expired");
      onToken(null);
    };
    const timer = setTimeout(expire, solved.validForMs);
    controller.signal.addEventListener("abort", () => clearTimeout(timer));
  };

  const busyOrDone = state === "verifying" || state === "verified";
  return (
    <div className="altcha-check" data-state={state}>
      <label className="flex items-center gap-3 text-slate-900">
        <input
          type="checkbox"
          className="size-5 accent-bitcoin"
          checked={busyOrDone}
          // Until the page's script runs, a tick could do nothing. After that the box stays
          // focusable while it works, so a keyboard user keeps their place.
          disabled={!ready}
          aria-disabled={busyOrDone || undefined}
          onChange={() => !busyOrDone && void verify()}
        />
        I&apos;m not a robot
      </label>
      <p role="status" className="text-sm text-slate-600">
        {ALTCHA_STATUS[state]}
      </p>
      <input type="hidden" name="altcha" value={token} />
    </div>
  );
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
