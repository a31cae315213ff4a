-- Shop content in Nepali (issue #30): a Nepali version of the words staff enter, shown on Nepali
-- pages. Empty means none: the page shows the English text. Product and brand names have none
-- (they are the same in both languages).
ALTER TABLE "categories" ADD COLUMN "name_ne" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "product_colors" ADD COLUMN "color_name_ne" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "product_specifications" ADD COLUMN "title_ne" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "product_specifications" ADD COLUMN "answer_ne" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "short_description_ne" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "long_description_ne" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "delivery_detail_ne" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "address_ne" text DEFAULT '' NOT NULL;
