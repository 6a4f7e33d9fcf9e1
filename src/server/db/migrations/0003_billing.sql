CREATE TABLE "billing_customers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_customers_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"event_created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"subscription_id" text,
	"status" text NOT NULL,
	"amount_due_cents" bigint NOT NULL,
	"amount_paid_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"attempt_count" integer NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"last_payment_failed_at" timestamp with time zone,
	"version_terminal" integer NOT NULL,
	"version_created" bigint NOT NULL,
	"version_event" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_portal_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"status" text NOT NULL,
	"plan_id" text,
	"pending_plan_id" text,
	"price_id" text,
	"cancel_at_period_end" boolean NOT NULL,
	"trial_end" timestamp with time zone,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"trial_ending_notice_at" timestamp with time zone,
	"version_terminal" integer NOT NULL,
	"version_created" bigint NOT NULL,
	"version_event" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"provider" text NOT NULL,
	"session_id" text,
	"url" text,
	"status" text DEFAULT 'open' NOT NULL,
	"with_trial" boolean NOT NULL,
	"customer_id" text,
	"subscription_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "checkout_sessions_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "checkout_sessions_status" CHECK ("checkout_sessions"."status" in ('open', 'complete', 'expired', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "local_billing_outbox" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"payload" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "local_billing_outbox_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "local_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"pending_plan_id" text,
	"status" text NOT NULL,
	"trial_start" timestamp with time zone,
	"trial_end" timestamp with time zone,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"trial_will_end_sent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_event_created" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"plan_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_portal_sessions" ADD CONSTRAINT "billing_portal_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_subscriptions" ADD CONSTRAINT "local_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist" ADD CONSTRAINT "waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_invoices_user" ON "billing_invoices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "billing_subscriptions_user" ON "billing_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "checkout_sessions_user" ON "checkout_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "checkout_sessions_open" ON "checkout_sessions" USING btree ("expires_at") WHERE "checkout_sessions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "local_billing_outbox_pending" ON "local_billing_outbox" USING btree ("seq") WHERE "local_billing_outbox"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "local_subscriptions_user" ON "local_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "local_subscriptions_due" ON "local_subscriptions" USING btree ("current_period_end") WHERE "local_subscriptions"."status" <> 'canceled';--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_email" ON "waitlist" USING btree (lower("email"));