ALTER TABLE "calculations" ADD COLUMN "legs" json DEFAULT '[]'::json NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "leg_indexes" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Quotations written before keep every leg: each calculation's list takes its quotations' legs
-- in order (by position, then leg) and each quotation the positions of its own.
WITH numbered AS (
  SELECT q.id, q.calculation_id, leg.value AS leg, leg.ordinality,
         (row_number() OVER (PARTITION BY q.calculation_id ORDER BY q.position, leg.ordinality) - 1)::int AS at
  FROM quotations q CROSS JOIN LATERAL jsonb_array_elements(q.legs) WITH ORDINALITY AS leg(value, ordinality)
), calculation_legs AS (
  UPDATE calculations c SET legs = l.legs
  FROM (SELECT calculation_id, json_agg(leg ORDER BY at) AS legs FROM numbered GROUP BY calculation_id) l
  WHERE c.id = l.calculation_id
)
UPDATE quotations q SET leg_indexes = i.indexes
FROM (SELECT id, array_agg(at ORDER BY ordinality) AS indexes FROM numbered GROUP BY id) i
WHERE q.id = i.id;--> statement-breakpoint
ALTER TABLE "quotations" ALTER COLUMN "leg_indexes" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "quotations" DROP COLUMN "legs";
