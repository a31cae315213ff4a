-- First run (issue #32): the setup codes a server prints while the shop has no admin (kept as keyed
-- hashes, deleted when the first admin is made), and the first-run checklist's own facts (dismissed,
-- the latest test e-mail). The checklist's other steps are read from the shop's data.
CREATE TABLE "setup_checklist" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"dismissed_at" timestamp with time zone,
	"dismissed_by" integer,
	"test_mail_to" text,
	"test_mail_queued_at" timestamp with time zone,
	"test_mail_outbox_id" bigint,
	CONSTRAINT "setup_checklist_one_row" CHECK (id = 1)
);
--> statement-breakpoint
CREATE TABLE "setup_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "setup_checklist" ADD CONSTRAINT "setup_checklist_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;