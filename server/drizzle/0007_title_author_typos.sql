-- The typo fallback of the title search covers the author too (ADR 0010): one trigram index over the
-- same text as title_tsv (title, a space, author), replacing the title-only one. IF [NOT] EXISTS: a demo
-- seeding stopped half-way leaves the books without their indexes until it resumes and rebuilds them.
SET LOCAL maintenance_work_mem = '256MB';--> statement-breakpoint
DROP INDEX IF EXISTS "books_title_trgm_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_title_author_trgm_idx" ON "books" USING gin (raritet_fold(coalesce("title", '') || ' ' || coalesce("author", '')) gin_trgm_ops);
