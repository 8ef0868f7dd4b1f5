CREATE TABLE "tool_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tool_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	CONSTRAINT "tool_reviews_kind_check" CHECK ("tool_reviews"."kind" IN ('licence', 'repository-archived', 'repository-gone', 'website-failing', 'no-release'))
);
--> statement-breakpoint
ALTER TABLE "editor_events" DROP CONSTRAINT "editor_events_kind_check";--> statement-breakpoint
ALTER TABLE "tool_image_origins" DROP CONSTRAINT "tool_image_origins_source_check";--> statement-breakpoint
ALTER TABLE "tools" DROP CONSTRAINT "tools_lifecycle_dated_check";--> statement-breakpoint
ALTER TABLE "tool_image_origins" ADD COLUMN "license" text;--> statement-breakpoint
ALTER TABLE "tool_repository_stats" ADD COLUMN "snapshot_commit" text;--> statement-breakpoint
ALTER TABLE "tool_repository_stats" ADD COLUMN "not_found_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "repository_source_url" text;--> statement-breakpoint
ALTER TABLE "tool_reviews" ADD CONSTRAINT "tool_reviews_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tool_reviews_one_open_idx" ON "tool_reviews" USING btree ("tool_id","kind") WHERE "tool_reviews"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "tool_reviews_opened_at_idx" ON "tool_reviews" USING btree ("opened_at");--> statement-breakpoint
ALTER TABLE "editor_events" ADD CONSTRAINT "editor_events_kind_check" CHECK ("editor_events"."kind" in ('submission', 'report', 'message', 'needs-review', 'tool-review'));--> statement-breakpoint
ALTER TABLE "tool_image_origins" ADD CONSTRAINT "tool_image_origins_source_check" CHECK ("tool_image_origins"."source" IN ('editor', 'website', 'package', 'avatar'));--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_lifecycle_sourced_check" CHECK ("tools"."lifecycle" = 'active' or "tools"."lifecycle_source_url" is not null);--> statement-breakpoint
-- A generated lettermark is what a tool without a logo shows, never a stored logo: the seed used to
-- store /logos/{slug}.svg, which made the site-image fetcher take it for an editor's upload.
UPDATE "tools" SET "logo_url" = NULL WHERE "logo_url" LIKE '/logos/%';
