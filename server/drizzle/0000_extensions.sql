-- Extensions the archive search relies on (trigram similarity for typo-tolerant title search).
-- The 'russian' text-search configuration is built into PostgreSQL and PGlite alike.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
