CREATE TABLE "admin_notification_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"frequency" text NOT NULL,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_digest_at" timestamp with time zone,
	CONSTRAINT "admin_notification_settings_frequency_check" CHECK ("admin_notification_settings"."frequency" in ('instant', 'digest', 'none'))
);
--> statement-breakpoint
CREATE TABLE "editor_event_deliveries" (
	"event_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"channel" text NOT NULL,
	"outcome" text DEFAULT 'sent' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editor_event_deliveries_event_id_user_id_pk" PRIMARY KEY("event_id","user_id"),
	CONSTRAINT "editor_event_deliveries_channel_check" CHECK ("editor_event_deliveries"."channel" IN ('instant', 'digest')),
	CONSTRAINT "editor_event_deliveries_outcome_check" CHECK ("editor_event_deliveries"."outcome" IN ('sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "editor_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "editor_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editor_events_kind_check" CHECK ("editor_events"."kind" in ('submission', 'report', 'message', 'needs-review'))
);
--> statement-breakpoint
ALTER TABLE "admin_notification_settings" ADD CONSTRAINT "admin_notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_event_deliveries" ADD CONSTRAINT "editor_event_deliveries_event_id_editor_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."editor_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_event_deliveries" ADD CONSTRAINT "editor_event_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "editor_event_deliveries_user_id_idx" ON "editor_event_deliveries" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "editor_events_key_key" ON "editor_events" USING btree ("key");--> statement-breakpoint
CREATE INDEX "editor_events_created_at_idx" ON "editor_events" USING btree ("created_at");