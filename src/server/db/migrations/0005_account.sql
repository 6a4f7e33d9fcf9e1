CREATE TABLE "bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"history_id" uuid,
	"kind" text NOT NULL,
	"event_id" text,
	"sport_key" text NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"commence_time" timestamp with time zone,
	"market" text NOT NULL,
	"outcome" text NOT NULL,
	"point" double precision,
	"draw_possible" boolean DEFAULT false NOT NULL,
	"odds" double precision NOT NULL,
	"stake_cents" bigint NOT NULL,
	"book" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"settled_by" text,
	"payout_cents" bigint,
	"profit_cents" bigint,
	"closing_odds" double precision,
	"fair_closing_odds" double precision,
	"close_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bets_stake_positive" CHECK ("bets"."stake_cents" > 0),
	CONSTRAINT "bets_odds_above_one" CHECK ("bets"."odds" > 1),
	CONSTRAINT "bets_settled_amounts" CHECK (("bets"."status" = 'open') = ("bets"."profit_cents" is null and "bets"."payout_cents" is null))
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "arbitrage_history" ADD COLUMN "kind" text DEFAULT 'arbitrage' NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_history_id_arbitrage_history_id_fk" FOREIGN KEY ("history_id") REFERENCES "public"."arbitrage_history"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bets_user_placed" ON "bets" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE INDEX "bets_open_event" ON "bets" USING btree ("event_id") WHERE "bets"."status" = 'open';--> statement-breakpoint
-- Records made before kinds were kept: the opportunity id says what they were (ev_ value bet).
UPDATE "arbitrage_history" SET "kind" = 'value' WHERE "opportunity_id" LIKE 'ev\_%';
