ALTER TABLE "product_declinations" ADD COLUMN "label_code" text DEFAULT substr(md5(random()::text || clock_timestamp()::text), 1, 10) NOT NULL;--> statement-breakpoint
ALTER TABLE "product_declinations" ADD COLUMN "label" jsonb;--> statement-breakpoint
ALTER TABLE "product_declinations" ADD COLUMN "label_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "product_declinations_label_code_uq" ON "product_declinations" USING btree ("label_code");--> statement-breakpoint
-- issue 15 §1: the e-label moves to the declination; each declination starts from its product's
-- alcohol, nutrition and (free-text) ingredients, which the owner then turns into listed entries.
UPDATE "product_declinations" AS d SET "label" = jsonb_build_object(
  'alcoholPercent', p."alcohol_percent",
  'ingredients', '[]'::jsonb,
  'otherIngredients', coalesce(p."ingredients", ''),
  'nutritionMode', 'FIGURES',
  'nutrition', p."nutrition",
  'analysis', null,
  'energyOverride', null,
  'pictograms', '["pregnancy","driving","minors"]'::jsonb,
  'origin', coalesce(p."appellation", ''),
  'producer', ''
) FROM "products" AS p
WHERE p."id" = d."product_id"
  AND (p."alcohol_percent" IS NOT NULL OR p."nutrition" IS NOT NULL OR p."ingredients" IS NOT NULL);
