-- Folds text for search: lower case, 'ё' → 'е', pre-reform letters to their modern ones
-- (і → и, ѣ → е, ѳ → ф, ѵ → и) and the hard sign at the end of a word dropped ('Пушкинъ' → 'пушкин').
-- The same function runs on the stored text (generated tsvector columns, trigram index) and on every
-- query, so 'собрание сочинений' and 'собраніе сочиненій' meet in the middle.
CREATE OR REPLACE FUNCTION raritet_fold(input text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT regexp_replace(translate(lower(input), 'ёіѣѳѵ', 'еиефи'), 'ъ\M', '', 'g') $$;
