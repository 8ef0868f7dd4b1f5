CREATE TABLE "submitter_notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "submitter_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tool_id" uuid NOT NULL,
	"event" text NOT NULL,
	"publish_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "submitter_notices_event_check" CHECK ("submitter_notices"."event" in ('live', 'scheduled', 'rescheduled', 'unscheduled'))
);
--> statement-breakpoint
ALTER TABLE "submitter_notices" ADD CONSTRAINT "submitter_notices_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submitter_notices_waiting_idx" ON "submitter_notices" USING btree ("id") WHERE "submitter_notices"."sent_at" is null;