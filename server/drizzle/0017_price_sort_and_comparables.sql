-- Issue 18 (ADR 0035). Pages sorted by price walk (final_price, id), the id keeping equal prices in a
-- stable order; the same index serves the price-range search, so it replaces the price-only one, and
-- with the sale date in it a price range's statistics read the index alone. The category and seller
-- indexes gain the id (newest first without a sort of equal dates) and the price (their price sorts and
-- statistics read the index alone). Comparable sales read an author's lots, the name folded as the
-- search folds it, newest first.
-- IF [NOT] EXISTS: a demo seeding stopped half-way leaves the books without their indexes until it
-- resumes and rebuilds them (bulk-indexes.ts holds the same definitions).
SET LOCAL maintenance_work_mem = '256MB';--> statement-breakpoint
DROP INDEX IF EXISTS "books_final_price_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "books_category_sale_date_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "books_seller_sale_date_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_final_price_id_idx" ON "books" USING btree ("final_price","id","sale_date");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_author_fold_sale_date_idx" ON "books" USING btree (raritet_fold("author"),"sale_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_category_sale_date_idx" ON "books" USING btree ("category_id","sale_date" DESC NULLS LAST,"id" DESC NULLS LAST,"final_price");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_seller_sale_date_idx" ON "books" USING btree ("seller_id","sale_date" DESC NULLS LAST,"id" DESC NULLS LAST,"final_price");
