CREATE INDEX "recipe_ingredients_ingredient_recipe_idx" ON "recipe_ingredients" USING btree ("ingredient_id","recipe_id");--> statement-breakpoint
DROP INDEX "recipe_ingredients_ingredient_idx";