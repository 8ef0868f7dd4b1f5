ALTER TABLE "etfs" ADD COLUMN "issuer_url" text;--> statement-breakpoint
ALTER TABLE "etfs" ADD COLUMN "aum_as_of" date;--> statement-breakpoint
ALTER TABLE "etfs" ADD COLUMN "aum_source_url" text;--> statement-breakpoint
ALTER TABLE "etfs" ADD COLUMN "expense_ratio_as_of" date;--> statement-breakpoint
ALTER TABLE "etfs" ADD COLUMN "expense_ratio_source_url" text;--> statement-breakpoint
ALTER TABLE "etfs" ADD COLUMN "btc_held" double precision;--> statement-breakpoint
ALTER TABLE "etfs" ADD COLUMN "btc_held_as_of" date;--> statement-breakpoint
ALTER TABLE "etfs" ADD COLUMN "btc_held_source_url" text;--> statement-breakpoint
-- Funds stored before this carried the table's one date and source: each figure starts with them.
UPDATE "etfs" SET
  "aum_as_of" = COALESCE((SELECT "as_of" FROM "etf_figures"), '2025-03-31'),
  "aum_source_url" = (SELECT "source_url" FROM "etf_figures"),
  "expense_ratio_as_of" = COALESCE((SELECT "as_of" FROM "etf_figures"), '2025-03-31'),
  "expense_ratio_source_url" = (SELECT "source_url" FROM "etf_figures");--> statement-breakpoint
-- The issuer pages found for the seeded funds (db/seed/etfs.json), for sites seeded before them.
UPDATE "etfs" SET "issuer_url" = v.url FROM (VALUES
  ('IBIT', 'https://www.blackrock.com/us/financial-professionals/products/333011/ishares-bitcoin-trust'),
  ('GBTC', 'https://etfs.grayscale.com/gbtc'),
  ('BTCO', 'https://invesco.com/us/en/etf/galaxy-bitcoin-btco.html'),
  ('BITO', 'https://www.proshares.com/our-etfs/strategic/bito')
) AS v(ticker, url) WHERE "etfs"."ticker" = v.ticker;--> statement-breakpoint
ALTER TABLE "etfs" ALTER COLUMN "aum_as_of" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "etfs" ALTER COLUMN "expense_ratio_as_of" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "etfs" ADD CONSTRAINT "etfs_btc_held_check" CHECK (("etfs"."btc_held" IS NULL AND "etfs"."btc_held_as_of" IS NULL AND "etfs"."btc_held_source_url" IS NULL) OR ("etfs"."btc_held" >= 0 AND "etfs"."btc_held" <= 21000000 AND "etfs"."btc_held_as_of" IS NOT NULL AND "etfs"."btc_held_source_url" IS NOT NULL));
