-- Returns and replacements (issue #33). A customer (or staff, for a walk-in customer) asks to return
-- units of a delivered order's lines; staff approve or refuse it, mark it received and resolve each
-- line: refund (through the refunds of 0031, which issue the credit note), replacement or repair, and
-- put the units back on the shelf or write them off. The windows in which a return may be asked for
-- are the shop's settings: most products, and products with a warranty.
CREATE TABLE "order_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason_code" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"opened_by" text NOT NULL,
	"opened_by_user_id" integer,
	"refusal_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"received_at" timestamp with time zone,
	"received_by" integer,
	"resolved_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_returns_status_check" CHECK ("order_returns"."status" IN ('requested', 'approved', 'refused', 'received', 'resolved', 'closed')),
	CONSTRAINT "order_returns_reason_check" CHECK ("order_returns"."reason_code" IN ('faulty', 'damaged', 'wrong_item', 'not_as_described', 'changed_mind', 'other')),
	CONSTRAINT "order_returns_opened_by_check" CHECK ("order_returns"."opened_by" IN ('customer', 'staff')),
	CONSTRAINT "order_returns_refusal_check" CHECK ("order_returns"."status" <> 'refused' OR ("order_returns"."refusal_reason" IS NOT NULL AND btrim("order_returns"."refusal_reason") <> ''))
);
--> statement-breakpoint
CREATE TABLE "order_return_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"resolution" text,
	"stock_decision" text,
	"resolution_note" text DEFAULT '' NOT NULL,
	"refund_id" integer,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "order_return_lines_quantity_check" CHECK ("order_return_lines"."quantity" > 0),
	CONSTRAINT "order_return_lines_resolution_check" CHECK ("order_return_lines"."resolution" IS NULL OR "order_return_lines"."resolution" IN ('refund', 'replacement', 'repair')),
	CONSTRAINT "order_return_lines_stock_check" CHECK ("order_return_lines"."stock_decision" IS NULL OR "order_return_lines"."stock_decision" IN ('restock', 'write_off')),
	CONSTRAINT "order_return_lines_resolved_check" CHECK (("order_return_lines"."resolution" IS NULL) = ("order_return_lines"."resolved_at" IS NULL) AND ("order_return_lines"."resolution" IS NULL) = ("order_return_lines"."stock_decision" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_opened_by_user_id_users_id_fk" FOREIGN KEY ("opened_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id","id");
--> statement-breakpoint
CREATE INDEX "order_returns_status_idx" ON "order_returns" USING btree ("status","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "order_return_lines_item_unique" ON "order_return_lines" USING btree ("return_id","order_item_id");
--> statement-breakpoint
CREATE INDEX "order_return_lines_item_idx" ON "order_return_lines" USING btree ("order_item_id");
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "return_window_days" integer DEFAULT 7 NOT NULL;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "warranty_return_window_days" integer DEFAULT 30 NOT NULL;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_return_windows_check" CHECK ("shop_settings"."return_window_days" BETWEEN 0 AND 365 AND "shop_settings"."warranty_return_window_days" BETWEEN 0 AND 365);
