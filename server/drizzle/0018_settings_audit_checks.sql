ALTER TABLE "settings_audit" ADD COLUMN "kind" text DEFAULT 'save' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings_audit" ADD COLUMN "check_group" text;--> statement-breakpoint
ALTER TABLE "settings_audit" ADD COLUMN "result" text;