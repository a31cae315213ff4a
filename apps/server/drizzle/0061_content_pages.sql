-- Issue #32: the shop's content pages written by the owner (About, Warranty, Privacy Policy, Terms).
-- A row per page once an admin saved it: the draft, and the published version (null: the shop
-- shows its built-in page). Markdown, English and Nepali (blank Nepali: the English is shown).
CREATE TABLE "content_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"draft_en" text DEFAULT '' NOT NULL,
	"draft_ne" text DEFAULT '' NOT NULL,
	"draft_saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"draft_saved_by" integer,
	"published_en" text,
	"published_ne" text,
	"published_at" timestamp with time zone,
	"published_by" integer,
	CONSTRAINT "content_pages_slug_check" CHECK (slug IN ('about', 'warranty', 'privacy-policy', 'terms-and-conditions')),
	CONSTRAINT "content_pages_published_check" CHECK ((published_en IS NULL) = (published_at IS NULL))
);
--> statement-breakpoint
-- Every publish and every return to the built-in page, with who and when: only ever added.
CREATE TABLE "content_page_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"action" text NOT NULL,
	"body_en" text,
	"body_ne" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_user" integer NOT NULL,
	"by_name" text NOT NULL,
	CONSTRAINT "content_page_revisions_slug_check" CHECK (slug IN ('about', 'warranty', 'privacy-policy', 'terms-and-conditions')),
	CONSTRAINT "content_page_revisions_action_check" CHECK ((action = 'published' AND body_en IS NOT NULL AND body_ne IS NOT NULL) OR (action = 'reverted' AND body_en IS NULL AND body_ne IS NULL))
);
--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_draft_saved_by_users_id_fk" FOREIGN KEY ("draft_saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "content_page_revisions" ADD CONSTRAINT "content_page_revisions_by_user_users_id_fk" FOREIGN KEY ("by_user") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "content_page_revisions_slug_idx" ON "content_page_revisions" USING btree ("slug","id");
--> statement-breakpoint
CREATE INDEX "content_page_revisions_by_user_idx" ON "content_page_revisions" USING btree ("by_user");
--> statement-breakpoint
CREATE FUNCTION pasal_content_page_revisions_append_only() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  RAISE EXCEPTION '% is refused on content_page_revisions: a page''s history is only ever added to', TG_OP
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "content_page_revisions_append_only" BEFORE UPDATE OR DELETE ON "content_page_revisions"
  FOR EACH ROW EXECUTE FUNCTION pasal_content_page_revisions_append_only();
