-- Issue #34: each bill keeps who issued it, by name as well (migration 0042 kept the user's id).
-- The name is part of the bill's snapshot, like the seller and buyer: a staff member renamed later
-- does not alter a bill already issued. Null when the system issued the bill (an online payment
-- verified) and on bills issued before this migration; those issued since 0042 with an issuer id
-- read the issuer's current name instead. Adding a nullable column without a default rewrites no
-- row, so the trigger that refuses UPDATE on bills (0042) is not fired and no bill is changed.
ALTER TABLE "invoices" ADD COLUMN "issued_by_name" text;
