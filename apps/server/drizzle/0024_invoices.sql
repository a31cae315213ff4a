-- Issue #20: tax invoices numbered without gaps per Nepali fiscal year. One counter row per fiscal
-- year is incremented (and so row-locked) by the transaction that issues the invoice, the same
-- transaction that marks the order paid or delivered: a transaction that rolls back takes its
-- number back with it, and a concurrent one waits for the lock instead of skipping a number.
-- Orders paid or delivered before this migration get their invoice the first time it is asked for
-- (invoices/service.ts), so no number is spent on bills nobody wants.
CREATE TABLE "invoice_counters" (
	"fiscal_year" text PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "invoice_counters_fiscal_year_check" CHECK (fiscal_year ~ '^[0-9]{4}/[0-9]{2}$'),
	CONSTRAINT "invoice_counters_sequence_check" CHECK (last_sequence >= 1)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"fiscal_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"vat_mode" text NOT NULL,
	"vat_percent" numeric(5, 2) NOT NULL,
	"subtotal_paisa" integer NOT NULL,
	"delivery_charge_paisa" integer NOT NULL,
	"discount_paisa" integer NOT NULL,
	"taxable_paisa" integer NOT NULL,
	"vat_paisa" integer NOT NULL,
	"total_paisa" integer NOT NULL,
	CONSTRAINT "invoices_vat_mode_check" CHECK (vat_mode IN ('inclusive', 'exclusive')),
	CONSTRAINT "invoices_totals_check" CHECK (taxable_paisa + vat_paisa = total_paisa AND sequence >= 1)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_unique" ON "invoices" USING btree ("order_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_fiscal_year_sequence_unique" ON "invoices" USING btree ("fiscal_year","sequence");
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("invoice_number");
