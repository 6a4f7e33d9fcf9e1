CREATE TABLE "job_pass_holders" (
	"job_id" text PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"held_since" timestamp with time zone DEFAULT now() NOT NULL
);
