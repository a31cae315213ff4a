-- After the sale (issue #33), the last pieces. Photos a customer attaches to a return request (at
-- most three, WebP at two widths, in the database like every uploaded picture);
CREATE TABLE "order_return_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"position" integer NOT NULL,
	"source_type" text NOT NULL,
	"source_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"thumb" "bytea" NOT NULL,
	"full" "bytea" NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_return_photos_position_check" CHECK ("order_return_photos"."position" BETWEEN 1 AND 3),
	CONSTRAINT "order_return_photos_type_check" CHECK ("order_return_photos"."source_type" IN ('image/jpeg', 'image/png', 'image/webp'))
);
--> statement-breakpoint
ALTER TABLE "order_return_photos" ADD CONSTRAINT "order_return_photos_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_photos" ADD CONSTRAINT "order_return_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_return_photos_position_unique" ON "order_return_photos" USING btree ("return_id","position");