CREATE TABLE "tariff_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"kind" text NOT NULL,
	"original_name" text NOT NULL,
	"size" integer NOT NULL,
	"stored_name" text NOT NULL,
	"uploaded_by" integer,
	"job_id" uuid,
	"imported" integer,
	"error_count" integer,
	"annotated_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tariff_files" ADD CONSTRAINT "tariff_files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_files" ADD CONSTRAINT "tariff_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_files" ADD CONSTRAINT "tariff_files_job_id_job_progress_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_progress"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tariff_files_organization_kind_idx" ON "tariff_files" USING btree ("organization_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "tariff_files_kind_idx" ON "tariff_files" USING btree ("kind","created_at");