-- The demo catalogue, marked so "Remove demo data" (/staff/settings) can tell it from the owner's
-- own (issue #32). The seed marks what it writes; this marks what a shop seeded before this
-- migration already holds. The seed writes everything in one transaction, so its rows share one
-- created_at: that of its reviewers, whose addresses are in the reserved demo.pasal.example domain
-- and who have no password. Categories and brands have no created_at: those used by demo products
-- only are demo ones. Nothing is marked in a shop that was never seeded.
ALTER TABLE "brands" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "users" SET "is_demo" = true
  WHERE "email" LIKE 'reviewer%@demo.pasal.example' AND "password_hash" IS NULL AND "google_sub" IS NULL;--> statement-breakpoint
UPDATE "products" SET "is_demo" = true
  WHERE "created_at" IN (SELECT "created_at" FROM "users" WHERE "is_demo");--> statement-breakpoint
UPDATE "coupons" SET "is_demo" = true
  WHERE "code" IN ('WELCOME10', 'DASHAIN500') AND "created_at" IN (SELECT "created_at" FROM "users" WHERE "is_demo");--> statement-breakpoint
UPDATE "reviews" SET "is_demo" = true
  WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "is_demo");--> statement-breakpoint
UPDATE "categories" c SET "is_demo" = true
  WHERE EXISTS (SELECT 1 FROM "products" p WHERE p."category_id" = c."id" AND p."is_demo")
    AND NOT EXISTS (SELECT 1 FROM "products" p WHERE p."category_id" = c."id" AND NOT p."is_demo");--> statement-breakpoint
UPDATE "brands" b SET "is_demo" = true
  WHERE EXISTS (SELECT 1 FROM "products" p WHERE p."brand_id" = b."id" AND p."is_demo")
    AND NOT EXISTS (SELECT 1 FROM "products" p WHERE p."brand_id" = b."id" AND NOT p."is_demo");
