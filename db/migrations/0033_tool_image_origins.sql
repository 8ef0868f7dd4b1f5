CREATE TABLE "tool_image_origins" (
	"tool_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"source_url" text,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_image_origins_tool_id_kind_pk" PRIMARY KEY("tool_id","kind"),
	CONSTRAINT "tool_image_origins_kind_check" CHECK ("tool_image_origins"."kind" IN ('logo', 'screenshot')),
	CONSTRAINT "tool_image_origins_source_check" CHECK ("tool_image_origins"."source" IN ('editor', 'website'))
);
--> statement-breakpoint
CREATE TABLE "tool_site_image_fetches" (
	"tool_id" uuid PRIMARY KEY NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tool_image_origins" ADD CONSTRAINT "tool_image_origins_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_site_image_fetches" ADD CONSTRAINT "tool_site_image_fetches_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;