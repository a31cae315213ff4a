-- A low-stock threshold per product (issue #35): a product is "low" on the staff list and the
-- dashboard when it has some units but no more than its threshold. NULL (every product until an
-- admin sets one) means the shop's threshold, kept in shop_settings (default 5, as before).
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_threshold_check" CHECK ("products"."low_stock_threshold" IS NULL OR "products"."low_stock_threshold" BETWEEN 0 AND 10000);
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "low_stock_threshold" integer DEFAULT 5 NOT NULL;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_low_stock_threshold_check" CHECK ("shop_settings"."low_stock_threshold" BETWEEN 0 AND 10000);
