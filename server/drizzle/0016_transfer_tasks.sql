CREATE TABLE "transfer_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"direction" text NOT NULL,
	"status" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"message_code" text,
	"message_params" jsonb,
	"report" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_tasks_one_running_export_idx" ON "transfer_tasks" USING btree ("kind") WHERE "transfer_tasks"."direction" = 'export' and "transfer_tasks"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "transfer_tasks_created_at_idx" ON "transfer_tasks" USING btree ("created_at");