-- Issue #20: delivery zones in the shop settings, Nepali addresses on orders, store pickup.
-- An order keeps its older address texts (province name, city = the local level's name,
-- details_address = tole, monument = landmark, postal_code '' when not given) and gains the ids from
-- packages/contract nepal/geography.ts, how it reaches the shopper, the zone and the promised days.
ALTER TABLE "orders" ADD COLUMN "delivery_method" text DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "province_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "district_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "district" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "local_level_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ward" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_earliest" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_expected_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_pan" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_method_check" CHECK ("delivery_method" IN ('delivery', 'pickup'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_pan_check" CHECK ("buyer_pan" IS NULL OR "buyer_pan" ~ '^[0-9]{9}$');--> statement-breakpoint
-- The zones, pickup days and holidays as the admin saved them (deliveryConfigSchema); NULL: the defaults.
ALTER TABLE "shop_settings" ADD COLUMN "delivery" jsonb;
