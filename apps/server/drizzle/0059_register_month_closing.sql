-- Issue #34: "the register cannot be changed for a closed month without a recorded reason".
--
-- A row of the sales register (or of the sales-return book) is a bill or a credit note. Neither is
-- ever updated or deleted (triggers of migration 0042), the register's columns are the documents'
-- own snapshots (buyer name and PAN as billed, amounts), and a document's date is when it was
-- issued. So the only write that can add or change a row of a month's register is an INSERT into
-- invoices or credit_notes dated in that month (a cancellation after billing and a refund both
-- issue a credit note; CBMS status and edits of an order's buyer PAN do not touch the register).
--
-- register_month_events keeps every close and reopening of a BS month, append only. A month is
-- closed while its latest row is a close; a reopening must carry a reason (CHECK). Each row keeps
-- the month's instants [starts_at, ends_at) so the trigger below needs no Bikram Sambat calendar.
CREATE TABLE "register_month_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"bs_year" integer NOT NULL,
	"bs_month" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by_user" integer NOT NULL,
	"by_name" text NOT NULL,
	"reason" text,
	"bills" integer,
	"taxable_paisa" bigint,
	"vat_paisa" bigint,
	"bill_total_paisa" bigint,
	"credit_notes" integer,
	"returns_taxable_paisa" bigint,
	"returns_vat_paisa" bigint,
	"returns_total_paisa" bigint,
	CONSTRAINT "register_month_events_month_check" CHECK (bs_month BETWEEN 1 AND 12 AND starts_at < ends_at),
	CONSTRAINT "register_month_events_action_check" CHECK (action IN ('close', 'reopen')),
	CONSTRAINT "register_month_events_reason_check" CHECK ((action = 'reopen' AND char_length(btrim(reason)) >= 10) OR (action = 'close' AND reason IS NULL)),
	CONSTRAINT "register_month_events_totals_check" CHECK (action = 'reopen' OR (bills IS NOT NULL AND taxable_paisa IS NOT NULL AND vat_paisa IS NOT NULL AND bill_total_paisa IS NOT NULL AND credit_notes IS NOT NULL AND returns_taxable_paisa IS NOT NULL AND returns_vat_paisa IS NOT NULL AND returns_total_paisa IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "register_month_events" ADD CONSTRAINT "register_month_events_by_user_users_id_fk" FOREIGN KEY ("by_user") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "register_month_events_month_idx" ON "register_month_events" USING btree ("bs_year","bs_month","id");
--> statement-breakpoint
CREATE INDEX "register_month_events_starts_idx" ON "register_month_events" USING btree ("starts_at");
--> statement-breakpoint
CREATE INDEX "register_month_events_by_user_idx" ON "register_month_events" USING btree ("by_user");
--> statement-breakpoint
-- The history of closes is part of the books' paper trail: rows are only ever added.
CREATE FUNCTION pasal_register_month_events_append_only() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  RAISE EXCEPTION '% is refused on register_month_events: closes and reopenings are only ever added', TG_OP
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "register_month_events_append_only" BEFORE UPDATE OR DELETE ON "register_month_events"
  FOR EACH ROW EXECUTE FUNCTION pasal_register_month_events_append_only();
--> statement-breakpoint
-- A bill or credit note dated in a closed month is refused, whoever writes it (the app's services
-- check first and answer 409; this is the rule for any other path, a script or SQL by hand). The
-- function is volatile, so under READ COMMITTED its SELECT sees a close committed a moment ago; a
-- close locks both tables in SHARE mode while it sums the month (register-months/service.ts).
CREATE FUNCTION pasal_register_month_open() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  latest record;
BEGIN
  SELECT action, bs_year, bs_month INTO latest FROM register_month_events
    WHERE NEW.issued_at >= starts_at AND NEW.issued_at < ends_at
    ORDER BY id DESC LIMIT 1;
  IF FOUND AND latest.action = 'close' THEN
    RAISE EXCEPTION 'INSERT is refused on %: the register of BS month %-% is closed (reopen it with a reason first)', TG_TABLE_NAME, latest.bs_year, lpad(latest.bs_month::text, 2, '0')
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_month_open" BEFORE INSERT ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION pasal_register_month_open();
--> statement-breakpoint
CREATE TRIGGER "credit_notes_month_open" BEFORE INSERT ON "credit_notes"
  FOR EACH ROW EXECUTE FUNCTION pasal_register_month_open();
