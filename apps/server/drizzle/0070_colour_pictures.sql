-- A colour may name the picture of the product in that colour: the product page's gallery shows it
-- when the colour is chosen (issue #35). Deleting the picture leaves the colour without one.
ALTER TABLE "product_colors" ADD COLUMN "image_id" integer;--> statement-breakpoint
ALTER TABLE "product_colors" ADD CONSTRAINT "product_colors_image_id_product_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."product_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The demo catalogue draws its n-th picture in its n-th colour (seed/catalog-data.ts imageColorFor):
-- each demo colour shows the picture drawn in it, where there is one.
UPDATE "product_colors" AS c SET "image_id" = i."id"
FROM "products" AS p, "product_images" AS i
WHERE p."id" = c."product_id" AND p."is_demo" AND i."product_id" = c."product_id" AND i."position" = c."position"
  AND i."upload_id" IS NULL;
