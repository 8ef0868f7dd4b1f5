import type { ReactNode } from "react";

/**
 * The frame of every error page: an optional big status code, the title, a sentence, and the
 * ways out (buttons) underneath.
 */
export function ErrorPage({
  code,
  title,
  message,
  children,
}: {
  code?: string;
  title: ReactNode;
  message?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      {code ? <p className="text-7xl font-extrabold text-bitcoin-dark">{code}</p> : null}
      <h1 className={code ? "mt-4 text-3xl font-bold text-slate-900" : "text-3xl font-bold text-slate-900"}>{title}</h1>
      {message ? <p className="mt-3 text-slate-600">{message}</p> : null}
      {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </section>
  );
}
