-- The announcement bar and the storefront's links (issue #32). A row saved before has the bar off
-- and no links of its own (null): the storefront shows the specification's links, as it did.
ALTER TABLE "shop_settings" ADD COLUMN "announcement_enabled" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "announcement_text" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "announcement_text_ne" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "announcement_link" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "announcement_starts_on" date;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "announcement_ends_on" date;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "navigation" jsonb;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_announcement_dates_check" CHECK ("shop_settings"."announcement_ends_on" IS NULL OR "shop_settings"."announcement_starts_on" IS NULL OR "shop_settings"."announcement_ends_on" >= "shop_settings"."announcement_starts_on");
