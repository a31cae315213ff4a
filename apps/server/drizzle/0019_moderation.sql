-- Reviews and questions in the back office (issue 19). Written by hand; the drizzle snapshot is
-- regenerated later.
--
-- A hidden review stays in the table (the customer may still edit it, staff may show it again),
-- with who hid it, when and why. hidden_at and hidden_reason are set and cleared together.
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_by_id" integer;
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_id_users_id_fk" FOREIGN KEY ("hidden_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_reason_check" CHECK (("hidden_at" IS NULL) = ("hidden_reason" IS NULL));
--> statement-breakpoint
-- The shop's public reply under a review. reply_text and reply_at are set and cleared together.
ALTER TABLE "reviews" ADD COLUMN "reply_text" text;
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_by_id" integer;
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_by_id_users_id_fk" FOREIGN KEY ("reply_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_check" CHECK (("reply_text" IS NULL) = ("reply_at" IS NULL));
--> statement-breakpoint
-- The staff list: every review, newest first.
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at","id");
--> statement-breakpoint
-- The staff questions list starts with the unanswered ones, newest first: a small partial index.
CREATE INDEX "questions_unanswered_created_idx" ON "questions" USING btree ("created_at","id") WHERE "answer" IS NULL;
--> statement-breakpoint
CREATE INDEX "questions_created_idx" ON "questions" USING btree ("created_at","id");
