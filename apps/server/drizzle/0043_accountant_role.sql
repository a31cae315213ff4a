-- The accountant role (issue #34): sees the accounts area (sales register, reports, exports) and
-- reads and prints bills and credit notes, nothing else. The check keeps naming every role a
-- screen knows, so it is replaced with one that knows the new role.
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" IN ('customer', 'staff', 'admin', 'accountant'));
