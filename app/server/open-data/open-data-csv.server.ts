// A page of open data as CSV, one row per tool in OPEN_DATA_CSV_COLUMNS' order. Lists are joined
// with "; ", yes/no facts are "yes" or "no", and a fact that is not known is an empty cell.
import { OPEN_DATA_CSV_COLUMNS } from "#app/lib/open-data.ts";
import { csvText } from "#app/server/http/csv.server.ts";
import type { OpenDataFact, OpenDataTool } from "#app/server/open-data/open-data-tools.server.ts";

function cellOf(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.join("; ");
  return String(value);
}

function rowOf(tool: OpenDataTool): string[] {
  const cells: Record<string, unknown> = { ...tool };
  for (const [name, fact] of Object.entries(tool.facts) as [string, OpenDataFact][]) {
    cells[name] = fact.value;
    cells[`${name}_source`] = fact.source;
    cells[`${name}_verified_on`] = fact.verified_on;
  }
  return OPEN_DATA_CSV_COLUMNS.map((column) => cellOf(cells[column]));
}

export const openDataCsv = (tools: OpenDataTool[]) => csvText([OPEN_DATA_CSV_COLUMNS, ...tools.map(rowOf)]);
