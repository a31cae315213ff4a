-- The shop's look (issue #32): a short name, a brand colour, its social pages and an uploaded logo.
-- A row saved before keeps the specification's footer links (each network's home page) and the
-- demo's colours and mark, as it showed them.
ALTER TABLE "shop_settings" ADD COLUMN "short_name" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "brand_color" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "social" jsonb DEFAULT '{"facebook":"https://www.facebook.com/","instagram":"https://www.instagram.com/","youtube":"https://www.youtube.com/","tiktok":"https://www.tiktok.com/"}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "logo" jsonb;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_brand_color_check" CHECK ("shop_settings"."brand_color" = '' OR "shop_settings"."brand_color" ~ '^#[0-9a-f]{6}$');
--> statement-breakpoint
-- The logo's pictures (header, favicon, home-screen icons), served at /brand/{name}; in the database
-- like product images, so every process serves them and a backup holds them.
CREATE TABLE "shop_brand_files" (
	"name" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_brand_files_type_check" CHECK ("shop_brand_files"."content_type" IN ('image/png', 'image/webp'))
);
