CREATE INDEX "tools_updated_at_id_idx" ON "tools" USING btree ("updated_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "tools_status_updated_at_id_idx" ON "tools" USING btree ("status","updated_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "tools_created_at_id_idx" ON "tools" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "tools_lower_name_id_idx" ON "tools" USING btree (lower("name"),"id");