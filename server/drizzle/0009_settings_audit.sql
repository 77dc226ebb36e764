CREATE TABLE "settings_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_email" text NOT NULL,
	"fields" text[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "settings_audit_changed_at_idx" ON "settings_audit" USING btree ("changed_at");