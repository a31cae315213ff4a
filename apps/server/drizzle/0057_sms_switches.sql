-- Order updates by SMS, each switchable on the settings screen (issue #36): placed, shipped, ready
-- for pickup, delivered and cancelled. All on, as the shop sent them before: a switched-off kind
-- queues no SMS (its e-mail still goes). SMS go only when the shop has an SMS provider (config.ts).
ALTER TABLE "shop_settings" ADD COLUMN "sms_placed" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "sms_shipped" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "sms_ready_for_pickup" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "sms_delivered" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "sms_cancelled" boolean DEFAULT true NOT NULL;
