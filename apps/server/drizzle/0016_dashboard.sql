-- The back office's dashboard (issue #19): indexes that keep its aggregates fast with 100,000
-- orders (scripts/bench/dashboard.ts). Written by hand; the same indexes are declared in the
-- modules' schema.ts so drizzle's snapshot agrees.
--
-- Sales per shop day over the last 30 days: a range on created_at, with every column the sales
-- rule reads and the id (top sellers join the lines by it), so PostgreSQL answers from the index
-- alone (an index-only scan).
CREATE INDEX "orders_created_sales_idx" ON "orders" USING btree ("created_at","status","payment_gateway","payment_status","grand_total_paisa","id");
--> statement-breakpoint
-- Orders waiting for staff: only the unfinished ones and the cancelled ones still holding money.
-- Delivered and cancelled orders (nearly all of them, after a while) are not in it at all; the
-- dashboard's query repeats this predicate word for word.
CREATE INDEX "orders_waiting_idx" ON "orders" USING btree ("status","payment_status","payment_gateway") WHERE "orders"."status" IN ('Pending', 'Processing', 'Shipped') OR ("orders"."status" = 'Cancelled' AND "orders"."payment_status" = 'paid');
--> statement-breakpoint
-- Top sellers: the order lines of the period's orders, read from the index alone.
CREATE INDEX "order_items_order_product_idx" ON "order_items" USING btree ("order_id","product_id","quantity","line_total_paisa");
--> statement-breakpoint
-- It covers every lookup of an order's lines, so the narrower index on order_id goes: one index
-- less to write per line at checkout.
DROP INDEX IF EXISTS "order_items_order_idx";
-- Unanswered questions use 0019's partial index; low stock has no index on purpose: one on
-- products.total_quantity would end the HOT updates that keep a sale's stock change off every
-- index (0006, orders/stock.test.ts); the few thousand active products are read in milliseconds.
