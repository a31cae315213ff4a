-- Search moved into each server process (modules/catalog/search/; docs/decisions.md "Search: an
-- in-process catalogue index"). The generated tsvector and the name trigram index are read by
-- nothing now, yet every stock update of a product recomputed the vector, and one that could not
-- stay on its page (not HOT) added entries to both GIN indexes. The pg_trgm extension stays.
DROP INDEX IF EXISTS "products_search_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "products_name_trgm_idx";
--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN IF EXISTS "search";
