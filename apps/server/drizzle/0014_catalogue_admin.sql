-- The back office's catalogue (issue 16). Written by hand; the drizzle snapshot is regenerated later.
--
-- products.status: draft, active or archived. is_active stays, because every storefront query,
-- the search index, the sitemap, the cart and pasal_reserve_stock read it: it is always
-- (status = 'active'), kept so by a trigger that fires only when one of the two is written (an
-- order's stock update writes neither, so the checkout's hot path is untouched). Writing is_active
-- alone (older scripts and tests) moves status to active or archived.
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;
--> statement-breakpoint
UPDATE "products" SET "status" = 'archived' WHERE NOT "is_active";
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("status" IN ('draft', 'active', 'archived'));
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_is_active_check" CHECK ("is_active" = ("status" = 'active'));
--> statement-breakpoint
-- Optimistic concurrency of the product editor: every admin save bumps it; a save carrying an
-- older version is refused (409). Orders do not bump it (their stock moves are merged instead).
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
CREATE FUNCTION pasal_products_status_sync() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status = 'active' AND NOT NEW.is_active THEN
      NEW.status := 'archived';
    ELSE
      NEW.is_active := (NEW.status = 'active');
    END IF;
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    NEW.is_active := (NEW.status = 'active');
  ELSIF NEW.is_active IS DISTINCT FROM OLD.is_active THEN
    NEW.status := CASE WHEN NEW.is_active THEN 'active' ELSE 'archived' END;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_status_sync" BEFORE INSERT OR UPDATE OF "status", "is_active" ON "products"
  FOR EACH ROW EXECUTE FUNCTION pasal_products_status_sync();
--> statement-breakpoint
CREATE INDEX "products_status_idx" ON "products" USING btree ("status");
--> statement-breakpoint
-- A product's earlier addresses: /products/{old slug} keeps finding it after a rename.
CREATE TABLE "product_slug_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_slug_redirects" ADD CONSTRAINT "product_slug_redirects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "product_slug_redirects_product_idx" ON "product_slug_redirects" USING btree ("product_id");
--> statement-breakpoint
-- Who changed what in the catalogue: one row per changed field (before → after as JSON).
CREATE TABLE "catalogue_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"field" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "catalogue_audit_log_entity_check" CHECK ("catalogue_audit_log"."entity" IN ('product', 'category', 'brand'))
);
--> statement-breakpoint
ALTER TABLE "catalogue_audit_log" ADD CONSTRAINT "catalogue_audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "catalogue_audit_log_entity_idx" ON "catalogue_audit_log" USING btree ("entity", "entity_id", "at");
