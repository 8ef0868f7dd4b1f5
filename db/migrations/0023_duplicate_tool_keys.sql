-- What makes two tools the same, for flagging a submission or a new tool that may already be
-- listed: the same website or the same name, each reduced to a key. Both keys are expression
-- indexes, so checking one tool reads a few index entries whatever the size of the catalogue.
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;
--> statement-breakpoint

-- unaccent() is only STABLE (its dictionary could change); named explicitly it is safe to index.
-- Functions are named with their schema: index builds run with an empty search_path.
CREATE FUNCTION tool_unaccent(text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint

-- A website's host, without scheme, user, port, "www." or a final dot, in lower case:
-- "https://WWW.Example.com:443/app/" is "example.com". On code forges, where every project shares
-- the host, the owner and project are kept too: "github.com/bitcoin/bitcoin". Null when empty.
CREATE FUNCTION tool_site_key(url text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT nullif(CASE
    WHEN parts.host IN ('github.com', 'gitlab.com', 'codeberg.org', 'bitbucket.org', 'sourceforge.net')
      THEN parts.host || coalesce(substring(parts.path FROM '^/[^/]+(?:/[^/]+)?'), '')
    ELSE parts.host
  END, '')
  FROM (
    SELECT
      regexp_replace(regexp_replace(substring(address.rest FROM '^[^/?#]*'), '^.*@|:[0-9]*$', '', 'g'),
        '^www\.|\.$', '', 'g') AS host,
      substring(address.rest FROM '^[^/?#]*(/[^?#]*)') AS path
    FROM (SELECT regexp_replace(lower(btrim(url)), '^[a-z][a-z0-9+.-]*://', '') AS rest) AS address
  ) AS parts
$$;
--> statement-breakpoint

-- A name without case, accents, spaces or punctuation: "Électrum Wallet!" is "electrumwallet".
-- Null when nothing is left.
CREATE FUNCTION tool_name_key(name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT nullif(regexp_replace(lower(public.tool_unaccent(name)), '[[:space:][:punct:]’‘“”–—·•]+', '', 'g'), '')
$$;
--> statement-breakpoint

CREATE INDEX tools_site_key_idx ON tools (tool_site_key(website_url));
--> statement-breakpoint
CREATE INDEX tools_name_key_idx ON tools (tool_name_key(name));
