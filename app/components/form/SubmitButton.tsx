import type { ReactNode } from "react";

const PRIMARY = "focus-ring rounded-md bg-bitcoin font-semibold text-slate-950 hover:bg-orange-400 disabled:opacity-60";

/** A form's main button: disabled and saying what it is doing while the form is busy. */
export function SubmitButton({
  busy,
  busyLabel,
  disabled = false,
  className = "px-4 py-2",
  children,
}: {
  busy: boolean;
  busyLabel: string;
  disabled?: boolean;
  /** Size and placement; the colours are the site's primary button. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" disabled={busy || disabled} className={`${PRIMARY} ${className}`}>
      {busy ? busyLabel : children}
    </button>
  );
}
