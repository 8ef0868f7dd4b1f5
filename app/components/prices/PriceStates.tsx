// The loading skeleton and red error card for a price that is not there.
import type { ReactNode } from "react";

export function PriceSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      className="animate-pulse rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <span className="sr-only">Loading the Bitcoin price...</span>
      <div className="flex items-center gap-3">
        <div className="h-12 w-12 rounded-full bg-slate-200" />
        <div className="space-y-2">
          <div className="h-4 w-24 rounded bg-slate-200" />
          <div className="h-3 w-12 rounded bg-slate-200" />
        </div>
      </div>
      <div className="mt-6 h-10 w-64 max-w-full rounded bg-slate-200" />
      <div className="mt-3 h-4 w-48 rounded bg-slate-200" />
      <div className="mt-4 h-6 w-32 rounded-full bg-slate-200" />
    </div>
  );
}

/** The red card with a retry control (a form, so it reloads the page without JavaScript). */
export function PriceErrorCard({ message, retry }: { message: string; retry: ReactNode }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
      <p className="font-semibold">{message}</p>
      <div className="mt-4">{retry}</div>
    </div>
  );
}
