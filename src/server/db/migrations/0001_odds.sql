CREATE TABLE "api_usage" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"sport" text,
	"endpoint" text NOT NULL,
	"cost" integer NOT NULL,
	"used" integer,
	"remaining" integer,
	"status" integer,
	"error_code" text,
	"ok" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" text PRIMARY KEY NOT NULL,
	"sport_key" text NOT NULL,
	"sport_title" text DEFAULT '' NOT NULL,
	"commence_time" timestamp with time zone NOT NULL,
	"home_team" text DEFAULT '' NOT NULL,
	"away_team" text DEFAULT '' NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"scores" jsonb,
	"scores_updated_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"market" text NOT NULL,
	"outcome" text NOT NULL,
	"point" double precision,
	"book" text NOT NULL,
	"price" double precision,
	"previous_price" double precision,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"quote_key" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"market" text NOT NULL,
	"outcome" text NOT NULL,
	"point" double precision,
	"book" text NOT NULL,
	"price" double precision NOT NULL,
	"last_update" timestamp with time zone NOT NULL,
	"bet_limit" double precision
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"key" text PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean NOT NULL,
	"has_outrights" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "api_usage_at" ON "api_usage" USING btree ("at");--> statement-breakpoint
CREATE INDEX "api_usage_failed" ON "api_usage" USING btree ("at") WHERE not "api_usage"."ok";--> statement-breakpoint
CREATE INDEX "events_sport_commence" ON "events" USING btree ("sport_key","commence_time");--> statement-breakpoint
CREATE INDEX "price_changes_event_time" ON "price_changes" USING btree ("event_id","changed_at");--> statement-breakpoint
CREATE INDEX "price_changes_time" ON "price_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "quotes_event" ON "quotes" USING btree ("event_id");