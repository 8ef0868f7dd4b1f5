// Toasts, with sonner loaded on the first one: most visits never show a toast, so its 10 KB of
// script stay off every page until something calls `toast`. The calls are sonner's; sonner replays
// the toasts made before its Toaster mounted, so the first one is not lost while both load.
import { useLocation } from "react-router";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { ExternalToast, ToasterProps } from "sonner";

const loadSonner = () => import("sonner");

let wanted = false;
const onFirstToast = new Set<() => void>();

function show(kind: "message" | "success" | "error" | "info", title: ReactNode, options?: ExternalToast) {
  if (!wanted) {
    wanted = true;
    for (const listener of onFirstToast) listener();
  }
  void loadSonner().then(({ toast: sonnerToast }) =>
    (kind === "message" ? sonnerToast : sonnerToast[kind])(title, options),
  );
}

export const toast = Object.assign((title: ReactNode, options?: ExternalToast) => show("message", title, options), {
  success: (title: ReactNode, options?: ExternalToast) => show("success", title, options),
  error: (title: ReactNode, options?: ExternalToast) => show("error", title, options),
  info: (title: ReactNode, options?: ExternalToast) => show("info", title, options),
});

/**
 * Sonner's Toaster, rendered once the page has shown its first toast (never on the server). No
 * Suspense: React holds back a suspended boundary's content for a moment, and the toast must not wait.
 */
export function Toaster(props: ToasterProps) {
  const [sonner, setSonner] = useState<typeof import("sonner") | null>(null);
  useEffect(() => {
    const listener = () => void loadSonner().then(setSonner);
    onFirstToast.add(listener);
    if (wanted) listener();
    return () => void onFirstToast.delete(listener);
  }, []);
  // A toast speaks of the page it was shown on: the next page starts without it (a toast the next
  // page shows itself comes after this, as toasts are shown once sonner's module has resolved).
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    sonner?.toast.dismiss();
  }, [pathname, sonner]);
  return sonner ? <sonner.Toaster {...props} /> : null;
}
