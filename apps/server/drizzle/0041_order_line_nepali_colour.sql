-- Issue #30: an order line keeps the colour's Nepali name as it was when the order was placed,
-- beside the English one, so a Nepali shopper's orders, e-mails and bill name the colour in
-- Nepali. Null: the colour had no Nepali name then (or the line is from before this column), and
-- the English name is shown.
ALTER TABLE "order_items" ADD COLUMN "color_name_ne" text;
