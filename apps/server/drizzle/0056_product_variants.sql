-- Variants (issue #35): a product sold in configurations (8/256, 12/512) is a family of products,
-- each with its own price, stock, colours, images and page, told apart by the family's options.
-- Lists show one card per family and the product page picks among its variants; carts, orders,
-- bills and stock stay per product, so an existing order is untouched.
CREATE TABLE "product_families" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"options" text[] NOT NULL,
	"options_ne" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "family_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "option_values" text[];--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_family_id_product_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."product_families"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_family_values_unique" ON "products" USING btree ("family_id","option_values") WHERE "products"."family_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_family_values_check" CHECK (("products"."family_id" IS NULL) = ("products"."option_values" IS NULL));
