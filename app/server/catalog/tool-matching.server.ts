// Which tools a search text finds, and in what order: one rule for the search dialog and the home
// list, so "Show all tools matching" lists what the dialog showed, in the same order.
import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { tags, tools, toolTags } from "#app/server/db/schema.server.ts";

/** `%` and `_` in the visitor's text are literal characters, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** How a tool was found, best first; a name match is ranked further by `toolRelevance`. */
const BY_NAME = sql.raw("0");
const BY_TAG = sql.raw("1");
const BY_DESCRIPTION = sql.raw("2");

/**
 * A tool's other links, to keep only the first of its links to matching tags. (A count compared
 * with 0 rather than NOT EXISTS: the planner would turn that into a join reading every link of
 * the matching tags, where this checks each link read, and the reading stops at the cap.)
 */
const otherLinks = alias(toolTags, "other_links");

/** A name containing the text, or with a word close to it (a typo); the trigram index serves both. */
const nameMatches = (q: string) => sql`(${tools.name} ILIKE ${`%${escapeLike(q)}%`} OR ${q} <% ${tools.name})`;

/**
 * The tools a text finds among those `where` keeps, at most `cap` of them, as common table
 * expressions ending in `m(id, how)`: by name, then by one of their tags (the same way), then by a
 * description containing the text; each tool once, by its best way.
 *
 * The ways are read in that order and each stops as soon as the cap is reached, so a common word
 * costs no more than a rare one whatever the size of the catalogue: names starting with the text
 * come first, in index order (so the exact name is never left out), then other names; the tags'
 * and descriptions' reads run only while there is room. Within a way past the cap, which tools
 * make it is the index's order, not a score: no read scores every match.
 */
export function toolSearchMatches(q: string, where: SQL, cap: number): SQL {
  const startsWith = `${escapeLike(q.toLowerCase())}%`;
  const foundSoFar = (...tables: string[]) =>
    sql.join(
      tables.map((table) => sql`(SELECT count(*) FROM ${sql.identifier(table)})`),
      sql` + `,
    );
  return sql`search_names AS MATERIALIZED (
      SELECT id FROM (
        (SELECT ${tools.id} FROM ${tools} WHERE ${where} AND lower(${tools.name}) LIKE ${startsWith}
          ORDER BY lower(${tools.name}) USING ~<~ LIMIT ${cap})
        UNION ALL
        (SELECT ${tools.id} FROM ${tools}
          WHERE ${where} AND ${nameMatches(q)} AND NOT lower(${tools.name}) LIKE ${startsWith})
      ) found LIMIT ${cap}
    ), search_tags AS MATERIALIZED (
      SELECT ${tags.id} FROM ${tags} WHERE ${tags.toolCount} > 0
        AND (${tags.name} ILIKE ${`%${escapeLike(q)}%`} OR ${q} <% ${tags.name})
    ), search_tagged AS MATERIALIZED (
      SELECT ${toolTags.toolId} AS id FROM search_tags
      JOIN ${toolTags} ON ${toolTags.tagId} = search_tags.id
      JOIN ${tools} ON ${tools.id} = ${toolTags.toolId}
      WHERE ${foundSoFar("search_names")} < ${cap} AND ${where}
        AND ${tools.id} NOT IN (SELECT id FROM search_names)
        AND (SELECT count(*) FROM ${toolTags} ${otherLinks} WHERE ${otherLinks.toolId} = ${toolTags.toolId}
          AND ${otherLinks.tagId} < ${toolTags.tagId} AND ${otherLinks.tagId} IN (SELECT id FROM search_tags)) = 0
      LIMIT ${cap}
    ), search_described AS MATERIALIZED (
      SELECT ${tools.id} FROM ${tools}
      WHERE ${foundSoFar("search_names", "search_tagged")} < ${cap} AND ${where}
        AND ${tools.description} ILIKE ${`%${escapeLike(q)}%`}
        AND ${tools.id} NOT IN (SELECT id FROM search_names) AND ${tools.id} NOT IN (SELECT id FROM search_tagged)
      LIMIT ${cap}
    ), m AS MATERIALIZED (
      SELECT id, how FROM (
        SELECT id, ${BY_NAME} AS how FROM search_names
        UNION ALL SELECT id, ${BY_TAG} FROM search_tagged
        UNION ALL SELECT id, ${BY_DESCRIPTION} FROM search_described
      ) found LIMIT ${cap}
    )`;
}

/**
 * Best first, for rows of `toolSearchMatches` joined to `tools`: the exact name, a name starting
 * with the text, a word of the name starting with it, a name containing it, a name close to it,
 * then a tag, then the description; within each, the closest name, then alphabetical order.
 */
export function toolRelevance(q: string): SQL {
  const escaped = escapeLike(q.toLowerCase());
  const name = tools.name;
  const words = sql`(' ' || regexp_replace(lower(${name}), '[^a-z0-9]+', ' ', 'g'))`;
  return sql`CASE
      WHEN m.how <> ${BY_NAME} THEN 4 + m.how
      WHEN lower(${name}) = ${q.toLowerCase()} THEN 0
      WHEN lower(${name}) LIKE ${`${escaped}%`} THEN 1
      WHEN ${words} LIKE ${`% ${escaped}%`} THEN 2
      WHEN lower(${name}) LIKE ${`%${escaped}%`} THEN 3
      ELSE 4
    END, word_similarity(${q}, ${name}) DESC, lower(${name}), ${tools.id}`;
}
