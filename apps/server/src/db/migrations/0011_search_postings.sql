CREATE TABLE "recipe_search_postings" (
	"term" text NOT NULL,
	"tier" smallint NOT NULL,
	"rank" real NOT NULL,
	"recipe_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipe_search_postings" ADD CONSTRAINT "recipe_search_postings_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_search_postings_order_idx" ON "recipe_search_postings" USING btree ("term","tier","rank" DESC NULLS LAST,"recipe_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recipe_search_postings_recipe_idx" ON "recipe_search_postings" USING btree ("recipe_id","term");--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
-- Search postings follow the recipe (decision 0030). A recipe's rank is its quality (the community's
-- average once rated, else the AI rating) plus a little for how often it was rated.
CREATE OR REPLACE FUNCTION hearth_search_rank(rating_sum integer, rating_count integer, ai_rating real) RETURNS real
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ((CASE WHEN rating_count > 0 THEN rating_sum::real / rating_count ELSE coalesce(ai_rating, 2.5) END) + least(ln(1 + rating_count), 5) * 0.2)::real $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION hearth_index_recipe_search(r recipes) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  -- Planned afresh each time: a plan cached while the table was small would scan it whole once it is not.
  EXECUTE 'DELETE FROM recipe_search_postings WHERE recipe_id = $1' USING r.id;
  IF r.is_approved AND r.visibility = 'public' AND NOT r.creator_banned AND r.search_vector IS NOT NULL THEN
    INSERT INTO recipe_search_postings (term, tier, rank, recipe_id)
      SELECT u.lexeme, CASE WHEN 'A' = ANY (u.weights) THEN 0 WHEN 'B' = ANY (u.weights) THEN 1 ELSE 2 END,
        hearth_search_rank(r.rating_sum, r.rating_count, r.ai_rating), r.id
      FROM unnest(r.search_vector) AS u;
    -- In order, so two saves adding the same new words wait for each other instead of deadlocking.
    INSERT INTO search_terms (term) SELECT u.lexeme FROM unnest(r.search_vector) AS u ORDER BY u.lexeme ON CONFLICT DO NOTHING;
  END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION hearth_recipes_search_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND NEW.search_vector IS NOT DISTINCT FROM OLD.search_vector
    AND (NEW.is_approved, NEW.visibility, NEW.creator_banned) IS NOT DISTINCT FROM (OLD.is_approved, OLD.visibility, OLD.creator_banned) THEN
    -- Only the rating moved: re-rank the postings in place.
    EXECUTE 'UPDATE recipe_search_postings SET rank = $1 WHERE recipe_id = $2' USING hearth_search_rank(NEW.rating_sum, NEW.rating_count, NEW.ai_rating), NEW.id;
  ELSE
    PERFORM hearth_index_recipe_search(NEW);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER recipes_search_postings_insert AFTER INSERT ON recipes FOR EACH ROW
  EXECUTE FUNCTION hearth_recipes_search_trigger();--> statement-breakpoint
-- Trending refreshes rewrite many rows every few minutes; only changes search can see fire this one.
CREATE TRIGGER recipes_search_postings_update AFTER UPDATE ON recipes FOR EACH ROW
  WHEN (NEW.search_vector IS DISTINCT FROM OLD.search_vector
    OR (NEW.is_approved, NEW.visibility, NEW.creator_banned) IS DISTINCT FROM (OLD.is_approved, OLD.visibility, OLD.creator_banned)
    OR (NEW.rating_sum, NEW.rating_count, NEW.ai_rating) IS DISTINCT FROM (OLD.rating_sum, OLD.rating_count, OLD.ai_rating))
  EXECUTE FUNCTION hearth_recipes_search_trigger();--> statement-breakpoint
-- Existing recipes in one set-based pass (a function call per recipe would delete from a growing table).
INSERT INTO search_terms (term) SELECT DISTINCT u.lexeme FROM recipes r, unnest(r.search_vector) AS u ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO recipe_search_postings (term, tier, rank, recipe_id)
  SELECT u.lexeme, CASE WHEN 'A' = ANY (u.weights) THEN 0 WHEN 'B' = ANY (u.weights) THEN 1 ELSE 2 END,
    hearth_search_rank(r.rating_sum, r.rating_count, r.ai_rating), r.id
  FROM recipes r, unnest(r.search_vector) AS u
  WHERE r.is_approved AND r.visibility = 'public' AND NOT r.creator_banned;
--> statement-breakpoint
ANALYZE recipe_search_postings;
