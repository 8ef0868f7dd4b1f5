CREATE TABLE "github_rate_limit_pause" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tool_repository_stats" (
	"tool_id" uuid PRIMARY KEY NOT NULL,
	"repository_url" text NOT NULL,
	"last_read_at" timestamp with time zone NOT NULL,
	"last_outcome" text NOT NULL,
	"figures_read_at" timestamp with time zone,
	"archived" boolean,
	"pushed_at" timestamp with time zone,
	"license_spdx_id" text,
	"stars" integer,
	"release_tag" text,
	"release_published_at" timestamp with time zone,
	"release_url" text,
	CONSTRAINT "tool_repository_stats_last_outcome_check" CHECK ("tool_repository_stats"."last_outcome" in ('ok', 'not-found', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "repository_url" text;--> statement-breakpoint
ALTER TABLE "tool_repository_stats" ADD CONSTRAINT "tool_repository_stats_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tool_repository_stats_last_read_at_idx" ON "tool_repository_stats" USING btree ("last_read_at");--> statement-breakpoint
CREATE INDEX "tool_repository_stats_release_published_at_idx" ON "tool_repository_stats" USING btree ("release_published_at");