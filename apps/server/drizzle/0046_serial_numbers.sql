-- Serial numbers and warranty (issue #33). A product marked serialised has each unit's serial or
-- IMEI recorded at packing, before the order may ship (or be ready for pickup); the bill lists them.
-- warranty_months is how long the product's warranty runs from delivery (the warranty lookup).
ALTER TABLE "products" ADD COLUMN "serialised" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "warranty_months" integer DEFAULT 12 NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_warranty_months_check" CHECK ("products"."warranty_months" BETWEEN 0 AND 120);
--> statement-breakpoint
-- Handsets are registered by IMEI and laptops by serial: the demo catalogue's are serialised.
UPDATE "products" p SET "serialised" = true
  FROM "categories" c WHERE c."id" = p."category_id" AND c."slug" IN ('smartphones', 'laptops');
--> statement-breakpoint
-- The months from the product's "Warranty" specification row where it says them ("1-year Apple
-- limited warranty", "18-month Anker warranty"); the default 12 otherwise.
UPDATE "products" p SET "warranty_months" = LEAST(120, CASE WHEN s.m[2] ILIKE 'y%' THEN s.m[1]::int * 12 ELSE s.m[1]::int END)
  FROM (
    SELECT DISTINCT ON ("product_id") "product_id",
      regexp_match("answer", '(\d{1,3})\s*-?\s*(years?|yrs?|months?|mos?)\M', 'i') AS m
    FROM "product_specifications" WHERE lower(btrim("title")) = 'warranty' ORDER BY "product_id", "id"
  ) s
  WHERE s."product_id" = p."id" AND s.m IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "order_item_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"serial" text NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"released_reason" text,
	CONSTRAINT "order_item_units_serial_check" CHECK ("order_item_units"."serial" ~ '^[A-Za-z0-9/-]{4,40}$'),
	CONSTRAINT "order_item_units_released_check" CHECK (("order_item_units"."released_at" IS NULL) = ("order_item_units"."released_reason" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "order_item_units" ADD CONSTRAINT "order_item_units_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_item_units" ADD CONSTRAINT "order_item_units_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_item_units" ADD CONSTRAINT "order_item_units_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- A serial belongs to one unit sold and not come back: two orders packed at once cannot both take it.
CREATE UNIQUE INDEX "order_item_units_serial_unique" ON "order_item_units" USING btree (upper("serial")) WHERE "order_item_units"."released_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "order_item_units_serial_idx" ON "order_item_units" USING btree (upper("serial"));
--> statement-breakpoint
CREATE INDEX "order_item_units_item_idx" ON "order_item_units" USING btree ("order_item_id","id");
