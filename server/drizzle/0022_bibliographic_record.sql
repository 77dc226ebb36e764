CREATE TABLE "bibliographic_backfill" (
	"id" integer PRIMARY KEY NOT NULL,
	"after_id" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "publication_place" text;--> statement-breakpoint
-- ADR 0045: lots stored before this migration have their descriptions read once (archive.read-bibliographic-records).
INSERT INTO "bibliographic_backfill" ("id") VALUES (1);
