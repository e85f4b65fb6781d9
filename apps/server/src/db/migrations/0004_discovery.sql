CREATE TABLE "recipe_activity" (
	"recipe_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipe_activity_recipe_id_user_id_kind_day_pk" PRIMARY KEY("recipe_id","user_id","kind","day")
);
--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "recipe_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "unknown_ingredients" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "ingredient_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', hearth_unaccent(title)), 'A') || setweight(to_tsvector('english', hearth_unaccent(hearth_join(tags))), 'B') || setweight(to_tsvector('english', hearth_unaccent(ingredient_names)), 'B') || setweight(to_tsvector('english', hearth_unaccent(coalesce(description, ''))), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "trending_score" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recipe_activity" ADD CONSTRAINT "recipe_activity_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_activity" ADD CONSTRAINT "recipe_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_activity_created_idx" ON "recipe_activity" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "recipes_trending_idx" ON "recipes" USING btree ("trending_score","id") WHERE "recipes"."is_approved" and "recipes"."visibility" = 'public' and not "recipes"."creator_banned";--> statement-breakpoint
CREATE INDEX "recipes_search_idx" ON "recipes" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "recipes_title_trgm_idx" ON "recipes" USING gin (hearth_unaccent(lower("title")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recipes_cuisine_idx" ON "recipes" USING btree ("cuisine");--> statement-breakpoint
CREATE INDEX "recipes_meal_types_idx" ON "recipes" USING gin ("meal_types");--> statement-breakpoint
CREATE INDEX "recipes_derived_allergens_idx" ON "recipes" USING gin ("derived_allergens");