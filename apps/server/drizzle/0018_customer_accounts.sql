-- Placeholder for issue #19 (0018_customer_accounts); replaced by its statements.
SELECT 1;
