import type { ReactNode } from "react";

/**
 * The box to tick before something that cannot be undone (it works without JavaScript: the server
 * refuses the form until it is ticked), with its error message announced with it.
 */
export function ConfirmCheckbox({
  id,
  errorId = `${id}-error`,
  value = "delete",
  error,
  children,
}: {
  id: string;
  /** What the form sends when it is ticked: the action it confirms. */
  value?: string;
  errorId?: string;
  error: string | undefined;
  /** The label: what ticking it agrees to. */
  children: ReactNode;
}) {
  return (
    <>
      <div className="flex items-start gap-2">
        <input
          id={id}
          name="confirm"
          type="checkbox"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 h-4 w-4"
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {children}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}
