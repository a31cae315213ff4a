-- Sign-up with a mobile number alone (issue #36): such an account has no e-mail (''), so the
-- uniqueness of e-mail addresses leaves '' out; a number without an account keeps its open
-- sign-up code here until it is used, guessed out or replaced.
CREATE TABLE "phone_signup_codes" (
	"phone" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "phone_signup_codes_expires_at_idx" ON "phone_signup_codes" USING btree ("expires_at");--> statement-breakpoint
DROP INDEX "users_email_lower_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email")) WHERE "users"."email" <> '';
