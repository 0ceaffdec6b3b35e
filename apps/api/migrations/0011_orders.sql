CREATE SEQUENCE "public"."order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "delivery_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"carrier_organization_id" integer NOT NULL,
	"leg_indexes" integer[] NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"tracking" jsonb NOT NULL,
	"manual_cost" jsonb,
	"external_id" text,
	"payment_state" text DEFAULT 'NOT_PAID' NOT NULL,
	"automatic_tracking" boolean DEFAULT false NOT NULL,
	"manual_status" text,
	"notifications_enabled" boolean DEFAULT true NOT NULL,
	"logistics" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"request" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"organization_id" integer NOT NULL,
	"owner_user_id" integer,
	"manager_user_id" integer,
	"calculation_id" uuid,
	"quotation_id" integer,
	"from_point" text NOT NULL,
	"to_point" text NOT NULL,
	"request" jsonb NOT NULL,
	"ready_date" date NOT NULL,
	"legs" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"total_usd" bigint NOT NULL,
	"total" jsonb NOT NULL,
	"transit_days" integer NOT NULL,
	"commission" jsonb,
	"details" jsonb NOT NULL,
	"internal_id" text,
	"status" text DEFAULT 'NEW' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_orders" ADD CONSTRAINT "delivery_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_orders" ADD CONSTRAINT "delivery_orders_carrier_organization_id_organizations_id_fk" FOREIGN KEY ("carrier_organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_templates" ADD CONSTRAINT "order_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_templates" ADD CONSTRAINT "order_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_manager_user_id_users_id_fk" FOREIGN KEY ("manager_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_calculation_id_calculations_id_fk" FOREIGN KEY ("calculation_id") REFERENCES "public"."calculations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_orders_position_idx" ON "delivery_orders" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "delivery_orders_carrier_idx" ON "delivery_orders" USING btree ("carrier_organization_id","created_at");--> statement-breakpoint
CREATE INDEX "order_templates_organization_idx" ON "order_templates" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "orders_organization_idx" ON "orders" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_owner_idx" ON "orders" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "orders_manager_idx" ON "orders" USING btree ("manager_user_id");