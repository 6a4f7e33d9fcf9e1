CREATE TABLE "book_ledger_entries" (
	"user_id" uuid NOT NULL,
	"book" text NOT NULL,
	"status" text NOT NULL,
	"max_stake_cents" bigint,
	"commission_basis_points" integer,
	"last_accepted_stake_cents" bigint,
	"last_accepted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_ledger_entries_user_id_book_pk" PRIMARY KEY("user_id","book"),
	CONSTRAINT "book_ledger_status" CHECK ("book_ledger_entries"."status" in ('active', 'limited', 'closed', 'none')),
	CONSTRAINT "book_ledger_max_stake_positive" CHECK ("book_ledger_entries"."max_stake_cents" > 0),
	CONSTRAINT "book_ledger_commission_range" CHECK ("book_ledger_entries"."commission_basis_points" between 0 and 5000)
);
--> statement-breakpoint
CREATE TABLE "book_ledgers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"only_my_books" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "book_ledger_entries" ADD CONSTRAINT "book_ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_ledgers" ADD CONSTRAINT "book_ledgers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;