// Saving one fund's figures: only the fields that changed are written and recorded.
import { ETF_NOT_FOUND } from "#app/lib/not-found-messages.ts";
import { eq, sql } from "drizzle-orm";
import type { EtfInput } from "#app/lib/etf-rules.ts";
import type { Audit } from "#app/server/admin/admin-write.server.ts";
import { changedFields, type Writer } from "#app/server/admin/audit.server.ts";
import { etfs } from "#app/server/db/schema.server.ts";

import { storedEtfColumns } from "#app/server/etf/etf-funds.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";

// The ticker names the fund and its quotes, and the position its place in the table: neither is edited.
const EDITABLE_COLUMNS = Object.fromEntries(
  Object.entries(storedEtfColumns).filter(([column]) => column !== "ticker" && column !== "position"),
) as Omit<typeof storedEtfColumns, "ticker" | "position">;

/** The form's empty fields are the columns' nulls. */
function toColumns(input: EtfInput) {
  return {
    ...input,
    issuerUrl: input.issuerUrl || null,
    aumUnit: input.aumAmount === null ? null : input.aumUnit,
    aumAsOf: input.aumAmount === null ? null : input.aumAsOf,
    aumSourceUrl: input.aumAmount === null ? null : input.aumSourceUrl,
    expenseRatioAsOf: input.expenseRatio === null ? null : input.expenseRatioAsOf,
    expenseRatioSourceUrl: input.expenseRatio === null ? null : input.expenseRatioSourceUrl,
    btcHeldAsOf: input.btcHeld === null ? null : input.btcHeldAsOf,
    btcHeldSourceUrl: input.btcHeld === null ? null : input.btcHeldSourceUrl,
  };
}

/** True when something changed; a save that changes nothing writes nothing. */
export async function updateEtf(tx: Writer, audit: Audit, ticker: string, input: EtfInput): Promise<boolean> {
  const [before] = await tx.select(EDITABLE_COLUMNS).from(etfs).where(eq(etfs.ticker, ticker)).for("update");
  if (!before) throw notFound(ETF_NOT_FOUND);
  const columns = toColumns(input);
  const changed = changedFields(before, columns);
  if (Object.keys(changed.after).length === 0) return false;
  await tx
    .update(etfs)
    .set({ ...columns, updatedAt: sql`now()` })
    .where(eq(etfs.ticker, ticker));
  await audit({
    entityType: "etf",
    entityId: ticker,
    entityLabel: `${ticker} · ${input.name}`,
    action: "updated",
    ...changed,
  });
  return true;
}
