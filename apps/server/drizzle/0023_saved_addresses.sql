-- Issue #20: saved addresses, more than one per account, at most one default (partial unique
-- index). The place is ids from the contract's Nepal geography plus the ward number.
CREATE TABLE "user_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"label" text NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"province_id" smallint NOT NULL,
	"district_id" smallint NOT NULL,
	"local_level_id" smallint NOT NULL,
	"ward" smallint NOT NULL,
	"tole" text NOT NULL,
	"landmark" text,
	"postal_code" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_addresses_ward_check" CHECK ("user_addresses"."ward" >= 1),
	CONSTRAINT "user_addresses_postal_code_check" CHECK ("user_addresses"."postal_code" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_addresses_user_idx" ON "user_addresses" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_addresses_one_default" ON "user_addresses" USING btree ("user_id") WHERE "user_addresses"."is_default";
