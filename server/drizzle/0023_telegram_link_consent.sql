CREATE TABLE "telegram_link_offers" (
	"nonce_hash" text PRIMARY KEY NOT NULL,
	"chat_id" bigint NOT NULL,
	"username" text,
	"display_name" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "telegram_link_offers_chat_idx" ON "telegram_link_offers" USING btree ("chat_id");--> statement-breakpoint
CREATE INDEX "telegram_link_offers_expires_idx" ON "telegram_link_offers" USING btree ("expires_at");