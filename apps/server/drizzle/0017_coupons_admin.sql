-- Placeholder for issue #19 (0017_coupons_admin); replaced by its statements.
SELECT 1;
