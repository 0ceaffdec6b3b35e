CREATE TABLE "airports" (
	"id" serial PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"city_id" integer,
	"country_code" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"has_terminals" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"icao" text,
	CONSTRAINT "airports_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "geo_objects" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"parent_id" integer,
	"country_code" text NOT NULL,
	"code" text,
	"names" jsonb NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"population" integer,
	"geonames_id" integer,
	"iso3" text,
	"continent" text,
	"world_region_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "railway_stations" (
	"id" serial PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"city_id" integer,
	"country_code" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"has_terminals" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"border" boolean DEFAULT false NOT NULL,
	CONSTRAINT "railway_stations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sea_ports" (
	"id" serial PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"city_id" integer,
	"country_code" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"has_terminals" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "sea_ports_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "transport_hubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"city_id" integer,
	"country_code" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"has_terminals" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"type_transit_border" text,
	"complete_location" boolean DEFAULT false NOT NULL,
	"parent_id" integer,
	"paired_hub_id" integer,
	"sea_port_id" integer,
	"airport_id" integer,
	"station_id" integer,
	CONSTRAINT "transport_hubs_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "world_regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"names" jsonb NOT NULL,
	"continent" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "world_regions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"numeric_code" text,
	"minor_units" smallint NOT NULL,
	"names" jsonb NOT NULL,
	"symbol" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionary_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"dictionary" text NOT NULL,
	"code" text,
	"names" jsonb NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"organization_id" integer,
	"parent_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"currency_code" text NOT NULL,
	"rate" numeric(20, 8) NOT NULL,
	"valid_from" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"context" text NOT NULL,
	"name" text NOT NULL,
	"settings" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"context" text NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "airports" ADD CONSTRAINT "airports_city_id_geo_objects_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."geo_objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_objects" ADD CONSTRAINT "geo_objects_parent_id_geo_objects_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."geo_objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_objects" ADD CONSTRAINT "geo_objects_world_region_id_world_regions_id_fk" FOREIGN KEY ("world_region_id") REFERENCES "public"."world_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "railway_stations" ADD CONSTRAINT "railway_stations_city_id_geo_objects_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."geo_objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sea_ports" ADD CONSTRAINT "sea_ports_city_id_geo_objects_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."geo_objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_hubs" ADD CONSTRAINT "transport_hubs_city_id_geo_objects_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."geo_objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_hubs" ADD CONSTRAINT "transport_hubs_parent_id_transport_hubs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."transport_hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_hubs" ADD CONSTRAINT "transport_hubs_paired_hub_id_transport_hubs_id_fk" FOREIGN KEY ("paired_hub_id") REFERENCES "public"."transport_hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_hubs" ADD CONSTRAINT "transport_hubs_sea_port_id_sea_ports_id_fk" FOREIGN KEY ("sea_port_id") REFERENCES "public"."sea_ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_hubs" ADD CONSTRAINT "transport_hubs_airport_id_airports_id_fk" FOREIGN KEY ("airport_id") REFERENCES "public"."airports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_hubs" ADD CONSTRAINT "transport_hubs_station_id_railway_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."railway_stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD CONSTRAINT "dictionary_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD CONSTRAINT "dictionary_entries_parent_id_dictionary_entries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dictionary_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_views" ADD CONSTRAINT "collection_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "airports_city_idx" ON "airports" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "geo_objects_parent_idx" ON "geo_objects" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "geo_objects_type_country_idx" ON "geo_objects" USING btree ("type","country_code");--> statement-breakpoint
CREATE UNIQUE INDEX "geo_objects_geonames_idx" ON "geo_objects" USING btree ("geonames_id");--> statement-breakpoint
CREATE UNIQUE INDEX "geo_objects_code_idx" ON "geo_objects" USING btree ("type","country_code","code") WHERE "geo_objects"."code" is not null;--> statement-breakpoint
CREATE INDEX "railway_stations_city_idx" ON "railway_stations" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "sea_ports_city_idx" ON "sea_ports" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "transport_hubs_city_idx" ON "transport_hubs" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "transport_hubs_parent_idx" ON "transport_hubs" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "dictionary_entries_dictionary_idx" ON "dictionary_entries" USING btree ("dictionary","organization_id");--> statement-breakpoint
CREATE INDEX "dictionary_entries_parent_idx" ON "dictionary_entries" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_entries_code_idx" ON "dictionary_entries" USING btree ("dictionary",coalesce("organization_id", 0),lower("code")) WHERE "dictionary_entries"."code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_currency_day_idx" ON "exchange_rates" USING btree ("currency_code","valid_from");--> statement-breakpoint
CREATE INDEX "collection_views_user_context_idx" ON "collection_views" USING btree ("user_id","context");--> statement-breakpoint
CREATE INDEX "saved_filters_user_context_idx" ON "saved_filters" USING btree ("user_id","context");