-- The language of a shopper's e-mails (issue #30). An account keeps the page's language at sign-up
-- (changed when the signed-in shopper switches language); an order, a back-in-stock request, a
-- newsletter sign-up and a contact message keep the language of the page they came from, so what
-- is sent about them later is written in it. Every row from before is English, as its e-mails were.
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "back_in_stock_subscriptions" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("users"."locale" IN ('en', 'ne'));
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_locale_check" CHECK ("orders"."locale" IN ('en', 'ne'));
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_locale_check" CHECK ("newsletter_subscribers"."locale" IN ('en', 'ne'));
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_locale_check" CHECK ("contact_messages"."locale" IN ('en', 'ne'));
--> statement-breakpoint
ALTER TABLE "back_in_stock_subscriptions" ADD CONSTRAINT "back_in_stock_subscriptions_locale_check" CHECK ("back_in_stock_subscriptions"."locale" IN ('en', 'ne'));
