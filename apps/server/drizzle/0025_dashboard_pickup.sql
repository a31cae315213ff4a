-- The dashboard counts store-pickup orders waiting for their customer (status 'Ready for pickup',
-- issue #20) among the orders waiting for staff: the partial index's predicate, which the dashboard's
-- query repeats word for word, gains that status.
DROP INDEX "orders_waiting_idx";--> statement-breakpoint
CREATE INDEX "orders_waiting_idx" ON "orders" USING btree ("status","payment_status","payment_gateway") WHERE "orders"."status" IN ('Pending', 'Processing', 'Shipped', 'Ready for pickup') OR ("orders"."status" = 'Cancelled' AND "orders"."payment_status" = 'paid');