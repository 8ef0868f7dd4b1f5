-- The seeded tools' About sections were stored as HTML alone, so the tool editor's Markdown field
-- showed raw tags. Their HTML is paragraphs with bold words and nothing else (scripts/lib/seed.ts
-- now writes the Markdown too): each becomes the Markdown it was made from. A tool an editor has
-- saved since already has its Markdown and is left as it is, as is any About holding other markup.
-- An "@" is escaped, so an address in the text stays text as it was in the HTML.
UPDATE tools
SET about_markdown = btrim(
  replace(
    regexp_replace(
      regexp_replace(regexp_replace(full_description, '</p>\s*<p>', E'\n\n', 'g'), '</?p>', '', 'g'),
      '</?strong>', '**', 'g'),
    '@', '\@'),
  E' \n')
WHERE about_markdown IS NULL
  AND full_description ~ '^\s*<p>'
  AND full_description !~ '&'
  AND regexp_replace(full_description, '</?(p|strong)>', '', 'g') !~ '[<>]';
