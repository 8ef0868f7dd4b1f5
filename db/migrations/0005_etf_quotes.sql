CREATE TABLE "etf_quotes" (
	"ticker" text PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL,
	"change_percent" double precision,
	"price" double precision,
	"trading_day" date,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "etf_quotes_ticker_check" CHECK ("etf_quotes"."ticker" ~ '^[A-Z]{1,5}$'),
	CONSTRAINT "etf_quotes_outcome_check" CHECK (("etf_quotes"."outcome" = 'quoted' AND "etf_quotes"."change_percent" IS NOT NULL) OR ("etf_quotes"."outcome" = 'no-quote' AND "etf_quotes"."change_percent" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "etf_refreshes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"calls" smallint NOT NULL,
	"limit_reached" boolean DEFAULT false NOT NULL,
	"quoted" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "etf_refreshes_trigger_check" CHECK ("etf_refreshes"."trigger" IN ('schedule', 'visitor')),
	CONSTRAINT "etf_refreshes_calls_check" CHECK ("etf_refreshes"."calls" >= 0)
);
--> statement-breakpoint
CREATE INDEX "etf_refreshes_started_at_idx" ON "etf_refreshes" USING btree ("started_at" DESC NULLS LAST);