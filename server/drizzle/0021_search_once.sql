CREATE TABLE "search_repeats" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"search_key" text NOT NULL,
	"counted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_history" ADD COLUMN "exact_phrase" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "search_history" ADD COLUMN "sort" text;--> statement-breakpoint
ALTER TABLE "search_history" ADD COLUMN "category_ids" integer[];--> statement-breakpoint
ALTER TABLE "search_repeats" ADD CONSTRAINT "search_repeats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;