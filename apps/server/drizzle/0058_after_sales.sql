-- After the sale (issue #33), the last pieces:
-- * photos a customer attaches to a return request (at most three, WebP at two widths, in the
--   database like every uploaded picture);
-- * replacement shipments: a return line resolved as a replacement sends a new zero-priced order
--   (orders.replaces_order_id; order_return_lines.replacement_order_id), which is no sale;
-- * the serials of the units that came back, chosen by staff when a return line is resolved
--   (order_return_lines.serials): exactly those units are released, the line's others stay sold.
CREATE TABLE "order_return_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"position" integer NOT NULL,
	"source_type" text NOT NULL,
	"source_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"thumb" "bytea" NOT NULL,
	"full" "bytea" NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_return_photos_position_check" CHECK ("order_return_photos"."position" BETWEEN 1 AND 3),
	CONSTRAINT "order_return_photos_type_check" CHECK ("order_return_photos"."source_type" IN ('image/jpeg', 'image/png', 'image/webp'))
);
--> statement-breakpoint
DROP INDEX "orders_created_sales_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "replaces_order_id" integer;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD COLUMN "replacement_order_id" integer;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD COLUMN "serials" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "order_return_photos" ADD CONSTRAINT "order_return_photos_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_photos" ADD CONSTRAINT "order_return_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_return_photos_position_unique" ON "order_return_photos" USING btree ("return_id","position");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_replaces_order_id_orders_id_fk" FOREIGN KEY ("replaces_order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_replacement_order_id_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_replaces_idx" ON "orders" USING btree ("replaces_order_id") WHERE "orders"."replaces_order_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "order_return_lines_replacement_unique" ON "order_return_lines" USING btree ("replacement_order_id");--> statement-breakpoint
CREATE INDEX "orders_created_sales_idx" ON "orders" USING btree ("created_at","status","payment_gateway","payment_status","grand_total_paisa","id","replaces_order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_replacement_check" CHECK ("orders"."replaces_order_id" IS NULL OR ("orders"."grand_total_paisa" = 0 AND "orders"."coupon_id" IS NULL));