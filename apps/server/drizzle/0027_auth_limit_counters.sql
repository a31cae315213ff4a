CREATE TABLE "auth_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_limit_counters_window_ends_idx" ON "auth_limit_counters" USING btree ("window_ends");