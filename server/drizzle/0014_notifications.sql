CREATE TABLE "notification_match_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"matched_through_id" bigint DEFAULT 0 NOT NULL,
	"pending_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"pending_since" timestamp with time zone,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"is_exact_match" boolean DEFAULT false NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"min_price" integer,
	"max_price" integer,
	"min_year" integer,
	"max_year" integer,
	"cities" text DEFAULT '' NOT NULL,
	"frequency_minutes" integer DEFAULT 60 NOT NULL,
	"delivery_method" smallint DEFAULT 1 NOT NULL,
	"last_notification_sent" timestamp with time zone,
	"language" text DEFAULT 'ru' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"preference_id" integer,
	"user_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"delivery_method" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"matched_keywords" text DEFAULT '' NOT NULL,
	"subject" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"claimed_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"recipient" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telegram_link_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "telegram_links" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"chat_id" bigint NOT NULL,
	"username" text,
	"is_paused" boolean DEFAULT false NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_preference_id_notification_preferences_id_fk" FOREIGN KEY ("preference_id") REFERENCES "public"."notification_preferences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_link_tokens" ADD CONSTRAINT "telegram_link_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_links" ADD CONSTRAINT "telegram_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_preferences_user_idx" ON "notification_preferences" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notification_preferences_enabled_idx" ON "notification_preferences" USING btree ("id") WHERE "notification_preferences"."is_enabled";--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_preference_book_unique" ON "notifications" USING btree ("preference_id","book_id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_pending_idx" ON "notifications" USING btree ("preference_id","id") WHERE "notifications"."status" in (0, 1);--> statement-breakpoint
CREATE INDEX "notifications_book_idx" ON "notifications" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "telegram_link_tokens_expires_idx" ON "telegram_link_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "telegram_links_chat_unique" ON "telegram_links" USING btree ("chat_id");--> statement-breakpoint
-- The matcher's one state row. Lots already in the archive when alerts arrive are not news: matching
-- starts after the newest one.
INSERT INTO "notification_match_state" ("id", "matched_through_id")
  SELECT 1, coalesce(max("id"), 0) FROM "books" ON CONFLICT DO NOTHING;
