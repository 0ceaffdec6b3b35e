CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refine_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"quotation_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"answered_by" integer,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refine_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"type" text NOT NULL,
	"sent_by_organization_id" integer,
	"sent_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refine_request_recipients" (
	"request_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"via_organization_id" integer,
	"first_notified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_notified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "refine_request_recipients_request_id_organization_id_pk" PRIMARY KEY("request_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "refine_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"calculation_id" uuid NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"from_point" jsonb NOT NULL,
	"to_point" jsonb NOT NULL,
	"from_country" text,
	"to_country" text,
	"cargo" jsonb NOT NULL,
	"ready_date" date NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refine_answers" ADD CONSTRAINT "refine_answers_request_id_refine_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."refine_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refine_answers" ADD CONSTRAINT "refine_answers_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refine_answers" ADD CONSTRAINT "refine_answers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refine_answers" ADD CONSTRAINT "refine_answers_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refine_notices" ADD CONSTRAINT "refine_notices_request_id_refine_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."refine_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refine_notices" ADD CONSTRAINT "refine_notices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refine_notices" ADD CONSTRAINT "refine_notices_sent_by_organization_id_organizations_id_fk" FOREIGN KEY ("sent_by_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refine_notices" ADD CONSTRAINT "refine_notices_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refine_request_recipients" ADD CONSTRAINT "refine_request_recipients_request_id_refine_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."refine_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refine_request_recipients" ADD CONSTRAINT "refine_request_recipients_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refine_request_recipients" ADD CONSTRAINT "refine_request_recipients_via_organization_id_organizations_id_fk" FOREIGN KEY ("via_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refine_requests" ADD CONSTRAINT "refine_requests_calculation_id_calculations_id_fk" FOREIGN KEY ("calculation_id") REFERENCES "public"."calculations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refine_requests" ADD CONSTRAINT "refine_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refine_requests" ADD CONSTRAINT "refine_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refine_requests" ADD CONSTRAINT "refine_requests_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "refine_answers_request_idx" ON "refine_answers" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "refine_answers_organization_idx" ON "refine_answers" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "refine_notices_request_idx" ON "refine_notices" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "refine_request_recipients_organization_idx" ON "refine_request_recipients" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refine_requests_calculation_open_idx" ON "refine_requests" USING btree ("calculation_id") WHERE "refine_requests"."status" <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "refine_requests_status_idx" ON "refine_requests" USING btree ("status","created_at");