CREATE TABLE "tariff_lane_bans" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"kind" text,
	"from_country" char(2),
	"to_country" char(2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"variant" text NOT NULL,
	"organization_id" integer NOT NULL,
	"from_type" text,
	"from_id" integer,
	"to_type" text,
	"to_id" integer,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"currency" char(3) NOT NULL,
	"nds" text NOT NULL,
	"min_price" bigint,
	"transit_days" integer,
	"document_deadline_days" integer,
	"modifier" text NOT NULL,
	"client_organization_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"comment" text,
	"carrier_id" integer,
	"service_id" integer,
	"surcharge_id" integer,
	"route_type" text,
	"charging_mode" text,
	"road_charging_code" text,
	"vehicle_body" text,
	"distance_range" text,
	"zip_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"demurrage_days" integer,
	"detention_days" integer,
	"surcharge_type" text,
	"tarification" text,
	"applies_to_tariff_id" integer,
	"range_unit" text,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "tariff_lane_bans" ADD CONSTRAINT "tariff_lane_bans_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_lane_bans" ADD CONSTRAINT "tariff_lane_bans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_carrier_id_dictionary_entries_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."dictionary_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_service_id_dictionary_entries_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."dictionary_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_surcharge_id_dictionary_entries_id_fk" FOREIGN KEY ("surcharge_id") REFERENCES "public"."dictionary_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_applies_to_tariff_id_tariffs_id_fk" FOREIGN KEY ("applies_to_tariff_id") REFERENCES "public"."tariffs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tariff_lane_bans_organization_idx" ON "tariff_lane_bans" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "tariffs_kind_organization_idx" ON "tariffs" USING btree ("kind","organization_id");--> statement-breakpoint
CREATE INDEX "tariffs_kind_valid_to_idx" ON "tariffs" USING btree ("kind","valid_to");--> statement-breakpoint
CREATE INDEX "tariffs_from_idx" ON "tariffs" USING btree ("from_type","from_id");--> statement-breakpoint
CREATE INDEX "tariffs_to_idx" ON "tariffs" USING btree ("to_type","to_id");--> statement-breakpoint
CREATE INDEX "tariffs_carrier_idx" ON "tariffs" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "tariffs_service_idx" ON "tariffs" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "tariffs_surcharge_idx" ON "tariffs" USING btree ("surcharge_id");--> statement-breakpoint
CREATE INDEX "tariffs_applies_to_idx" ON "tariffs" USING btree ("applies_to_tariff_id");--> statement-breakpoint
CREATE INDEX "tariffs_clients_idx" ON "tariffs" USING gin ("client_organization_ids");