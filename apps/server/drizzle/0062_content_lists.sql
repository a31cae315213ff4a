-- Issue #32: the FAQ and the Services page written by the owner, as lists (questions, cards) in
-- English and Nepali. They share the content pages' rows and history: a draft and a published
-- document (JSON, checked by the contract's schemas) instead of Markdown.
ALTER TABLE "content_pages" ADD COLUMN "draft_doc" jsonb;
--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "published_doc" jsonb;
--> statement-breakpoint
ALTER TABLE "content_pages" DROP CONSTRAINT "content_pages_slug_check";
--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_slug_check" CHECK (slug IN ('about', 'warranty', 'privacy-policy', 'terms-and-conditions', 'faq', 'services'));
--> statement-breakpoint
ALTER TABLE "content_pages" DROP CONSTRAINT "content_pages_published_check";
--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_published_check" CHECK ((published_en IS NULL AND published_doc IS NULL) = (published_at IS NULL));
--> statement-breakpoint
-- A Markdown page never holds a document, a list page never published Markdown.
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_kind_check" CHECK (CASE WHEN slug IN ('faq', 'services') THEN published_en IS NULL ELSE draft_doc IS NULL AND published_doc IS NULL END);
--> statement-breakpoint
ALTER TABLE "content_page_revisions" ADD COLUMN "doc" jsonb;
--> statement-breakpoint
ALTER TABLE "content_page_revisions" DROP CONSTRAINT "content_page_revisions_slug_check";
--> statement-breakpoint
ALTER TABLE "content_page_revisions" ADD CONSTRAINT "content_page_revisions_slug_check" CHECK (slug IN ('about', 'warranty', 'privacy-policy', 'terms-and-conditions', 'faq', 'services'));
--> statement-breakpoint
ALTER TABLE "content_page_revisions" DROP CONSTRAINT "content_page_revisions_action_check";
--> statement-breakpoint
ALTER TABLE "content_page_revisions" ADD CONSTRAINT "content_page_revisions_action_check" CHECK ((action = 'published' AND ((body_en IS NOT NULL AND body_ne IS NOT NULL AND doc IS NULL) OR (body_en IS NULL AND body_ne IS NULL AND doc IS NOT NULL))) OR (action = 'reverted' AND body_en IS NULL AND body_ne IS NULL AND doc IS NULL));
