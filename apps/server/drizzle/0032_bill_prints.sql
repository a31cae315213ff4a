-- Issue #33: the register of bill prints. Nepal's rule for computer-printed bills: the first print
-- is the original, every later print a numbered copy ("Copy of original (n)") saying who printed it
-- and when. copy_number 0 is the original; a print takes the next number while the bill's row is
-- locked (invoices/prints.ts), the unique index refusing a duplicate if that were ever bypassed.
-- The register is append-only: a trigger refuses UPDATE and DELETE, as a bill's paper trail must
-- not be rewritten.
-- orders.cancel_reason: why staff cancelled the order, as the customer is told (on their order and
-- in the e-mail); null for every other cancel.
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;
--> statement-breakpoint
CREATE TABLE "invoice_prints" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"copy_number" integer NOT NULL,
	"printed_by" integer NOT NULL,
	"printed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_prints_copy_number_check" CHECK (copy_number >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_prints" ADD CONSTRAINT "invoice_prints_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_prints" ADD CONSTRAINT "invoice_prints_printed_by_users_id_fk" FOREIGN KEY ("printed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_prints_invoice_copy_unique" ON "invoice_prints" USING btree ("invoice_id","copy_number");--> statement-breakpoint
CREATE INDEX "invoice_prints_printed_by_idx" ON "invoice_prints" USING btree ("printed_by");
--> statement-breakpoint
CREATE FUNCTION pasal_invoice_prints_append_only() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  RAISE EXCEPTION 'invoice_prints is append-only: % refused', TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "invoice_prints_append_only" BEFORE UPDATE OR DELETE ON "invoice_prints"
  FOR EACH ROW EXECUTE FUNCTION pasal_invoice_prints_append_only();
