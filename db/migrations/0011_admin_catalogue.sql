CREATE TABLE "tag_redirects" (
	"old_name" text PRIMARY KEY NOT NULL,
	"tag_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tag_redirects" ADD CONSTRAINT "tag_redirects_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tag_redirects_tag_id_idx" ON "tag_redirects" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "tools_updated_at_id_idx" ON "tools" USING btree ("updated_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "tools_status_updated_at_id_idx" ON "tools" USING btree ("status","updated_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "tools_created_at_id_idx" ON "tools" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "tools_lower_name_id_idx" ON "tools" USING btree (lower("name"),"id");