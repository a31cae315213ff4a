-- The shop's outgoing mail server, entered on /staff/settings (issue #32); SMTP_URL still wins.
-- One row; the password sealed with AES-256-GCM by the server, never stored in the clear.
CREATE TABLE "mail_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"security" text NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"password_sealed" text DEFAULT '' NOT NULL,
	"from_address" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "mail_settings_single_row" CHECK ("mail_settings"."id" = 1),
	CONSTRAINT "mail_settings_port_check" CHECK ("mail_settings"."port" BETWEEN 1 AND 65535),
	CONSTRAINT "mail_settings_security_check" CHECK ("mail_settings"."security" IN ('tls', 'starttls', 'none'))
);
--> statement-breakpoint
ALTER TABLE "mail_settings" ADD CONSTRAINT "mail_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
