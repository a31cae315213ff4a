-- Return windows per category (issue #33): a category may set its own days after delivery in which
-- its products can be returned, with and without a warranty. NULL (every category until an admin
-- sets one) means the shop's windows in shop_settings.
ALTER TABLE "categories" ADD COLUMN "return_window_days" integer;
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "warranty_return_window_days" integer;
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_return_windows_check" CHECK (("categories"."return_window_days" IS NULL OR "categories"."return_window_days" BETWEEN 0 AND 365) AND ("categories"."warranty_return_window_days" IS NULL OR "categories"."warranty_return_window_days" BETWEEN 0 AND 365));
