-- 'Notify me when back in stock' (issue 16): one row per product or colour (color_id null: the
-- product as a whole) and subscriber, a signed-in shopper (user_id) or a visitor's lower-cased
-- e-mail. A repeat is a conflict on the unique key (NULLS NOT DISTINCT, PostgreSQL 15) and changes
-- nothing. Rows are deleted when their one e-mail is queued, or by the e-mail's unsubscribe link.
CREATE TABLE "back_in_stock_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"color_id" integer,
	"user_id" integer,
	"email" text,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "back_in_stock_subscriptions_subscriber_unique" UNIQUE NULLS NOT DISTINCT("product_id","color_id","user_id","email"),
	CONSTRAINT "back_in_stock_subscriptions_token_unique" UNIQUE("token"),
	CONSTRAINT "back_in_stock_subscriptions_one_subscriber" CHECK (("back_in_stock_subscriptions"."user_id" IS NULL) <> ("back_in_stock_subscriptions"."email" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "back_in_stock_subscriptions" ADD CONSTRAINT "back_in_stock_subscriptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_in_stock_subscriptions" ADD CONSTRAINT "back_in_stock_subscriptions_color_id_product_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."product_colors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_in_stock_subscriptions" ADD CONSTRAINT "back_in_stock_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "back_in_stock_subscriptions_user_idx" ON "back_in_stock_subscriptions" USING btree ("user_id");
