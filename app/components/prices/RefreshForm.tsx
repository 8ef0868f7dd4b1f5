import type { FormEvent, ReactNode } from "react";
import { KeptFields } from "#app/components/prices/KeptFields.tsx";

/**
 * A GET form back to the same page: without JavaScript submitting it reloads the page with the
 * latest price; with JavaScript it refetches from our API instead. Hidden fields keep the view's
 * other choices (chart range, currency).
 */
export function RefreshForm({
  onRefresh,
  keep,
  children,
  className,
}: {
  onRefresh: () => void;
  keep: Record<string, string>;
  children: ReactNode;
  className?: string;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRefresh();
  };
  return (
    <form method="get" onSubmit={submit} className={className}>
      <KeptFields values={keep} />
      {children}
    </form>
  );
}
