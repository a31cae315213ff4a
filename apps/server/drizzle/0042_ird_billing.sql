-- Issue #34: IRD e-billing rules, and the sync of bills and credit notes to IRD's Central Billing
-- Monitoring System (CBMS).
--
-- Each bill keeps who issued it: the staff member whose action issued it (marking a cash order
-- delivered, opening the bill of an older order), or null when the system issued it (an online
-- payment verified). Bills issued before this migration keep null: nobody was recorded then.
ALTER TABLE "invoices" ADD COLUMN "issued_by" integer;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
-- Bills and credit notes are never edited nor deleted (IRD's rule for computer billing): a database
-- rule, so that no code path, script or SQL session of the app's role can rewrite one. A mistake
-- on a bill is corrected by a credit note, never by changing the bill. No code updates or deletes
-- these rows (checked for issue #34: invoices/service.ts and credit-notes/service.ts only insert,
-- and lock rows with SELECT … FOR UPDATE, which fires no trigger; erasing a customer's account
-- leaves the bills as issued, customers/erase). The lines of both are jsonb columns of the same
-- rows, so these two triggers cover them. TRUNCATE is left alone: it is no row change but the
-- wiping of a whole database, which only the developers' `seed --reset` does, on a demo shop.
CREATE FUNCTION pasal_billing_documents_immutable() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  RAISE EXCEPTION '% is refused on %: bills and credit notes are never edited or deleted (issue a credit note instead)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_immutable" BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION pasal_billing_documents_immutable();
--> statement-breakpoint
CREATE TRIGGER "credit_notes_immutable" BEFORE UPDATE OR DELETE ON "credit_notes"
  FOR EACH ROW EXECUTE FUNCTION pasal_billing_documents_immutable();
--> statement-breakpoint
-- The CBMS outbox: one row per bill or credit note to send, written by the transaction that issues
-- the document (only while CBMS sync is on), claimed by one process at a time (FOR UPDATE SKIP
-- LOCKED and a lease in next_attempt_at, as the mail queue does) and kept once sent, with CBMS's
-- last answer, so the bill page can say pending / sent / failed.
CREATE TABLE "cbms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"invoice_id" integer,
	"credit_note_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_code" integer,
	"last_answer" text,
	"last_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cbms_outbox_kind_check" CHECK ((kind = 'bill' AND invoice_id IS NOT NULL AND credit_note_id IS NULL) OR (kind = 'return' AND credit_note_id IS NOT NULL AND invoice_id IS NULL)),
	CONSTRAINT "cbms_outbox_status_check" CHECK (status IN ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "cbms_outbox" ADD CONSTRAINT "cbms_outbox_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cbms_outbox" ADD CONSTRAINT "cbms_outbox_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "cbms_outbox_invoice_unique" ON "cbms_outbox" USING btree ("invoice_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "cbms_outbox_credit_note_unique" ON "cbms_outbox" USING btree ("credit_note_id");
--> statement-breakpoint
CREATE INDEX "cbms_outbox_due_idx" ON "cbms_outbox" USING btree ("next_attempt_at") WHERE status <> 'sent';
--> statement-breakpoint
-- The CBMS simulator's records (demo mode only): every request it answered, with the answer code.
-- A document is accepted once: the partial unique index refuses a second accepted row, and the
-- simulator answers 101 (bill already exists) instead.
CREATE TABLE "cbms_simulator_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"seller_pan" text,
	"fiscal_year" text,
	"number" text,
	"ref_invoice_number" text,
	"code" integer NOT NULL,
	"body" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cbms_simulator_requests_kind_check" CHECK (kind IN ('bill', 'return'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cbms_simulator_accepted_unique" ON "cbms_simulator_requests" USING btree ("kind","seller_pan","fiscal_year","number") WHERE code = 200;
