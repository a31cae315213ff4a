-- The shop's own eSewa and Khalti merchant credentials, entered on /staff/settings (issue #32).
-- One row per provider; they win over the ESEWA_* / KHALTI_* environment variables. The secret is
-- sealed with AES-256-GCM by the server (settings/mail/secret-box.ts), never stored in the clear.
CREATE TABLE "payment_credentials" (
	"provider" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"merchant_code" text DEFAULT '' NOT NULL,
	"secret_sealed" text NOT NULL,
	"secret_last4" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "payment_credentials_provider_check" CHECK ("payment_credentials"."provider" IN ('esewa', 'khalti')),
	CONSTRAINT "payment_credentials_mode_check" CHECK ("payment_credentials"."mode" IN ('live', 'test'))
);
--> statement-breakpoint
ALTER TABLE "payment_credentials" ADD CONSTRAINT "payment_credentials_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
