import { chefContract, RECIPE_CUISINES, type AiRecipe, type RecipeForm } from '@hearth/contracts';
import { allergensOf, dietsOf } from '../../knowledge/lookup';
import { defineTool } from '../define-tool';
import { memberRulesOf } from '../member-rules';
import { readPrompt, type PromptIntent } from './composer';
import { createChefNearbyRepository } from './nearby.repository';
import { chefTask } from './task';

/** How many nearby platform recipes the composer sees in full. */
const NEARBY_RECIPES = 4;

/** Cuisines the recipe form does not list, mapped to the one it does; others are left blank. */
const FORM_CUISINE: Record<string, (typeof RECIPE_CUISINES)[number]> = { Greek: 'Mediterranean', Spanish: 'Mediterranean', 'Middle Eastern': 'Mediterranean' };

function formCuisine(cuisine: string | null | undefined): RecipeForm['cuisine'] {
  if (!cuisine) return null;
  return (RECIPE_CUISINES as readonly string[]).includes(cuisine) ? (cuisine as RecipeForm['cuisine']) : (FORM_CUISINE[cuisine] ?? null);
}

/** The diet label the knowledge can vouch for (an unknown ingredient leaves it blank). */
function dietTypeOf(names: string[]): RecipeForm['dietType'] {
  const diets = dietsOf(names);
  if (diets.unknown.length) return null;
  if (diets.diets.vegan) return 'Vegan';
  if (diets.diets.vegetarian) return 'Vegetarian';
  if (diets.diets.pescatarian && !diets.diets.eggetarian) return 'Pescatarian';
  if (!diets.diets.pescatarian) return 'Non-Vegetarian';
  return null;
}

function mealTypesOf(intent: PromptIntent): string[] {
  if (intent.course === 'breakfast') return ['Breakfast'];
  if (intent.course === 'dessert') return ['Dessert'];
  return ['Lunch', 'Dinner'];
}

function tagsOf(recipe: AiRecipe, intent: PromptIntent): string[] {
  const tags = ['AI Chef'];
  if (intent.styles.includes('comfort')) tags.push('Comfort Food');
  if (recipe.ingredients.length <= 5) tags.push('5 Ingredients or Less');
  if (intent.styles.includes('healthy')) tags.push('Healthy');
  if (intent.styles.includes('zero-waste')) tags.push('Zero-Waste');
  if (intent.keto) tags.push('Low-Carb');
  const allergens = allergensOf(recipe.ingredients.map((i) => i.name));
  if (!allergens.unknown.length && !allergens.allergens.includes('Gluten') && !allergens.mayContain.includes('Gluten')) tags.push('Gluten-Free');
  return tags;
}

/**
 * An AI recipe's description is markdown (spec §3); a saved recipe's description is plain text, shown as
 * written on the recipe page, so emphasis marks and list bullets are dropped and the paragraphs kept.
 */
export function plainDescription(markdown: string): string {
  return markdown
    .replace(/\*\*|__/g, '')
    .replace(/^\s*[-*]\s+/gm, '')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}

/** The recipe as the Create Recipe form would send it; a step's timing is kept when its text gives none. */
export function recipeFormOf(recipe: AiRecipe, intent: PromptIntent): RecipeForm {
  const names = recipe.ingredients.map((i) => i.name);
  return {
    title: recipe.title,
    description: plainDescription(recipe.description),
    backstory: null,
    cookingTime: recipe.cookingTime,
    servings: recipe.servings,
    visibility: 'private',
    tags: tagsOf(recipe, intent),
    dietType: dietTypeOf(names),
    cuisine: formCuisine(recipe.cuisine),
    healthDiets: [],
    allergens: [],
    mealTypes: mealTypesOf(intent),
    cookingStyles: [],
    ingredients: recipe.ingredients.map((i) => ({ name: i.name, quantity: i.quantity, unit: i.unit })),
    steps: recipe.steps.map((s) => ({ instruction: s.timing && !/\d\s*(min|minute|hour|h\b)/i.test(s.instruction) ? `${s.instruction} (${s.timing})` : s.instruction })),
  };
}

/**
 * AI Chef (spec §2): composes a recipe for the member's request within their allergies and diet, saves it
 * as their private recipe (moderated, versioned and enriched like any other) and answers its id.
 */
export const chefTool = defineTool(chefContract, (platform) => {
  const nearbyRecipes = createChefNearbyRepository(platform.db);
  return {
    async generate({ input, viewer }) {
      const rules = memberRulesOf(await platform.findProfile(viewer.id));
      const intent = readPrompt(input.prompt);
      const nearby = await nearbyRecipes.nearby({ ingredientNames: intent.ingredients, cuisines: intent.cuisines, limit: NEARBY_RECIPES });
      const result = await platform.ai.run(
        chefTask,
        { prompt: input.prompt, intent, rules: { allergies: rules.allergies, requiredDiets: rules.requiredDiets }, nearby },
        { userId: viewer.id },
      );
      const saved = await platform.createRecipe(viewer, recipeFormOf(result.output, intent));
      return { id: saved.id, title: saved.title, source: result.source };
    },
  };
});
