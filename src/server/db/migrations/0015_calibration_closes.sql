CREATE TABLE "close_captures" (
	"event_id" text PRIMARY KEY NOT NULL,
	"captured_at" timestamp with time zone NOT NULL,
	"closes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_closes" (
	"event_id" text NOT NULL,
	"market" text NOT NULL,
	"line" double precision NOT NULL,
	"sport_key" text NOT NULL,
	"commence_time" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"reference" text NOT NULL,
	"slots" jsonb NOT NULL,
	"fair_by_method" jsonb NOT NULL,
	"known_probabilities" jsonb,
	"captured_at" timestamp with time zone NOT NULL,
	"scored_at" timestamp with time zone,
	"winner" integer,
	CONSTRAINT "market_closes_event_id_market_line_pk" PRIMARY KEY("event_id","market","line"),
	CONSTRAINT "market_closes_source" CHECK ("market_closes"."source" in ('feed', 'simulator'))
);
--> statement-breakpoint
CREATE INDEX "market_closes_commence" ON "market_closes" USING btree ("commence_time");--> statement-breakpoint
CREATE INDEX "market_closes_pending" ON "market_closes" USING btree ("commence_time") WHERE "market_closes"."scored_at" is null;