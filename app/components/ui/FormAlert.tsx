import type { ReactNode } from "react";

export type AlertTone = "error" | "success" | "warning" | "info";

/** A tone's box colours, also for a banner with a heading of its own (a section, not a FormAlert). */
export const ALERT_TONES: Record<AlertTone, string> = {
  error: "border border-red-200 bg-red-50 text-red-900",
  success: "border border-green-200 bg-green-50 text-green-900",
  warning: "border border-amber-200 bg-amber-50 text-amber-900",
  info: "border border-slate-200 bg-slate-50 text-slate-800",
};

const SIZES = {
  md: "px-4 py-3",
  /** In a narrow panel or a card: a smaller box and type. */
  sm: "px-3 py-2 text-sm",
};

/**
 * The site's one banner: an error is announced at once (role alert), anything else politely
 * (role status). A title, an optional sentence or two, and optional ways on underneath; a notice
 * that is only a sentence or two has no title.
 */
export function FormAlert({
  tone,
  title,
  children,
  actions,
  size = "md",
  className = "",
}: {
  tone: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-md ${SIZES[size]} ${ALERT_TONES[tone]} ${className}`}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div className={title ? "mt-1" : undefined}>{children}</div> : null}
      {actions ? <div className="mt-3 flex flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
}
