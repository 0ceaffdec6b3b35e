CREATE TABLE "calculation_sellers" (
	"organization_id" integer NOT NULL,
	"calculation_id" uuid NOT NULL,
	CONSTRAINT "calculation_sellers_organization_id_calculation_id_pk" PRIMARY KEY("organization_id","calculation_id")
);
--> statement-breakpoint
ALTER TABLE "calculation_sellers" ADD CONSTRAINT "calculation_sellers_calculation_id_calculations_id_fk" FOREIGN KEY ("calculation_id") REFERENCES "public"."calculations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calculation_sellers_calculation_idx" ON "calculation_sellers" USING btree ("calculation_id");--> statement-breakpoint
-- Calculations made before: their sellers from the legs they keep (those of their current quotations).
INSERT INTO "calculation_sellers" ("organization_id", "calculation_id")
SELECT DISTINCT (leg->>'organizationId')::int, c.id
FROM "calculations" c CROSS JOIN LATERAL json_array_elements(c.legs) AS leg
WHERE leg->>'organizationId' IS NOT NULL;
