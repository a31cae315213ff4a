-- Coupons in the back office (issue 19): a coupon may be for a customer's first order only, and
-- records when it was last edited. Codes are matched case-insensitively because they are stored
-- upper-case: the check makes that a rule of the table, not only of its writers.
ALTER TABLE "coupons" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "coupons" SET "code" = upper("code") WHERE "code" <> upper("code");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_code_upper_case" CHECK ("coupons"."code" = upper("coupons"."code"));
