ALTER TABLE "recipes" ADD COLUMN "card_json" text;--> statement-breakpoint
-- The recipe card (contracts recipeCardSchema), the only definition of its shape: lists send card_json as
-- stored, and the recipe page extends it (modules/recipes/recipe-json.ts). A change to the card is a new
-- migration that replaces this function and rewrites card_json (decision 0045).
CREATE OR REPLACE FUNCTION hearth_recipe_card(r recipes) RETURNS text
  LANGUAGE sql STABLE
  AS $$
  SELECT json_build_object(
    'id', r.id, 'title', r.title, 'description', r.description,
    'imageUrl', r.card_image_url, 'images', r.image_urls, 'tags', r.tags,
    'cookingTime', r.cooking_time, 'servings', r.servings, 'cuisine', r.cuisine,
    'dietType', r.diet_type, 'mealTypes', r.meal_types, 'visibility', r.visibility,
    'isApproved', r.is_approved,
    -- The average to one decimal, rounded half away from zero by numeric (4.35 → 4.4); 0 when unrated.
    'communityRating', json_build_object(
      'average', CASE WHEN r.rating_count > 0 THEN round(r.rating_sum::numeric / r.rating_count, 1) ELSE 0 END,
      'count', r.rating_count),
    'aiRating', r.ai_rating, 'createdBy', r.created_by,
    -- As JavaScript's toISOString writes it.
    'createdAt', to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'derivedAllergens', r.derived_allergens)::text
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION hearth_recipes_card_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.card_json := hearth_recipe_card(NEW);
  RETURN NEW;
END $$;--> statement-breakpoint
-- Before every insert and update, in the same statement: a rating, an edit or a new photo changes the card
-- at once, and no write can leave it behind. The card reads only the row itself.
CREATE TRIGGER recipes_card_json BEFORE INSERT OR UPDATE ON recipes FOR EACH ROW
  EXECUTE FUNCTION hearth_recipes_card_trigger();--> statement-breakpoint
UPDATE recipes SET card_json = hearth_recipe_card(recipes);
