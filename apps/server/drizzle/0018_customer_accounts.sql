-- Issue #19, Customers (staff): an admin may disable an account (it cannot sign in, refresh or
-- write; its sessions end) and enable it again. Who did it, when and why stay on the row.
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_disabled_by_users_id_fk" FOREIGN KEY ("disabled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_disabled_idx" ON "users" ("disabled_at") WHERE "disabled_at" IS NOT NULL;--> statement-breakpoint
-- The Customers search matches any part of the name or e-mail, and any run of the phone's digits
-- (LIKE '%…%'): trigram indexes keep it an index scan on a shop with many accounts. The
-- expressions are exactly the ones modules/customers/service.ts writes. pg_trgm comes from 0001.
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "middle_name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_digits_trgm_idx" ON "users" USING gin ((regexp_replace("phone", '\D', '', 'g')) gin_trgm_ops);
