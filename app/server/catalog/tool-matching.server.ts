// Which tools a search text finds, and in what order: one rule for the search dialog and the home
// list, so "Show all tools matching" lists what the dialog showed, in the same order.
import { sql, type SQL } from "drizzle-orm";
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
 * The tools a text finds, as a table `m(id, how)`: by name (containing the text, or with a word
 * close to it, a typo), by one of their tags (the same way), or by a description containing the
 * text. Each branch is its own read, so each can use its own trigram index, and each tool keeps
 * its best way of being found.
 */
export function toolSearchMatches(q: string): SQL {
  const contains = `%${escapeLike(q)}%`;
  return sql`(SELECT id, min(how) AS how FROM (
      SELECT ${tools.id}, ${BY_NAME} AS how FROM ${tools} WHERE ${tools.name} ILIKE ${contains} OR ${q} <% ${tools.name}
      UNION ALL
      SELECT ${toolTags.toolId}, ${BY_TAG} FROM ${toolTags} JOIN ${tags} ON ${tags.id} = ${toolTags.tagId}
      WHERE ${tags.name} ILIKE ${contains} OR ${q} <% ${tags.name}
      UNION ALL
      SELECT ${tools.id}, ${BY_DESCRIPTION} FROM ${tools} WHERE ${tools.description} ILIKE ${contains}
    ) found GROUP BY id) m`;
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
