-- Issue #36: a counter sale (the physical shop's till) is an order rung up by staff, handed over at
-- once. Walk-in buyers have no account: the order's user is the staff member who rang it up, and
-- the channel says so, so the customer's own order list and the account's limits never see it.
-- How it was paid at the counter (cash, a provider's QR, card, bank transfer) and its optional
-- reference are kept beside payment_gateway, which stays 'COD' (money taken in person, no gateway).
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'online' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "counter_payment_method" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "counter_payment_reference" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_check" CHECK ("channel" IN ('online', 'counter'));
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_counter_payment_check" CHECK (
  ("channel" = 'counter') = ("counter_payment_method" IS NOT NULL)
  AND ("counter_payment_method" IS NULL
    OR "counter_payment_method" IN ('cash', 'esewa_qr', 'khalti_qr', 'fonepay_qr', 'card', 'bank_transfer'))
  AND ("counter_payment_reference" IS NULL OR "channel" = 'counter'));
--> statement-breakpoint
CREATE INDEX "orders_counter_idx" ON "orders" USING btree ("created_at") WHERE "channel" = 'counter';
