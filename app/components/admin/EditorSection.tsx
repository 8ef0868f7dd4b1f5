import type { ReactNode } from "react";

/** A titled group of an editor's fields. */
export function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** A field's label marked as one that may stay empty. */
export function Optional({ children }: { children: ReactNode }) {
  return (
    <>
      {children} <span className="font-normal text-slate-600">(optional)</span>
    </>
  );
}
