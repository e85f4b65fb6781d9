CREATE TABLE "curated_pool" (
	"recipe_id" integer PRIMARY KEY NOT NULL,
	"cuisine" text,
	"meal_types" text[] NOT NULL,
	"cooking_styles" text[] NOT NULL,
	"diet_type" text,
	"diet_flags" jsonb,
	"verified" boolean NOT NULL,
	"derived_allergens" text[] NOT NULL,
	"may_contain_allergens" text[] NOT NULL,
	"quality" double precision NOT NULL,
	"trending_score" real NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"allergen_bits" integer NOT NULL,
	"diet_bits" integer NOT NULL,
	"meal_type_bits" integer NOT NULL,
	"cooking_style_bits" integer NOT NULL
);
