-- Structured specifications (issue #35): a category's template of attributes (RAM in GB, battery
-- in mAh, operating system, 5G yes/no, ...) and each product's values of them. The product list
-- filters by them and the product page shows them grouped; the free-text specifications stay.
-- The demo catalogue's templates and values are written by the seed; a shop seeded before this
-- migration gets them at its next start (db/seed/demo-attributes.ts), derived from its demo
-- products' specification texts by the same code.
CREATE TABLE "category_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"label_ne" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"group" text NOT NULL,
	"group_ne" text DEFAULT '' NOT NULL,
	"filterable" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "category_attributes_kind_check" CHECK ("kind" IN ('number', 'choice', 'boolean')),
	CONSTRAINT "category_attributes_key_check" CHECK ("key" ~ '^[a-z0-9][a-z0-9_]{0,39}$'),
	CONSTRAINT "category_attributes_unit_check" CHECK ("kind" = 'number' OR "unit" = ''),
	CONSTRAINT "category_attributes_options_check" CHECK (jsonb_typeof("options") = 'array' AND ("kind" = 'choice' OR "options" = '[]'::jsonb))
);
--> statement-breakpoint
CREATE TABLE "product_attribute_values" (
	"product_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"number_value" numeric(12, 3),
	"choice_value" text,
	"boolean_value" boolean,
	CONSTRAINT "product_attribute_values_pk" PRIMARY KEY("product_id","attribute_id"),
	CONSTRAINT "product_attribute_values_one_value_check" CHECK (num_nonnulls("number_value", "choice_value", "boolean_value") = 1)
);
--> statement-breakpoint
ALTER TABLE "category_attributes" ADD CONSTRAINT "category_attributes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_attribute_id_category_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."category_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "category_attributes_category_key_unique" ON "category_attributes" USING btree ("category_id","key");--> statement-breakpoint
CREATE INDEX "product_attribute_values_attribute_idx" ON "product_attribute_values" USING btree ("attribute_id");--> statement-breakpoint
-- The value must be of the attribute's kind: checked against the attribute's row, which a CHECK
-- cannot read, so a trigger does it (and a template change of kind drops the values first).
CREATE FUNCTION "product_attribute_value_kind_check"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	attribute_kind text;
BEGIN
	SELECT "kind" INTO attribute_kind FROM "category_attributes" WHERE "id" = NEW."attribute_id";
	IF (attribute_kind = 'number' AND NEW."number_value" IS NULL)
		OR (attribute_kind = 'choice' AND NEW."choice_value" IS NULL)
		OR (attribute_kind = 'boolean' AND NEW."boolean_value" IS NULL) THEN
		RAISE EXCEPTION 'product_attribute_values: the value of attribute % must be a %', NEW."attribute_id", attribute_kind
			USING ERRCODE = 'check_violation';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "product_attribute_values_kind" BEFORE INSERT OR UPDATE ON "product_attribute_values"
	FOR EACH ROW EXECUTE FUNCTION "product_attribute_value_kind_check"();
