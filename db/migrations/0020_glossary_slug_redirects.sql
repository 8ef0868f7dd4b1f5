CREATE TABLE "glossary_term_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"term_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "glossary_term_slug_redirects" ADD CONSTRAINT "glossary_term_slug_redirects_term_id_glossary_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."glossary_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "glossary_term_slug_redirects_term_id_idx" ON "glossary_term_slug_redirects" USING btree ("term_id");