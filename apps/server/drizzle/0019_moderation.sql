-- Placeholder for issue #19 (0019_moderation); replaced by its statements.
SELECT 1;
