-- Idempotency keys of POST /orders/ (orders/idempotency.ts): one row per customer and key, taken in
-- the same transaction as the order it places, so a concurrent duplicate waits on the key and then
-- replays the stored answer.
CREATE TABLE IF NOT EXISTS "order_idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"transaction_id" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_idempotency_keys_user_id_key_pk" PRIMARY KEY ("user_id", "key")
);
--> statement-breakpoint
DO $$ BEGIN
	ALTER TABLE "order_idempotency_keys" ADD CONSTRAINT "order_idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_idempotency_keys_created_at_idx" ON "order_idempotency_keys" USING btree ("created_at");
