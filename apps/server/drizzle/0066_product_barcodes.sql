-- The code under the barcode on a product's box, that the counter's scanner types (issue #36).
ALTER TABLE "products" ADD COLUMN "barcode" text;--> statement-breakpoint
CREATE UNIQUE INDEX "products_barcode_unique" ON "products" USING btree ("barcode") WHERE "products"."barcode" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_barcode_check" CHECK ("products"."barcode" IS NULL OR "products"."barcode" ~ '^[0-9A-Z-]{4,32}$');
