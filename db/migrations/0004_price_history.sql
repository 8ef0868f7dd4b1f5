CREATE TABLE "price_history" (
	"currency" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"price" double precision NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "price_history_currency_at_pk" PRIMARY KEY("currency","at"),
	CONSTRAINT "price_history_currency_check" CHECK ("price_history"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "price_history_price_check" CHECK ("price_history"."price" > 0)
);
