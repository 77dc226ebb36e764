CREATE TABLE "books" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_lot_id" bigint NOT NULL,
	"title" text NOT NULL,
	"author" text,
	"year" integer,
	"type" text NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"description_text" text DEFAULT '' NOT NULL,
	"seller_id" integer NOT NULL,
	"publisher" text,
	"language" text DEFAULT 'Русский' NOT NULL,
	"category_id" integer NOT NULL,
	"final_price" integer NOT NULL,
	"sale_date" timestamp with time zone NOT NULL,
	"image_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"title_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('russian'::regconfig, raritet_fold(coalesce(title, '') || ' ' || coalesce(author, '')))) STORED,
	"description_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('russian'::regconfig, raritet_fold(coalesce(description_text, '')))) STORED
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "feedback_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"email" text,
	"user_id" integer,
	"page" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"search_type" text NOT NULL,
	"query" text NOT NULL,
	"search_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_messages" ADD CONSTRAINT "feedback_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "books_source_lot_id_unique" ON "books" USING btree ("source_lot_id");--> statement-breakpoint
CREATE INDEX "books_sale_date_id_idx" ON "books" USING btree ("sale_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "books_category_sale_date_idx" ON "books" USING btree ("category_id","sale_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "books_seller_sale_date_idx" ON "books" USING btree ("seller_id","sale_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "books_final_price_idx" ON "books" USING btree ("final_price");--> statement-breakpoint
CREATE INDEX "books_title_tsv_idx" ON "books" USING gin ("title_tsv");--> statement-breakpoint
CREATE INDEX "books_description_tsv_idx" ON "books" USING gin ("description_tsv");--> statement-breakpoint
CREATE INDEX "books_title_trgm_idx" ON "books" USING gin (raritet_fold("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_history_user_date_idx" ON "search_history" USING btree ("user_id","search_date" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_name_lower_unique" ON "sellers" USING btree (lower("name"));