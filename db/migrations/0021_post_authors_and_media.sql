CREATE TABLE "blog_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"alt" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_entity_type_check";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "featured_image_alt" text;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_images_url_key" ON "blog_images" USING btree ("url");--> statement-breakpoint
CREATE INDEX "blog_images_created_at_idx" ON "blog_images" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_entity_type_check" CHECK ("audit_log"."entity_type" in ('tool', 'category', 'tag', 'post', 'blog_category', 'glossary_term', 'learning_resource', 'etf', 'contact_message', 'subscriber', 'user', 'tool_report', 'blog_image'));