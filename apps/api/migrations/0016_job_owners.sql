ALTER TABLE "job_progress" ADD COLUMN "owner" text;--> statement-breakpoint
ALTER TABLE "job_progress" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tariff_files" ADD COLUMN "failure" text;--> statement-breakpoint
CREATE INDEX "job_progress_unfinished_idx" ON "job_progress" USING btree ("owner") WHERE "job_progress"."phase" <> 'END';