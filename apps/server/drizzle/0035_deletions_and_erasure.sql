-- Staff delete reviews and erase customer accounts on request (issue #32).
--
-- A deleted review leaves a row in the moderation log: which review of which product, its rating,
-- the reason, who and when; not its text nor its author.
CREATE TABLE "review_deletions" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"reason" text NOT NULL,
	"deleted_by" integer,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_deletions" ADD CONSTRAINT "review_deletions_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "review_deletions_product_idx" ON "review_deletions" USING btree ("product_id","deleted_at");
--> statement-breakpoint
-- An erased account keeps its row (its orders name it) with who erased it and when.
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_by" integer;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_erased_by_users_id_fk" FOREIGN KEY ("erased_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
