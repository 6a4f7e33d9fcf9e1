ALTER TABLE "opportunity_log" ADD COLUMN "peak_ev_by_method" jsonb;--> statement-breakpoint
ALTER TABLE "opportunity_log" ADD COLUMN "min_ev" double precision;