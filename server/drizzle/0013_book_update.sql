CREATE TABLE "book_update_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"message_code" text NOT NULL,
	"message_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"operation_name" text NOT NULL,
	"lot_id" bigint,
	"is_error" boolean DEFAULT false NOT NULL,
	"exception_message" text
);
--> statement-breakpoint
CREATE TABLE "book_update_queue" (
	"source_lot_id" bigint PRIMARY KEY NOT NULL,
	"source_category_id" integer,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_update_source_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_update_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"is_paused" boolean DEFAULT false NOT NULL,
	"run_id" text,
	"run_heartbeat_at" timestamp with time zone,
	"run_started_at" timestamp with time zone,
	"last_run_ended_at" timestamp with time zone,
	"current_operation" text,
	"processed_count" integer DEFAULT 0 NOT NULL,
	"last_processed_lot_id" bigint,
	"last_processed_lot_title" text,
	"source_state" text DEFAULT 'ok' NOT NULL,
	"last_error" text,
	"category_check_before" integer,
	"category_check_running" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_update_watch" (
	"source_lot_id" bigint PRIMARY KEY NOT NULL,
	"source_category_id" integer,
	"next_check_at" timestamp with time zone NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "book_update_log_at_idx" ON "book_update_log" USING btree ("at");--> statement-breakpoint
-- The one state row, so every process updates it and none inserts it.
INSERT INTO "book_update_state" ("id") VALUES (1) ON CONFLICT DO NOTHING;
