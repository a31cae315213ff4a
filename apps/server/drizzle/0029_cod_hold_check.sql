-- The cash-on-delivery hold limits (issue #29), checked inside the statement that records the order
-- instead of in a transaction of their own: the checkout's hot path keeps its one round trip.
--
-- Two orders of one account placed at the same moment must not both count the account's holdings
-- without the other and pass together. So the check first takes a per-account advisory lock, held
-- until the order's statement (or transaction) commits, and only then reads the holdings. The
-- function is VOLATILE, so under READ COMMITTED that read takes a fresh snapshot, taken after the
-- lock was granted: it sees every order the lock's previous holder committed. (A read in the
-- calling statement itself would use the statement's snapshot, taken before the wait.)
--
-- An open hold: a cash-on-delivery order, unpaid, neither cancelled nor delivered (the same orders
-- as OPEN_COD_ORDER in orders/cod-holders.ts). The order being placed counts with them: at most
-- max_orders open orders including it, at most max_units units of one product across them (the
-- contract's codHoldRefusal, which words the refusal). A refusal raises SQLSTATE PA002 with the
-- holdings as DETAIL ({"open_orders": n, "units": {"<product id>": units}}, units of the order's own
-- products only, none when the count alone refuses), aborting the order. A NULL user (an order paid
-- online) checks nothing.
--
-- Most accounts hold no open cash-on-delivery order: for them the check is the lock and one count
-- from a small index (below); the units are read only for an account that holds something.
CREATE FUNCTION pasal_check_cod_holds(holder integer, max_orders integer, max_units integer, product_ids integer[], quantities integer[])
RETURNS integer
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
  open_orders integer;
  held jsonb := '{}'::jsonb;
  lines integer := coalesce(array_length(product_ids, 1), 0);
  units integer;
BEGIN
  IF holder IS NULL THEN
    RETURN 0;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('cod-hold'), holder);
  SELECT count(*) INTO open_orders FROM orders o
    WHERE o.user_id = holder AND o.payment_gateway = 'COD' AND o.payment_status = 'unpaid'
      AND o.status NOT IN ('Cancelled', 'Delivered');
  IF open_orders + 1 > max_orders THEN
    RAISE EXCEPTION 'cash-on-delivery hold limit' USING ERRCODE = 'PA002',
      DETAIL = jsonb_build_object('open_orders', open_orders, 'units', held)::text;
  END IF;
  IF open_orders > 0 THEN
    SELECT coalesce(jsonb_object_agg(h.product_id::text, h.units), '{}'::jsonb) INTO held FROM (
      SELECT oi.product_id, sum(oi.quantity)::integer AS units
      FROM orders o JOIN order_items oi ON oi.order_id = o.id
      WHERE o.user_id = holder AND o.payment_gateway = 'COD' AND o.payment_status = 'unpaid'
        AND o.status NOT IN ('Cancelled', 'Delivered') AND oi.product_id = ANY (product_ids)
      GROUP BY oi.product_id) AS h;
  END IF;
  FOR line IN 1 .. lines LOOP
    units := 0;
    FOR other IN 1 .. lines LOOP
      IF product_ids[other] = product_ids[line] THEN
        units := units + quantities[other];
      END IF;
    END LOOP;
    IF coalesce((held ->> product_ids[line]::text)::integer, 0) + units > max_units THEN
      RAISE EXCEPTION 'cash-on-delivery hold limit' USING ERRCODE = 'PA002',
        DETAIL = jsonb_build_object('open_orders', open_orders, 'units', held)::text;
    END IF;
  END LOOP;
  RETURN open_orders;
END
$$;
--> statement-breakpoint
-- The check's one lookup: the account's open cash-on-delivery orders, from an index that holds only
-- those (a few per account, and none of the shop's other orders). Without it a plan made while the
-- orders table was nearly empty may read the account's orders from the unpaid-orders index, every
-- unpaid order of every account, and keep doing so as the table grows (seen in bench:checkout).
CREATE INDEX "orders_open_cod_user_idx" ON "orders" USING btree ("user_id")
  WHERE "payment_gateway" = 'COD' AND "payment_status" = 'unpaid' AND "status" NOT IN ('Cancelled', 'Delivered');
