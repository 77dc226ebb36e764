-- Issue 27 (ADR 0043). The search's folding reads old spelling in every word, not only the last one
-- (where a prefix match used to hide it): on top of migration 0004 (lower case, ё/і/ѣ/ѳ/ѵ, the final ъ)
-- - a hyphen between letters is a space ('лейбъ-гвардіи' → 'лейб гвардии'): PostgreSQL's parser gives
--   a hyphenated word an extra position for the compound, which breaks a phrase's adjacency;
-- - old adjective endings at the end of a word, where the Russian stemmer would not reach the modern
--   word's stem: -аго → -ого, -яго → -его, -ыя → -ые ('живаго' → 'живого', 'мертвыя' → 'мертвые'), after
--   a stem of three letters (two for -ыя), so short words ('благо', 'выя') stay ('хорошаго' and
--   'русскія' already stem as 'хорошего' and 'русские' do);
-- - an old prefix at the start of a word before a voiceless consonant: раз/из/воз/без/низ/чрез/через →
--   рас/ис/вос/бес/нис/чрес/черес ('разсказъ' → 'рассказ'); modern spelling always writes с there.
-- query-text.ts foldText is the same function in TypeScript. The stored text and every query fold
-- through it, so both sides meet; the generated tsvector columns do not recompute when the function is
-- replaced, so they are dropped and added again (one table rewrite, which also rebuilds the trigram and
-- author indexes over raritet_fold), and their GIN indexes are built again.
CREATE OR REPLACE FUNCTION raritet_fold(input text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT
    regexp_replace(
      regexp_replace(
        regexp_replace(
          regexp_replace(
            regexp_replace(
              regexp_replace(translate(lower(input), 'ёіѣѳѵ', 'еиефи'), '([а-яa-z])[-‐‑](?=[а-яa-z])', '\1 ', 'g'),
              'ъ\M', '', 'g'),
            '([а-я]{3})аго\M', '\1ого', 'g'),
          '([а-я]{3})яго\M', '\1его', 'g'),
        '([а-я]{2})ыя\M', '\1ые', 'g'),
      '(?<![а-яa-z0-9])(ра|и|во|бе|ни|чре|чере)з(?=[кпстфхцчшщ])', '\1с', 'g')
  $$;--> statement-breakpoint
SET LOCAL maintenance_work_mem = '256MB';--> statement-breakpoint
ALTER TABLE "books"
  DROP COLUMN "title_tsv",
  DROP COLUMN "description_tsv",
  ADD COLUMN "title_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('russian'::regconfig, raritet_fold(coalesce(title, '') || ' ' || coalesce(author, '')))) STORED,
  ADD COLUMN "description_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('russian'::regconfig, raritet_fold(coalesce(description_text, '')))) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_title_tsv_idx" ON "books" USING gin ("title_tsv");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_description_tsv_idx" ON "books" USING gin ("description_tsv");
