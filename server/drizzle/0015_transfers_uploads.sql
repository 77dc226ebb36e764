CREATE TABLE "transfer_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"file_name" text,
	"declared_size" bigint NOT NULL,
	"received" bigint DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "transfer_uploads_expires_at_idx" ON "transfer_uploads" USING btree ("expires_at");