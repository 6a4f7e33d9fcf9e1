CREATE TABLE "shared_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shared_counters_window_ends" ON "shared_counters" USING btree ("window_ends_at");