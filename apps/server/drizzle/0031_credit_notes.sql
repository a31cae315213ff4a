-- Issue #33: refunds with an amount and lines, and credit notes. order_refunds records money that
-- went back (eSewa/Khalti with the provider's refund reference, cash with who handed it over); the
-- refunding transaction locks the order row, so an order's refunds never add up to more than was
-- paid. A bill is never edited: a refund or a cancellation after billing issues a credit note,
-- numbered without gaps per fiscal year from its own counter ('CN 2083/84-000001'), exactly as the
-- bills are numbered from invoice_counters (migration 0024).
CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount_paisa" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"delivery_paisa" integer NOT NULL,
	"method" text NOT NULL,
	"provider_reference" text,
	"paid_to" text DEFAULT '' NOT NULL,
	"reason" text NOT NULL,
	"recorded_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_refunds_amount_check" CHECK ("order_refunds"."amount_paisa" > 0 AND "order_refunds"."delivery_paisa" >= 0),
	CONSTRAINT "order_refunds_reference_check" CHECK ("order_refunds"."method" = 'COD' OR ("order_refunds"."provider_reference" IS NOT NULL AND btrim("order_refunds"."provider_reference") <> ''))
);
--> statement-breakpoint
CREATE TABLE "credit_note_counters" (
	"fiscal_year" text PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "credit_note_counters_fiscal_year_check" CHECK (fiscal_year ~ '^[0-9]{4}/[0-9]{2}$'),
	CONSTRAINT "credit_note_counters_sequence_check" CHECK (last_sequence >= 1)
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"fiscal_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"invoice_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"refund_id" integer,
	"kind" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"vat_mode" text NOT NULL,
	"vat_percent" numeric(5, 2) NOT NULL,
	"taxable_paisa" integer NOT NULL,
	"vat_paisa" integer NOT NULL,
	"total_paisa" integer NOT NULL,
	"reason" text NOT NULL,
	"issued_by" integer,
	CONSTRAINT "credit_notes_kind_check" CHECK (kind IN ('refund', 'cancellation')),
	CONSTRAINT "credit_notes_vat_mode_check" CHECK (vat_mode IN ('inclusive', 'exclusive')),
	CONSTRAINT "credit_notes_totals_check" CHECK (taxable_paisa + vat_paisa = total_paisa AND total_paisa > 0 AND vat_paisa >= 0 AND sequence >= 1)
);
--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_fiscal_year_sequence_unique" ON "credit_notes" USING btree ("fiscal_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_unique" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" USING btree ("order_id");