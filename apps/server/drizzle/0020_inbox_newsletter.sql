-- Placeholder for issue #19 (0020_inbox_newsletter); replaced by its statements.
SELECT 1;
