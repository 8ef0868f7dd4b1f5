DROP INDEX IF EXISTS "tools_status_created_at_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "tools_status_name_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tools_status_created_at_id_idx" ON "tools" USING btree ("status","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tools_status_lower_name_id_idx" ON "tools" USING btree ("status",lower("name"),"id");