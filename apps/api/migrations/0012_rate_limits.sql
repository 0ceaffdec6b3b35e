CREATE TABLE "registration_handles" (
	"id" integer PRIMARY KEY NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Edited by hand: UNLOGGED. Counters are not worth a write-ahead log; a crash forgets them, which
-- only forgives a few tries (docs/decisions.md D93).
CREATE UNLOGGED TABLE "rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registration_handles" ADD CONSTRAINT "registration_handles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "first_failed_at";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";