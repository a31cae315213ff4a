-- Issue #30: the staff's own search words. A line holds words that mean the same to shoppers
-- ("speaker", "भोंपू", "bhompu"), as staff typed them; every server process reads the lines into
-- its search index beside the built-in ones (search/synonyms.ts) and rebuilds it when they change
-- (the catalogue's NOTIFY). Adding and removing a line is recorded in the catalogue's history
-- under the entity 'search_words'.
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"words" text[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_words_check" CHECK (cardinality("search_synonyms"."words") BETWEEN 2 AND 12)
);
--> statement-breakpoint
ALTER TABLE "catalogue_audit_log" DROP CONSTRAINT "catalogue_audit_log_entity_check";--> statement-breakpoint
ALTER TABLE "search_synonyms" ADD CONSTRAINT "search_synonyms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_audit_log" ADD CONSTRAINT "catalogue_audit_log_entity_check" CHECK ("catalogue_audit_log"."entity" IN ('product', 'category', 'brand', 'search_words'));