-- Issue #36: a shopper proves their mobile number with a six-digit SMS code, then may sign in with
-- it. When the number was proven (null: not proven; a change of number clears it), and at most one
-- account per proven number: the number then names one account for signing in.
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;
--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_phone_unique" ON "users" USING btree ("phone") WHERE "phone_verified_at" IS NOT NULL;
--> statement-breakpoint
-- The open SMS code of an account, one per purpose ('verify': proving the number; 'sign-in'),
-- for the number it was sent to. Stored as a keyed hash, like the e-mail codes.
CREATE TABLE "phone_codes" (
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_codes_user_id_purpose_pk" PRIMARY KEY("user_id","purpose"),
	CONSTRAINT "phone_codes_purpose_check" CHECK ("purpose" IN ('verify', 'sign-in'))
);
--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
