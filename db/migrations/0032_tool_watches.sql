CREATE TABLE "tool_watch_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tool_watch_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tool_id" uuid NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tool_watch_deliveries" (
	"change_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"channel" text NOT NULL,
	"outcome" text DEFAULT 'sent' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_watch_deliveries_change_id_user_id_pk" PRIMARY KEY("change_id","user_id"),
	CONSTRAINT "tool_watch_deliveries_outcome_check" CHECK ("tool_watch_deliveries"."outcome" IN ('sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "tool_watches" (
	"user_id" text NOT NULL,
	"tool_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_watches_user_id_tool_id_pk" PRIMARY KEY("user_id","tool_id")
);
--> statement-breakpoint
CREATE TABLE "watch_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"frequency" text NOT NULL,
	"last_digest_at" timestamp with time zone,
	CONSTRAINT "watch_settings_frequency_check" CHECK ("watch_settings"."frequency" in ('instant', 'weekly'))
);
--> statement-breakpoint
ALTER TABLE "tool_watch_changes" ADD CONSTRAINT "tool_watch_changes_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_watch_deliveries" ADD CONSTRAINT "tool_watch_deliveries_change_id_tool_watch_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."tool_watch_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_watch_deliveries" ADD CONSTRAINT "tool_watch_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_watches" ADD CONSTRAINT "tool_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_watches" ADD CONSTRAINT "tool_watches_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_settings" ADD CONSTRAINT "watch_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tool_watch_changes_tool_id_idx" ON "tool_watch_changes" USING btree ("tool_id");--> statement-breakpoint
CREATE INDEX "tool_watch_changes_created_at_idx" ON "tool_watch_changes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tool_watch_deliveries_user_id_idx" ON "tool_watch_deliveries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tool_watches_tool_id_idx" ON "tool_watches" USING btree ("tool_id");