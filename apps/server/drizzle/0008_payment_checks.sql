-- Payments the provider could not confirm yet (payment-flow.ts): eSewa said COMPLETE in a signed
-- return but its status API answered NOT_FOUND or nothing, or a provider could not be reached.
-- Such an order keeps its stock and is checked again in the background; at the end of its payment
-- window the shop is e-mailed once. All three columns are empty for existing orders.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "payment_claimed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "payment_recheck_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "payment_alerted_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_payment_recheck_idx" ON "orders" USING btree ("payment_recheck_at") WHERE "payment_recheck_at" IS NOT NULL;
