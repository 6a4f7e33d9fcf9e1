-- Every bet so far is on a featured market: its key is its market and its type main.
ALTER TABLE "bets" ADD COLUMN "market_key" text;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "market_type" text;--> statement-breakpoint
UPDATE "bets" SET "market_key" = "market", "market_type" = 'main';--> statement-breakpoint
ALTER TABLE "bets" ALTER COLUMN "market_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ALTER COLUMN "market_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "player" text;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "open_reason" text;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_market_type" CHECK ("bets"."market_type" in ('main', 'alternate', 'period', 'player_prop', 'unknown'));
