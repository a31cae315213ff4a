-- A proven mobile number can reset the password (issue #36): phone codes get the purpose 'reset'.
ALTER TABLE "phone_codes" DROP CONSTRAINT "phone_codes_purpose_check";--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_purpose_check" CHECK ("phone_codes"."purpose" IN ('verify', 'sign-in', 'reset'));
