CREATE TABLE "revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tool_id" uuid,
	"post_id" uuid,
	"glossary_term_id" uuid,
	"kind" text NOT NULL,
	"actor_id" text,
	"actor_email" text,
	"actor_name" text,
	"fields" jsonb NOT NULL,
	"fields_md5" text GENERATED ALWAYS AS (md5(fields::text)) STORED NOT NULL,
	"changed_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"restored_from" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revisions_one_entity_check" CHECK (num_nonnulls("revisions"."tool_id", "revisions"."post_id", "revisions"."glossary_term_id") = 1),
	CONSTRAINT "revisions_kind_check" CHECK ("revisions"."kind" in ('base', 'save', 'restore', 'autosave'))
);
--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_glossary_term_id_glossary_terms_id_fk" FOREIGN KEY ("glossary_term_id") REFERENCES "public"."glossary_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revisions_tool_idx" ON "revisions" USING btree ("tool_id","created_at" DESC NULLS LAST) WHERE "revisions"."tool_id" is not null;--> statement-breakpoint
CREATE INDEX "revisions_post_idx" ON "revisions" USING btree ("post_id","created_at" DESC NULLS LAST) WHERE "revisions"."post_id" is not null;--> statement-breakpoint
CREATE INDEX "revisions_glossary_term_idx" ON "revisions" USING btree ("glossary_term_id","created_at" DESC NULLS LAST) WHERE "revisions"."glossary_term_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "revisions_autosave_key" ON "revisions" USING btree ("post_id","actor_id") WHERE "revisions"."kind" = 'autosave';