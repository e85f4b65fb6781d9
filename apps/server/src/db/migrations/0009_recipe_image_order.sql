DROP INDEX "recipe_images_recipe_idx";--> statement-breakpoint
ALTER TABLE "recipe_images" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "recipe_images_recipe_position_idx" ON "recipe_images" USING btree ("recipe_id","position","id");