CREATE TABLE "tool_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tool_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"email" text,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution_note" text,
	"closed_at" timestamp with time zone,
	"reporter_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_reports_kind_check" CHECK ("tool_reports"."kind" in ('broken_link', 'wrong_information', 'defunct', 'scam', 'other')),
	CONSTRAINT "tool_reports_status_check" CHECK ("tool_reports"."status" in ('open', 'resolved', 'dismissed')),
	CONSTRAINT "tool_reports_resolution_note_check" CHECK ("tool_reports"."status" <> 'resolved' OR "tool_reports"."resolution_note" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_entity_type_check";--> statement-breakpoint
ALTER TABLE "tool_reports" ADD CONSTRAINT "tool_reports_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tool_reports_status_created_at_idx" ON "tool_reports" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tool_reports_tool_id_idx" ON "tool_reports" USING btree ("tool_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_entity_type_check" CHECK ("audit_log"."entity_type" in ('tool', 'category', 'tag', 'post', 'blog_category', 'glossary_term', 'learning_resource', 'etf', 'contact_message', 'subscriber', 'user', 'tool_report'));