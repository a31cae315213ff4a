-- Takes an order's units out of stock in one round trip (the checkout's hot path). Lines arrive in
-- product-then-colour id order, so concurrent orders lock rows in the same order and cannot
-- deadlock. Each decrement is conditional (`… >= quantity`): stock never goes below zero and two
-- shoppers can never take the same last unit. A line that cannot be filled raises SQLSTATE PA001
-- with the line's 1-based position as DETAIL, which aborts the whole statement or transaction.
CREATE FUNCTION pasal_reserve_stock(product_ids integer[], color_ids integer[], quantities integer[], changed_at timestamptz)
RETURNS integer
LANGUAGE plpgsql
AS $$
DECLARE
  line integer;
BEGIN
  FOR line IN 1 .. coalesce(array_length(product_ids, 1), 0) LOOP
    UPDATE products SET total_quantity = total_quantity - quantities[line], updated_at = changed_at
      WHERE id = product_ids[line] AND is_active AND total_quantity >= quantities[line];
    IF NOT FOUND THEN
      RAISE EXCEPTION 'not enough stock' USING ERRCODE = 'PA001', DETAIL = line::text;
    END IF;
    IF color_ids[line] IS NOT NULL THEN
      UPDATE product_colors SET quantity = quantity - quantities[line]
        WHERE id = color_ids[line] AND product_id = product_ids[line] AND quantity >= quantities[line];
      IF NOT FOUND THEN
        RAISE EXCEPTION 'not enough stock' USING ERRCODE = 'PA001', DETAIL = line::text;
      END IF;
    END IF;
  END LOOP;
  RETURN coalesce(array_length(product_ids, 1), 0);
END
$$;
