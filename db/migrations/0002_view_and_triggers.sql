-- updated_at follows every change.
CREATE OR REPLACE FUNCTION set_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tools_set_updated_at BEFORE UPDATE ON tools
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER blog_posts_set_updated_at BEFORE UPDATE ON blog_posts
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER profiles_set_updated_at BEFORE UPDATE ON profiles
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint

-- categories.tool_count counts the category's published tools.
CREATE OR REPLACE FUNCTION recount_category_tools(target uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE categories SET tool_count = (
    SELECT count(*) FROM tool_categories tc JOIN tools t ON t.id = tc.tool_id
    WHERE tc.category_id = target AND t.status = 'published'
  ) WHERE id = target;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tool_categories_recount() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM recount_category_tools(NEW.category_id); END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN PERFORM recount_category_tools(OLD.category_id); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tool_categories_recount AFTER INSERT OR UPDATE OR DELETE ON tool_categories
  FOR EACH ROW EXECUTE FUNCTION tool_categories_recount();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tools_status_recount() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recount_category_tools(tc.category_id) FROM tool_categories tc WHERE tc.tool_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tools_status_recount AFTER UPDATE OF status ON tools
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION tools_status_recount();
--> statement-breakpoint

-- The spec's list view: a tool with its categories in order (the first is the primary one).
CREATE VIEW tools_with_categories AS
SELECT
  t.id,
  t.name,
  t.description,
  t.logo_url,
  t.slug,
  string_agg(c.name, ',' ORDER BY tc.position) AS category_names,
  string_agg(c.id::text, ',' ORDER BY tc.position) AS category_ids,
  t.featured,
  t.status,
  t.created_at
FROM tools t
LEFT JOIN tool_categories tc ON tc.tool_id = t.id
LEFT JOIN categories c ON c.id = tc.category_id
GROUP BY t.id;
