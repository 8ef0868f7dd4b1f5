CREATE INDEX "tool_tags_tag_id_tool_id_idx" ON "tool_tags" USING btree ("tag_id","tool_id");--> statement-breakpoint
DROP INDEX "tool_tags_tag_id_idx";--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "tool_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "tools_published_lower_name_pattern_idx" ON "tools" USING btree (lower("name") text_pattern_ops) WHERE "tools"."status" = 'published';--> statement-breakpoint

-- tags.tool_count counts the tag's published tools, as categories.tool_count does for categories.
-- The triggers run once per statement on the tags it touched, so a bulk change (a merge, a bulk
-- publish, a tool's delete cascading to its links) recounts each tag once.
CREATE OR REPLACE FUNCTION recount_tag_tools(targets uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE tags SET tool_count = counted.n
  FROM (
    SELECT g.id, (SELECT count(*) FROM tool_tags tt JOIN tools t ON t.id = tt.tool_id
                  WHERE tt.tag_id = g.id AND t.status = 'published')::int AS n
    FROM tags g WHERE g.id = ANY(targets)
  ) counted
  WHERE tags.id = counted.id AND tags.tool_count IS DISTINCT FROM counted.n;
$$;
--> statement-breakpoint
UPDATE tags SET tool_count = counted.n
FROM (
  SELECT tt.tag_id, count(*)::int AS n FROM tool_tags tt JOIN tools t ON t.id = tt.tool_id
  WHERE t.status = 'published' GROUP BY tt.tag_id
) counted
WHERE tags.id = counted.tag_id;
--> statement-breakpoint
-- One function for the three events: each trigger names only the transition tables it has.
CREATE OR REPLACE FUNCTION tool_tags_recount() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM recount_tag_tools(ARRAY(SELECT DISTINCT tag_id FROM new_links));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM recount_tag_tools(ARRAY(SELECT DISTINCT tag_id FROM old_links));
  ELSE
    PERFORM recount_tag_tools(ARRAY(SELECT tag_id FROM new_links UNION SELECT tag_id FROM old_links));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tool_tags_recount_insert AFTER INSERT ON tool_tags
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION tool_tags_recount();
--> statement-breakpoint
CREATE TRIGGER tool_tags_recount_update AFTER UPDATE ON tool_tags
  REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION tool_tags_recount();
--> statement-breakpoint
CREATE TRIGGER tool_tags_recount_delete AFTER DELETE ON tool_tags
  REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION tool_tags_recount();
--> statement-breakpoint
-- A tool's status change recounts its tags. (A trigger with transition tables cannot name the
-- column, so it runs on every update of tools and looks for changed statuses itself.)
CREATE OR REPLACE FUNCTION tools_status_recount_tags() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recount_tag_tools(ARRAY(
    SELECT DISTINCT tt.tag_id FROM old_tools o JOIN new_tools n ON n.id = o.id JOIN tool_tags tt ON tt.tool_id = n.id
    WHERE o.status IS DISTINCT FROM n.status
  ));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tools_status_recount_tags AFTER UPDATE ON tools
  REFERENCING OLD TABLE AS old_tools NEW TABLE AS new_tools FOR EACH STATEMENT EXECUTE FUNCTION tools_status_recount_tags();
