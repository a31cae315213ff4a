-- Placeholder for issue #19 (0021_shop_settings); replaced by its statements.
SELECT 1;
