CREATE TABLE "event_market_listings" (
	"event_id" text PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"commence_time" timestamp with time zone NOT NULL,
	"listed_at" timestamp with time zone NOT NULL,
	"listed" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "event_market_listings_commence" ON "event_market_listings" USING btree ("commence_time");