import type { ReactNode } from "react";

/** A card of the price pages and the converter: a section named by its heading. */
export function PricePanel({
  id,
  title,
  large = false,
  children,
}: {
  id: string;
  title: ReactNode;
  /** The page's explainer takes the larger heading. */
  large?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className={`${large ? "text-xl" : "text-lg"} font-semibold text-slate-900`}>
        {title}
      </h2>
      {children}
    </section>
  );
}
