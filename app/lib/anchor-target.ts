// Which anchor of a page an address's hash means, forgiving its case: #b and #letter-b find the
// letter B's section, #Hardware-Wallet the term hardware-wallet.

/** The id among `ids` that `hash` names, or null. */
export function anchorFor(hash: string, ids: readonly string[]): string | null {
  let wanted = hash.replace(/^#/, "");
  try {
    wanted = decodeURIComponent(wanted);
  } catch {
    // A malformed escape is matched as written.
  }
  if (wanted === "") return null;
  if (ids.includes(wanted)) return wanted;
  const lower = wanted.toLowerCase();
  const candidates = /^[a-z]$/.test(lower) ? [lower, `letter-${lower}`] : [lower];
  return ids.find((id) => candidates.includes(id.toLowerCase())) ?? null;
}
