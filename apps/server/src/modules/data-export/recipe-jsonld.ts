import { formatIngredientLine, RATING_MAX, RATING_MIN, type Nutrition, type QuantityLine, type RecipeJsonLd } from '@hearth/contracts';

/** What a recipe's schema.org form is made from (a recipe row with its lines, steps and creator). */
export interface RecipeForJsonLd {
  id: number;
  title: string;
  description: string | null;
  /** Full-size picture URLs in the creator's order, as stored (relative to the site). */
  imageUrls: string[];
  cookingTime: number | null;
  servings: number | null;
  cuisine: string | null;
  dietType: string | null;
  healthDiets: string[];
  mealTypes: string[];
  tags: string[];
  nutrition: Nutrition | null;
  ratingSum: number;
  ratingCount: number;
  createdAt: Date;
  updatedAt: Date;
  creatorName: string | null;
  lines: QuantityLine[];
  steps: { stepNumber: number; instruction: string; imageUrl: string | null }[];
}

/**
 * Below this share of the weight matched, nutrition figures leave ingredients out: the recipe page says
 * so beside them (its note uses the same 95%), a JSON-LD consumer could not, so they are not exported.
 */
export const NUTRITION_EXPORT_MIN_COVERAGE = 0.95;

/** schema.org's RestrictedDiet values for the diet labels that mean the same thing. */
const SCHEMA_DIETS: Record<string, string> = {
  Vegetarian: 'https://schema.org/VegetarianDiet',
  Vegan: 'https://schema.org/VeganDiet',
  'Gluten-Free': 'https://schema.org/GlutenFreeDiet',
  'Diabetic-Friendly': 'https://schema.org/DiabeticDiet',
};

/** Whole minutes as an ISO 8601 duration, as schema.org writes times: 45 → 'PT45M', 90 → 'PT1H30M'. */
export function isoDuration(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}

/** A site path ('/media/…') made absolute against the site's origin; absolute URLs stay as they are. */
export const absoluteUrl = (origin: string, path: string) => new URL(path, `${origin}/`).toString();

const grams = (value: number) => `${Math.round(value * 10) / 10} g`;

function nutritionOf(nutrition: Nutrition | null): RecipeJsonLd['nutrition'] {
  if (!nutrition || nutrition.coverage < NUTRITION_EXPORT_MIN_COVERAGE) return undefined;
  return {
    '@type': 'NutritionInformation',
    servingSize: '1 serving',
    calories: `${Math.round(nutrition.energyKcal)} kcal`,
    proteinContent: grams(nutrition.proteinG),
    fatContent: grams(nutrition.fatG),
    carbohydrateContent: grams(nutrition.carbsG),
    fiberContent: grams(nutrition.fiberG),
    ...(nutrition.sodiumMg === null ? {} : { sodiumContent: `${Math.round(nutrition.sodiumMg)} mg` }),
  };
}

const nonEmpty = <T>(list: T[]) => (list.length ? list : undefined);

/**
 * A recipe as schema.org Recipe JSON-LD (https://schema.org/Recipe), the shape recipe sites publish and
 * Mealie, Tandoor, Paprika and Hearth's importer read: ingredients as the lines a cook reads, steps as
 * HowToStep, times as ISO 8601 durations, pictures and the page as absolute URLs under `origin`.
 * Fields Hearth does not know are left out rather than guessed.
 */
export function toRecipeJsonLd(recipe: RecipeForJsonLd, origin: string): RecipeJsonLd {
  const diets = [recipe.dietType, ...recipe.healthDiets].flatMap((label) => (label && SCHEMA_DIETS[label] ? [SCHEMA_DIETS[label]] : []));
  const document: RecipeJsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    description: recipe.description || undefined,
    image: recipe.imageUrls.map((url) => absoluteUrl(origin, url)),
    author: recipe.creatorName ? { '@type': 'Person', name: recipe.creatorName } : undefined,
    datePublished: recipe.createdAt.toISOString(),
    dateModified: recipe.updatedAt.toISOString(),
    totalTime: recipe.cookingTime ? isoDuration(recipe.cookingTime) : undefined,
    recipeYield: recipe.servings ? `${recipe.servings} ${recipe.servings === 1 ? 'serving' : 'servings'}` : undefined,
    recipeCuisine: recipe.cuisine || undefined,
    recipeCategory: nonEmpty(recipe.mealTypes),
    keywords: recipe.tags.length ? recipe.tags.join(', ') : undefined,
    suitableForDiet: nonEmpty([...new Set(diets)]),
    recipeIngredient: recipe.lines.map((line) => formatIngredientLine(line)),
    recipeInstructions: [...recipe.steps]
      .sort((a, b) => a.stepNumber - b.stepNumber)
      .map((step, index) => ({ '@type': 'HowToStep', position: index + 1, text: step.instruction, image: step.imageUrl ? absoluteUrl(origin, step.imageUrl) : undefined })),
    nutrition: nutritionOf(recipe.nutrition),
    aggregateRating:
      recipe.ratingCount > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: Math.round((recipe.ratingSum / recipe.ratingCount) * 10) / 10,
            ratingCount: recipe.ratingCount,
            bestRating: RATING_MAX,
            worstRating: RATING_MIN,
          }
        : undefined,
    url: absoluteUrl(origin, `/recipe/${recipe.id}`),
  };
  // Unknown fields are absent, not null: importers read a present field as a value.
  return JSON.parse(JSON.stringify(document)) as RecipeJsonLd;
}

/**
 * A download's file name: the title in lower-case ASCII words joined by dashes ('Crème Brûlée!' →
 * 'creme-brulee'), safe in every file system and header; `fallback` when nothing is left.
 */
export function safeFileName(title: string, extension: string, fallback: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || fallback}.${extension}`;
}
