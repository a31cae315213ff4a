-- Text messages waiting to be sent, and those sent or given up (issue #36). A message is queued by
-- the change it reports (an order placed, shipped, delivered or cancelled) and kept with its status:
-- pending until the provider queues it (sent) or refuses it for good or too often (failed).
CREATE TABLE "sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to_number" text NOT NULL,
	"text" text NOT NULL,
	"parts" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"provider_response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "sms_outbox_status_check" CHECK ("sms_outbox"."status" IN ('pending', 'sent', 'failed')),
	CONSTRAINT "sms_outbox_parts_check" CHECK ("sms_outbox"."parts" >= 1)
);
--> statement-breakpoint
CREATE INDEX "sms_outbox_due_idx" ON "sms_outbox" USING btree ("next_attempt_at") WHERE "sms_outbox"."status" = 'pending';
