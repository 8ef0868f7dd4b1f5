// Resolves the placeholders of page templates ("/tool/{tool}") against one catalogue's database,
// with the queries of PLACEHOLDER_QUERIES.
import postgres from "postgres";
import { PLACEHOLDER_QUERIES, placeholdersIn } from "#scripts/bench/urls.ts";

/** One value per placeholder used by `templates`, each from one query on the database at `databaseUrl`. */
export async function placeholderValues(
  databaseUrl: string,
  templates: readonly string[],
  label = "seeded",
): Promise<Record<string, string>> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const values: Record<string, string> = {};
    for (const name of new Set(templates.flatMap(placeholdersIn))) {
      const query = PLACEHOLDER_QUERIES[name];
      if (!query) throw new Error(`scripts/bench/urls.ts: no query for the placeholder {${name}}`);
      const [row] = await sql.unsafe<{ value: string }[]>(query);
      if (!row?.value) throw new Error(`the ${label} catalogue has no value for {${name}}`);
      values[name] = row.value;
    }
    return values;
  } finally {
    await sql.end();
  }
}
