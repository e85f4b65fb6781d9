ALTER TABLE "recipes" ADD COLUMN "enrichment_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "enrichment_error" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "enriched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "derived_allergens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "may_contain_allergens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "diet_flags" jsonb;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "nutrition" jsonb;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "ai_rating_notes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "flagged_reasons" text[] DEFAULT '{}'::text[] NOT NULL;