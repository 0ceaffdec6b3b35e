CREATE TABLE "commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"cargo_type" text NOT NULL,
	"integrator" boolean NOT NULL,
	"type" text NOT NULL,
	"percent" integer,
	"ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_amount" bigint,
	"max_amount" bigint,
	"currency" char(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "calculations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer,
	"organization_id" integer,
	"request" jsonb NOT NULL,
	"ready_date" date NOT NULL,
	"rates" jsonb NOT NULL,
	"saved" boolean DEFAULT false NOT NULL,
	"no_online_rates" boolean DEFAULT false NOT NULL,
	"air_excluded" boolean DEFAULT false NOT NULL,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"calculation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"legs" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"total_usd" bigint NOT NULL,
	"transit_days" integer NOT NULL,
	"valid_to" date NOT NULL,
	"commission" jsonb,
	"seller_reward" jsonb,
	"manual" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariff_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"tariff_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculations" ADD CONSTRAINT "calculations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculations" ADD CONSTRAINT "calculations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_calculation_id_calculations_id_fk" FOREIGN KEY ("calculation_id") REFERENCES "public"."calculations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_organization_cargo_idx" ON "commissions" USING btree ("organization_id","cargo_type","integrator");--> statement-breakpoint
CREATE INDEX "commissions_organization_idx" ON "commissions" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "calculations_user_idx" ON "calculations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "calculations_organization_idx" ON "calculations" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "quotations_calculation_idx" ON "quotations" USING btree ("calculation_id","position");--> statement-breakpoint
-- Every tariff write leaves its ids in tariff_changes, one row per tariff per statement, so
-- each API instance's pricing index catches up with changes made by any instance.
CREATE FUNCTION tariff_changes_from_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tariff_changes (tariff_id) SELECT id FROM new_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION tariff_changes_from_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tariff_changes (tariff_id) SELECT id FROM old_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tariffs_changed_insert AFTER INSERT ON tariffs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tariff_changes_from_new();
--> statement-breakpoint
CREATE TRIGGER tariffs_changed_update AFTER UPDATE ON tariffs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tariff_changes_from_new();
--> statement-breakpoint
CREATE TRIGGER tariffs_changed_delete AFTER DELETE ON tariffs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tariff_changes_from_old();
