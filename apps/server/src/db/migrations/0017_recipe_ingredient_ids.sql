ALTER TABLE "recipes" ADD COLUMN "ingredient_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
-- Existing recipes get their ids from their lines. The card is not made of these ids, so its trigger
-- stays off for this one statement rather than rewriting every card.
ALTER TABLE "recipes" DISABLE TRIGGER "recipes_card_json";--> statement-breakpoint
UPDATE "recipes" SET "ingredient_ids" = "lines"."ids"
  FROM (SELECT "recipe_id", array_agg(DISTINCT "ingredient_id" ORDER BY "ingredient_id") AS "ids" FROM "recipe_ingredients" GROUP BY "recipe_id") AS "lines"
  WHERE "lines"."recipe_id" = "recipes"."id";--> statement-breakpoint
ALTER TABLE "recipes" ENABLE TRIGGER "recipes_card_json";--> statement-breakpoint
CREATE INDEX "recipes_listed_ingredients_idx" ON "recipes" USING gin ("ingredient_ids") WHERE "recipes"."is_approved" and "recipes"."visibility" = 'public' and not "recipes"."creator_banned";
