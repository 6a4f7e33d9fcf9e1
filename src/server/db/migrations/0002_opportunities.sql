CREATE TABLE "arbitrage_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"opportunity_id" text NOT NULL,
	"sport" text NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"commence_time" timestamp with time zone NOT NULL,
	"arbitrage_percentage" double precision NOT NULL,
	"status" text NOT NULL,
	"detected_at" timestamp with time zone NOT NULL,
	"executed_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"profit_cents" bigint,
	"stake_cents" bigint NOT NULL,
	"roi" double precision,
	"sportsbooks" jsonb NOT NULL,
	"odds" jsonb NOT NULL,
	"confidence" integer NOT NULL,
	"execution_difficulty" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunity_log" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"event_id" text NOT NULL,
	"sport_key" text NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"commence_time" timestamp with time zone NOT NULL,
	"market" text NOT NULL,
	"line" double precision,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"peak_return" double precision NOT NULL,
	"last_return" double precision NOT NULL,
	"legs" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "arbitrage_history" ADD CONSTRAINT "arbitrage_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arbitrage_history_user_opportunity" ON "arbitrage_history" USING btree ("user_id","opportunity_id");--> statement-breakpoint
CREATE INDEX "arbitrage_history_user_detected" ON "arbitrage_history" USING btree ("user_id","detected_at");--> statement-breakpoint
CREATE INDEX "arbitrage_history_opportunity" ON "arbitrage_history" USING btree ("opportunity_id");--> statement-breakpoint
CREATE INDEX "opportunity_log_first_seen" ON "opportunity_log" USING btree ("first_seen");--> statement-breakpoint
CREATE INDEX "opportunity_log_event" ON "opportunity_log" USING btree ("event_id");