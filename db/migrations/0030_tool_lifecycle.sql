ALTER TABLE "tools" ADD COLUMN "lifecycle" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "lifecycle_date" date;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "lifecycle_source_url" text;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "successor_tool_id" uuid;--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_successor_tool_id_tools_id_fk" FOREIGN KEY ("successor_tool_id") REFERENCES "public"."tools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_lifecycle_check" CHECK ("tools"."lifecycle" in ('active', 'maintenance', 'sales_ended', 'discontinued', 'shut_down'));--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_lifecycle_dated_check" CHECK ("tools"."lifecycle" = 'active' or ("tools"."lifecycle_date" is not null and "tools"."lifecycle_source_url" is not null));--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_successor_not_self_check" CHECK ("tools"."successor_tool_id" <> "tools"."id");