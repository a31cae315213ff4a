-- Warranty claims (issue #33). A sold unit (order_item_units) still in its warranty is received
-- with its fault, sent to the brand's service centre (name and job number), comes back repaired,
-- replaced (perhaps with a new serial) or refused, and is returned to its customer. Each step is a
-- row of warranty_claim_steps (who and when); a step is taken by one conditional update of the
-- claim's status, so a second click never takes it twice. A unit has at most one claim not yet
-- returned to its customer.
CREATE TABLE "warranty_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"serial" text NOT NULL,
	"fault" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"received_on" date NOT NULL,
	"service_centre" text,
	"job_number" text,
	"outcome_note" text,
	"replacement_serial" text,
	"returned_at" timestamp with time zone,
	"opened_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "warranty_claims_status_check" CHECK ("warranty_claims"."status" IN ('received', 'at_service_centre', 'repaired', 'replaced', 'refused', 'returned_to_customer')),
	CONSTRAINT "warranty_claims_fault_check" CHECK (btrim("warranty_claims"."fault") <> ''),
	CONSTRAINT "warranty_claims_centre_check" CHECK ("warranty_claims"."status" = 'received' OR ("warranty_claims"."service_centre" IS NOT NULL AND btrim("warranty_claims"."service_centre") <> '' AND "warranty_claims"."job_number" IS NOT NULL AND btrim("warranty_claims"."job_number") <> '')),
	CONSTRAINT "warranty_claims_returned_check" CHECK (("warranty_claims"."status" = 'returned_to_customer') = ("warranty_claims"."returned_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "warranty_claim_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"by_user_id" integer,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "warranty_claim_steps_status_check" CHECK ("warranty_claim_steps"."status" IN ('received', 'at_service_centre', 'repaired', 'replaced', 'refused', 'returned_to_customer'))
);
--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_unit_id_order_item_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."order_item_units"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "warranty_claim_steps" ADD CONSTRAINT "warranty_claim_steps_claim_id_warranty_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."warranty_claims"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "warranty_claim_steps" ADD CONSTRAINT "warranty_claim_steps_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_claims_open_unit_unique" ON "warranty_claims" USING btree ("unit_id") WHERE "warranty_claims"."status" <> 'returned_to_customer';
--> statement-breakpoint
CREATE INDEX "warranty_claims_status_idx" ON "warranty_claims" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "warranty_claims_order_idx" ON "warranty_claims" USING btree ("order_id","id");
--> statement-breakpoint
CREATE INDEX "warranty_claims_unit_idx" ON "warranty_claims" USING btree ("unit_id","id");
--> statement-breakpoint
CREATE INDEX "warranty_claim_steps_claim_idx" ON "warranty_claim_steps" USING btree ("claim_id","id");
