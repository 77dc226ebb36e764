ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- hand-written: every account made before addresses were confirmed counts as confirmed (issue 28, ADR 0049),
-- dated when it was made; only registrations from now on start unconfirmed.
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "email_verified_at" IS NULL;
