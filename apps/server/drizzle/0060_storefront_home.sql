CREATE TABLE "storefront_home" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"content" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "storefront_home_one_row" CHECK (id = 1)
);
--> statement-breakpoint
ALTER TABLE "storefront_home" ADD CONSTRAINT "storefront_home_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
