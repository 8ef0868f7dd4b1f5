CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text NOT NULL,
	"actor_email" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"entity_label" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_entity_type_check" CHECK ("audit_log"."entity_type" in ('tool', 'category', 'tag'))
);
--> statement-breakpoint
CREATE TABLE "category_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"category_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tool_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"tool_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tools" DROP CONSTRAINT "tools_status_check";--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "category_slug_redirects" ADD CONSTRAINT "category_slug_redirects_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_slug_redirects" ADD CONSTRAINT "tool_slug_redirects_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "category_slug_redirects_category_id_idx" ON "category_slug_redirects" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "tool_slug_redirects_tool_id_idx" ON "tool_slug_redirects" USING btree ("tool_id");--> statement-breakpoint
CREATE INDEX "tools_publish_at_idx" ON "tools" USING btree ("publish_at") WHERE "tools"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "tools_website_url_trgm_idx" ON "tools" USING gin ("website_url" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tools_slug_trgm_idx" ON "tools" USING gin ("slug" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_status_check" CHECK ("tools"."status" in ('draft', 'pending', 'published', 'rejected', 'archived'));--> statement-breakpoint
-- The admin history is written once and never edited.
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log rows cannot be changed or removed';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
