import { Link } from "@remix-run/react";

export function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-bitcoin-dark">404</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Page Not Found</h1>
      <p className="mt-3 text-slate-600">The page you are looking for doesn&apos;t exist or has been moved.</p>
      <Link
        to="/"
        className="focus-ring mt-8 rounded-md bg-slate-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-slate-700"
      >
        Return to Homepage
      </Link>
    </section>
  );
}
