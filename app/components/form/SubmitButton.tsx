import type { ReactNode } from "react";
import { buttonClass } from "#app/components/ui/Button.tsx";

const PRIMARY = buttonClass({ variant: "accent", size: "none" });

/** A form's main button: disabled and saying what it is doing while the form is busy. */
export function SubmitButton({
  busy,
  busyLabel,
  disabled = false,
  className = "px-4 py-2",
  name,
  value,
  describedBy,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  disabled?: boolean;
  /** The intent it submits, on a form with several buttons. */
  name?: string;
  value?: string;
  /** The id of the text that says why the button is disabled. */
  describedBy?: string;
  /** Size and placement; the colours are the site's primary button. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={busy || disabled}
      aria-describedby={describedBy}
      className={`${PRIMARY} ${className}`}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
