-- Roles: customer, staff (orders, questions, reviews, messages) and admin (everything, including
-- staff accounts). Existing rows are 'customer' or 'staff' and stay as they are; the check keeps a
-- typo in a hand-written UPDATE from creating a role no screen knows.
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" IN ('customer', 'staff', 'admin'));
--> statement-breakpoint
-- The Staff screen lists, and the last-admin rule counts, the few non-customer accounts.
CREATE INDEX "users_role_staff_idx" ON "users" ("role") WHERE "role" <> 'customer';
