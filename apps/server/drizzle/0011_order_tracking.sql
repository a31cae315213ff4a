-- Order tracking (issue 18): staff record the courier and the tracking number when they mark an
-- order Shipped. Empty for every existing order (including ones already shipped, which show no
-- tracking rather than an invented one).
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "courier" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "courier_name" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "tracking_number" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "tracking_url" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "shipped_at" timestamp with time zone;
