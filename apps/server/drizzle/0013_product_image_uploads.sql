-- Uploaded product images, stored in PostgreSQL so every server process on every machine serves
-- them and a database backup holds them (docs/decisions.md). media_uploads: one uploaded picture;
-- media_variants: its encoded sizes and formats, served at /media/{name}. product_images keeps its
-- url (the demo's SVGs, or an upload's 640 px JPEG) and gains upload_id for uploads.
CREATE TABLE "media_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" integer[] NOT NULL,
	"source_type" text NOT NULL,
	"source_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"upload_id" integer NOT NULL,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"byte_size" integer NOT NULL,
	"data" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_variants_format_check" CHECK ("media_variants"."format" IN ('avif', 'webp', 'jpeg'))
);
--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "upload_id" integer;--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_upload_id_media_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."media_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_uploads_key_unique" ON "media_uploads" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "media_variants_name_unique" ON "media_variants" USING btree ("name");--> statement-breakpoint
CREATE INDEX "media_variants_upload_idx" ON "media_variants" USING btree ("upload_id");--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_upload_id_media_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."media_uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_images_upload_idx" ON "product_images" USING btree ("upload_id");--> statement-breakpoint
-- Image bytes are already compressed: store them out of line without PostgreSQL's own compression
-- (which would spend CPU on every write for nothing), and a read returns them as they are.
ALTER TABLE "media_variants" ALTER COLUMN "data" SET STORAGE EXTERNAL;
