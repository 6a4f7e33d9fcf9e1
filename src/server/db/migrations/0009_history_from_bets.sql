ALTER TABLE "arbitrage_history" ADD COLUMN "bet_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "arbitrage_history" DROP COLUMN "roi";--> statement-breakpoint
-- Records that already have placed bets take their stake, result and status from them now;
-- their prices follow at the bets' next change.
UPDATE "arbitrage_history" AS h SET
  "bet_count" = b.n,
  "stake_cents" = b.stake,
  "profit_cents" = CASE WHEN b.open = 0 THEN b.profit END,
  "status" = 'executed',
  "executed_at" = coalesce(h."executed_at", b.placed),
  "expired_at" = NULL
FROM (
  SELECT "history_id", count(*)::int AS n, sum("stake_cents") AS stake,
    sum("profit_cents") AS profit, count(*) FILTER (WHERE "status" = 'open') AS open,
    min("placed_at") AS placed
  FROM "bets" WHERE "history_id" IS NOT NULL GROUP BY "history_id"
) AS b
WHERE b."history_id" = h."id";
