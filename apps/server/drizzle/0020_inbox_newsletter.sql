-- The back office's inbox and newsletter list (issue 19). Written by hand; the drizzle snapshot is
-- regenerated later.
--
-- A contact message is 'unread' until staff open it ('read'), answer it ('handled') or put it
-- aside as 'spam'. The dashboard counts status = 'unread'.
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'unread' NOT NULL;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status_check" CHECK ("status" IN ('unread', 'read', 'handled', 'spam'));
--> statement-breakpoint
-- The staff reply, e-mailed to the sender and kept with the message. reply and replied_at are set
-- together; replied_by empties when the staff account is deleted.
ALTER TABLE "contact_messages" ADD COLUMN "reply" text;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "replied_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "replied_by" integer;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_reply_check" CHECK (("reply" IS NULL) = ("replied_at" IS NULL));
--> statement-breakpoint
-- The inbox lists one state (or all but spam) newest first, and the dashboard counts the unread.
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status","created_at","id");
--> statement-breakpoint
-- Where a reader signed up (the home page's form until now). Unsubscribing deletes the row.
ALTER TABLE "newsletter_subscribers" ADD COLUMN "source" text DEFAULT 'home' NOT NULL;
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_source_check" CHECK ("source" IN ('home', 'footer', 'checkout', 'account', 'other'));
--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_created_idx" ON "newsletter_subscribers" USING btree ("created_at","id");
