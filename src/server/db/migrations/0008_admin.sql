CREATE TABLE "admin_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"target_label" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "pick_grades" (
	"pick_id" text PRIMARY KEY NOT NULL,
	"result" text NOT NULL,
	"profit_cents" bigint NOT NULL,
	"graded_at" timestamp with time zone,
	"note" text,
	"fair_closing_odds" double precision,
	"clv" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pick_grades_result" CHECK ("pick_grades"."result" in ('win', 'half-win', 'push', 'void', 'half-loss', 'loss'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "manual_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "manual_status_by" text;--> statement-breakpoint
ALTER TABLE "pick_grades" ADD CONSTRAINT "pick_grades_pick_id_opportunity_log_id_fk" FOREIGN KEY ("pick_id") REFERENCES "public"."opportunity_log"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_at" ON "admin_audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "opportunity_log_last_seen" ON "opportunity_log" USING btree ("last_seen");--> statement-breakpoint
CREATE INDEX "opportunity_log_value_first_seen" ON "opportunity_log" USING btree ("first_seen") WHERE "opportunity_log"."kind" = 'value';
--> statement-breakpoint
CREATE FUNCTION "admin_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit_log is append-only: % is refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "admin_audit_log_no_change" BEFORE UPDATE OR DELETE ON "admin_audit_log"
  FOR EACH ROW EXECUTE FUNCTION "admin_audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "admin_audit_log_no_truncate" BEFORE TRUNCATE ON "admin_audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_audit_log_append_only"();
