-- A lost return from eSewa or Khalti (issue #30, defect 3).
--
-- Each payment attempt's record names the attempt as the provider knows it (eSewa's
-- transaction_uuid, Khalti's pidx), so a late return or a check of an older attempt finds its own
-- record: the attempt that paid is the one completed, once.
ALTER TABLE "payments" ADD COLUMN "attempt" text;
--> statement-breakpoint
-- An open or abandoned attempt's reference is still its own; a completed one's became the
-- provider's payment reference, so those stay without (their order is paid: nothing asks again).
UPDATE "payments" SET "attempt" = "provider_reference" WHERE "status" <> 'completed' AND "provider" <> 'COD';
--> statement-breakpoint
-- When the customer's order pages last asked the provider about an unpaid order: at most once in
-- ten seconds, however often the pages are read.
ALTER TABLE "orders" ADD COLUMN "payment_checked_at" timestamp with time zone;
