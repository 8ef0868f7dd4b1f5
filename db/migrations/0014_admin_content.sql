CREATE TABLE "blog_post_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_post_tools" (
	"post_id" uuid NOT NULL,
	"tool_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "blog_post_tools_post_id_tool_id_pk" PRIMARY KEY("post_id","tool_id"),
	CONSTRAINT "blog_post_tools_position_check" CHECK ("blog_post_tools"."position" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "etf_figures" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"as_of" date NOT NULL,
	"source_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "etf_figures_single_row_check" CHECK ("etf_figures"."id")
);
--> statement-breakpoint
CREATE TABLE "etfs" (
	"ticker" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"asset_manager" text NOT NULL,
	"aum_amount" double precision NOT NULL,
	"aum_unit" text NOT NULL,
	"expense_ratio" double precision NOT NULL,
	"type" text NOT NULL,
	"exchange" text NOT NULL,
	"first_trading_day" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"position" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "etfs_ticker_check" CHECK ("etfs"."ticker" ~ '^[A-Z]{1,5}$'),
	CONSTRAINT "etfs_aum_unit_check" CHECK ("etfs"."aum_unit" in ('million', 'billion')),
	CONSTRAINT "etfs_type_check" CHECK ("etfs"."type" in ('spot', 'futures')),
	CONSTRAINT "etfs_aum_amount_check" CHECK ("etfs"."aum_amount" >= 0),
	CONSTRAINT "etfs_expense_ratio_check" CHECK ("etfs"."expense_ratio" >= 0 and "etfs"."expense_ratio" < 100)
);
--> statement-breakpoint
CREATE TABLE "glossary_term_relations" (
	"term_id" uuid NOT NULL,
	"related_term_id" uuid NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "glossary_term_relations_term_id_related_term_id_pk" PRIMARY KEY("term_id","related_term_id"),
	CONSTRAINT "glossary_term_relations_not_self_check" CHECK ("glossary_term_relations"."term_id" <> "glossary_term_relations"."related_term_id")
);
--> statement-breakpoint
CREATE TABLE "glossary_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"term" text NOT NULL,
	"slug" text NOT NULL,
	"definition" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "page_views_day_path_pk" PRIMARY KEY("day","path"),
	CONSTRAINT "page_views_views_check" CHECK ("page_views"."views" > 0)
);
--> statement-breakpoint
CREATE TABLE "web_vitals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"page_type" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_vitals_metric_check" CHECK ("web_vitals"."metric" in ('LCP', 'INP', 'CLS')),
	CONSTRAINT "web_vitals_value_check" CHECK ("web_vitals"."value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_entity_type_check";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "content_markdown" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "learning_resources" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "outcome" text DEFAULT 'sent' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_post_slug_redirects" ADD CONSTRAINT "blog_post_slug_redirects_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_tools" ADD CONSTRAINT "blog_post_tools_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_tools" ADD CONSTRAINT "blog_post_tools_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glossary_term_relations" ADD CONSTRAINT "glossary_term_relations_term_id_glossary_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."glossary_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glossary_term_relations" ADD CONSTRAINT "glossary_term_relations_related_term_id_glossary_terms_id_fk" FOREIGN KEY ("related_term_id") REFERENCES "public"."glossary_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_post_slug_redirects_post_id_idx" ON "blog_post_slug_redirects" USING btree ("post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_post_tools_post_id_position_key" ON "blog_post_tools" USING btree ("post_id","position");--> statement-breakpoint
CREATE INDEX "blog_post_tools_tool_id_idx" ON "blog_post_tools" USING btree ("tool_id");--> statement-breakpoint
CREATE INDEX "glossary_term_relations_related_term_id_idx" ON "glossary_term_relations" USING btree ("related_term_id");--> statement-breakpoint
CREATE UNIQUE INDEX "glossary_terms_slug_key" ON "glossary_terms" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "glossary_terms_term_lower_key" ON "glossary_terms" USING btree (lower("term"));--> statement-breakpoint
CREATE INDEX "web_vitals_day_page_type_metric_idx" ON "web_vitals" USING btree ("day","page_type","metric");--> statement-breakpoint
CREATE INDEX "blog_posts_publish_at_idx" ON "blog_posts" USING btree ("publish_at") WHERE "blog_posts"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "blog_posts_updated_at_idx" ON "blog_posts" USING btree ("updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_at_idx" ON "contact_messages" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscribers_created_at_idx" ON "subscribers" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_entity_type_check" CHECK ("audit_log"."entity_type" in ('tool', 'category', 'tag', 'post', 'blog_category', 'glossary_term', 'learning_resource', 'etf', 'contact_message', 'subscriber', 'user'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status_check" CHECK ("contact_messages"."status" in ('open', 'handled', 'spam'));--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_outcome_check" CHECK ("newsletter_deliveries"."outcome" IN ('sent', 'failed'));