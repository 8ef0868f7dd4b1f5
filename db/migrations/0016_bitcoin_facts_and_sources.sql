CREATE TABLE "tool_fact_sources" (
	"tool_id" uuid NOT NULL,
	"facet" text NOT NULL,
	"source_url" text,
	"verified_on" date NOT NULL,
	CONSTRAINT "tool_fact_sources_tool_id_facet_pk" PRIMARY KEY("tool_id","facet"),
	CONSTRAINT "tool_fact_sources_facet_check" CHECK ("tool_fact_sources"."facet" in ('custody', 'kyc', 'openSource', 'lightning', 'platforms', 'bitcoinOnly', 'validation', 'reproducibleBuilds', 'tor', 'coinControl', 'multisig', 'hardwareSigners', 'custodialLightning', 'selfCustodialLightning')),
	CONSTRAINT "tool_fact_sources_url_check" CHECK ("tool_fact_sources"."source_url" ~ '^https?://')
);
--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "bitcoin_only" boolean;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "validation" text;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "reproducible_builds" boolean;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "tor" boolean;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "coin_control" boolean;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "multisig" boolean;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "hardware_signers" text[];--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "custodial_lightning" boolean;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "self_custodial_lightning" boolean;--> statement-breakpoint
ALTER TABLE "tool_fact_sources" ADD CONSTRAINT "tool_fact_sources_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_validation_check" CHECK ("tools"."validation" in ('full-node', 'own-node', 'spv', 'server-trusted'));--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_hardware_signers_check" CHECK ("tools"."hardware_signers" <@ array['usb', 'qr', 'nfc', 'file']::text[]);