-- Issue #19: the shop's settings, one row written the first time an admin saves them (until then
-- the environment's values apply).
CREATE TABLE "shop_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"opening_hours" text NOT NULL,
	"legal_name" text NOT NULL,
	"registration_no" text NOT NULL,
	"pan" text NOT NULL,
	"grievance_officer" text NOT NULL,
	"free_delivery_threshold_paisa" integer NOT NULL,
	"standard_delivery_charge_paisa" integer NOT NULL,
	"payment_methods" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "shop_settings_one_row" CHECK (id = 1),
	CONSTRAINT "shop_settings_amounts_check" CHECK (free_delivery_threshold_paisa >= 0 AND standard_delivery_charge_paisa >= 0),
	CONSTRAINT "shop_settings_payment_methods_check" CHECK (cardinality(payment_methods) >= 1 AND payment_methods <@ ARRAY['Esewa', 'Khalti', 'COD']::text[])
);
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
