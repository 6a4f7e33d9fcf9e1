CREATE TABLE "market_signals" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"event_id" text NOT NULL,
	"sport_key" text NOT NULL,
	"market" text NOT NULL,
	"side" text NOT NULL,
	"signalled_at" timestamp with time zone NOT NULL,
	"commence_time" timestamp with time zone NOT NULL,
	"confidence" double precision,
	"graded_at" timestamp with time zone,
	"signal_odds" double precision,
	"signal_book" text,
	"signal_point" double precision,
	"fair_close_by_method" jsonb,
	"close_reference" text,
	CONSTRAINT "market_signals_kind" CHECK ("market_signals"."kind" in ('steam', 'reverse-line-move'))
);
--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "fair_close_by_method" jsonb;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "close_reference" text;--> statement-breakpoint
ALTER TABLE "pick_grades" ADD COLUMN "fair_close_by_method" jsonb;--> statement-breakpoint
ALTER TABLE "pick_grades" ADD COLUMN "close_reference" text;--> statement-breakpoint
CREATE INDEX "market_signals_signalled" ON "market_signals" USING btree ("signalled_at");--> statement-breakpoint
CREATE INDEX "market_signals_pending" ON "market_signals" USING btree ("commence_time") WHERE "market_signals"."graded_at" is null;