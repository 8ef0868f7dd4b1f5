/** What the kuna's price is, now that the euro replaced it: said wherever HRK is priced. */
export function RetiredKunaNote({ className = "text-sm text-slate-600" }: { className?: string }) {
  return (
    <p className={className}>
      Croatia replaced the kuna with the euro on 1 January 2023. This rate is the euro price at the fixed 7.5345 kuna
      per euro.
    </p>
  );
}
