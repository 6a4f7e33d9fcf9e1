CREATE TABLE "alert_mutes" (
	"user_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_mutes_user_id_scope_key_pk" PRIMARY KEY("user_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "chat_link_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_links" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "alert_outbox_due";--> statement-breakpoint
ALTER TABLE "alert_outbox" ADD COLUMN "event_id" text;--> statement-breakpoint
ALTER TABLE "alert_outbox" ADD COLUMN "chat_message_id" text;--> statement-breakpoint
ALTER TABLE "alert_mutes" ADD CONSTRAINT "alert_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_link_codes" ADD CONSTRAINT "chat_link_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_links" ADD CONSTRAINT "chat_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_link_codes_user" ON "chat_link_codes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_links_member_kind" ON "chat_links" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "alert_outbox_opportunity" ON "alert_outbox" USING btree ("opportunity_id");--> statement-breakpoint
CREATE INDEX "alert_outbox_member_event" ON "alert_outbox" USING btree ("user_id","event_id","created_at");--> statement-breakpoint
CREATE INDEX "alert_outbox_due" ON "alert_outbox" USING btree ("next_attempt_at") WHERE "alert_outbox"."status" in ('pending', 'sending');