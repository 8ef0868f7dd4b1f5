CREATE TABLE "price_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"currency" text NOT NULL,
	"direction" text NOT NULL,
	"level" double precision NOT NULL,
	"armed" boolean DEFAULT true NOT NULL,
	"fired_at" timestamp with time zone,
	"fired_price" double precision,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alerts_direction_check" CHECK ("price_alerts"."direction" in ('above', 'below')),
	CONSTRAINT "price_alerts_level_check" CHECK ("price_alerts"."level" > 0)
);
--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_alerts_user_id_idx" ON "price_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "price_alerts_armed_currency_idx" ON "price_alerts" USING btree ("currency") WHERE "price_alerts"."armed";--> statement-breakpoint
CREATE INDEX "price_alerts_unmailed_idx" ON "price_alerts" USING btree ("fired_at") WHERE "price_alerts"."fired_at" IS NOT NULL AND "price_alerts"."mailed_at" IS NULL;