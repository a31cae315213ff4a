-- pasal_reserve_stock (0003) also refuses a line without a colour for a product sold by colour.
-- Orders are priced from an in-process cache (orders/pricing-cache.ts) that may be older than the
-- product's colours; such a line would take units off the product but off no colour, and the
-- product's total would no longer be the sum of its colours. PA001 makes the server price the
-- order again from the database, which asks the shopper to choose a colour.
CREATE OR REPLACE FUNCTION pasal_reserve_stock(product_ids integer[], color_ids integer[], quantities integer[], changed_at timestamptz)
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
    ELSIF EXISTS (SELECT 1 FROM product_colors WHERE product_id = product_ids[line]) THEN
      RAISE EXCEPTION 'no colour chosen' USING ERRCODE = 'PA001', DETAIL = line::text;
    END IF;
  END LOOP;
  RETURN coalesce(array_length(product_ids, 1), 0);
END
$$;
