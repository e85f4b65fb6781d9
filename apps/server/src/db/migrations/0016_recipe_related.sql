CREATE TABLE "recipe_related" (
	"recipe_id" integer PRIMARY KEY NOT NULL,
	"related_ids" integer[] NOT NULL,
	"ranked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipe_related" ADD CONSTRAINT "recipe_related_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_related_ranked_at_idx" ON "recipe_related" USING btree ("ranked_at");