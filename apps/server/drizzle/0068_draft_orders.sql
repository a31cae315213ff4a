-- Orders taken by staff (issue #36): a draft holds what a customer asked for by phone or chat,
-- without taking stock, until staff confirm it as cash on delivery or the customer pays it from a
-- payment link. `transaction_id` names the order it became, written in that order's transaction.
CREATE TABLE "draft_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"source" text NOT NULL,
	"staff_note" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"transaction_id" text,
	"pay_token_hash" text,
	"link_sent_at" timestamp with time zone,
	"link_expires_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "draft_orders_state_check" CHECK ("draft_orders"."state" IN ('open', 'ordered', 'cancelled')),
	CONSTRAINT "draft_orders_source_check" CHECK ("draft_orders"."source" IN ('phone', 'viber', 'messenger', 'whatsapp', 'shop', 'other')),
	CONSTRAINT "draft_orders_ordered_check" CHECK (("draft_orders"."state" = 'ordered') = ("draft_orders"."transaction_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "draft_orders" ADD CONSTRAINT "draft_orders_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD CONSTRAINT "draft_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draft_orders_state_idx" ON "draft_orders" USING btree ("state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "draft_orders_pay_token_unique" ON "draft_orders" USING btree ("pay_token_hash");--> statement-breakpoint
CREATE INDEX "draft_orders_transaction_idx" ON "draft_orders" USING btree ("transaction_id");
