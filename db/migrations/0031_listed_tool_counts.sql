-- categories.tool_count and tags.tool_count count the tools their pages list: published and still
-- offered (not discontinued or shut down, app/lib/tool-lifecycle.ts), so a page's count and its
-- pages agree. A lifecycle change recounts like a status change.
CREATE OR REPLACE FUNCTION recount_category_tools(target uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE categories SET tool_count = (
    SELECT count(*) FROM tool_categories tc JOIN tools t ON t.id = tc.tool_id
    WHERE tc.category_id = target AND t.status = 'published' AND t.lifecycle NOT IN ('discontinued', 'shut_down')
  ) WHERE id = target;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION recount_tag_tools(targets uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE tags SET tool_count = counted.n
  FROM (
    SELECT g.id, (SELECT count(*) FROM tool_tags tt JOIN tools t ON t.id = tt.tool_id
                  WHERE tt.tag_id = g.id AND t.status = 'published'
                    AND t.lifecycle NOT IN ('discontinued', 'shut_down'))::int AS n
    FROM tags g WHERE g.id = ANY(targets)
  ) counted
  WHERE tags.id = counted.id AND tags.tool_count IS DISTINCT FROM counted.n;
$$;
--> statement-breakpoint
CREATE TRIGGER tools_lifecycle_recount AFTER UPDATE OF lifecycle ON tools
  FOR EACH ROW WHEN (OLD.lifecycle IS DISTINCT FROM NEW.lifecycle) EXECUTE FUNCTION tools_status_recount();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tools_status_recount_tags() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recount_tag_tools(ARRAY(
    SELECT DISTINCT tt.tag_id FROM old_tools o JOIN new_tools n ON n.id = o.id JOIN tool_tags tt ON tt.tool_id = n.id
    WHERE o.status IS DISTINCT FROM n.status OR o.lifecycle IS DISTINCT FROM n.lifecycle
  ));
  RETURN NULL;
END;
$$;
