import type { ReactNode } from "react";

/** A short page with one message and its actions: a link's answer such as an unsubscribe. */
export function NarrowPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      {children}
    </div>
  );
}
