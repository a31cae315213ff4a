-- Placeholder for issue #19 (0016_dashboard); replaced by its statements.
SELECT 1;
