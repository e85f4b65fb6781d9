// npm run bench:ai — latency of the built-in kitchen engine's tasks (DESIGN §7: p95 < 150 ms per
// call), measured in process on the demo recipes: recipe facts + review, ingredient categorisation,
// and a 7-day meal plan over realistic candidates. No network, no database.
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const SRC = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'apps', 'server', 'src');
const load = (relative) => tsImport(path.join(SRC, relative), import.meta.url);

const { demoRecipes } = await load('db/seed/demo-recipes.ts');
const { recipeFacts } = await load('ai/analysis/recipe-facts.ts');
const { reviewRecipeTask } = await load('ai/tasks/review-recipe.ts');
const { categorizeIngredientTask } = await load('ai/tasks/categorize-ingredient.ts');
const { planMealsTask } = await load('ai/tools/meal-recommendations/task.ts');

const ROUNDS = 200;

async function measure(name, inputs, run) {
  const times = [];
  for (let round = 0; round < ROUNDS; round++) {
    const input = inputs[round % inputs.length];
    const started = performance.now();
    await run(input);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(2);
  const p95 = Number(at(0.95));
  console.log(`${name.padEnd(34)} p50 ${at(0.5).padStart(7)} ms  p95 ${String(p95).padStart(7)} ms  p99 ${at(0.99).padStart(7)} ms  ${p95 < 150 ? 'ok' : 'MISS (budget 150 ms)'}`);
  return { name, p50: Number(at(0.5)), p95, p99: Number(at(0.99)) };
}

const lines = demoRecipes.map((r) => r.ingredients.map((i) => ({ name: i.name, quantity: i.quantity ?? '', unit: i.unit ?? '' })));
const results = [];
results.push(
  await measure('facts + review-recipe', demoRecipes.map((r, i) => ({ r, lines: lines[i] })), ({ r, lines: l }) => {
    const facts = recipeFacts(l, r.servings ?? null);
    return reviewRecipeTask.builtin(
      reviewRecipeTask.input.parse({ title: r.title, description: r.description ?? null, backstory: r.backstory ?? null, cookingTime: r.cookingTime ?? null, servings: r.servings ?? null, tags: r.tags ?? [], ingredients: l, steps: r.steps.map((s) => s.instruction), facts }),
    );
  }),
);
results.push(await measure('categorize-ingredient', lines.flat().map((l) => ({ name: l.name })), (input) => categorizeIngredientTask.builtin(input)));
const candidates = demoRecipes.map((r, id) => ({
  id,
  title: r.title,
  cuisine: r.cuisine,
  slots: r.mealTypes.flatMap((m) => ({ Breakfast: ['breakfast'], Lunch: ['lunch'], Dinner: ['dinner'], Snack: ['snack'], Dessert: ['snack'] })[m] ?? []),
  mainIngredient: r.ingredients[0]?.name ?? null,
  energyKcal: 350 + (id % 7) * 60,
  quality: 3 + (id % 5) * 0.4,
}));
const days = Array.from({ length: 7 }, (_, i) => `2026-11-${String(22 + i).padStart(2, '0')}`);
results.push(await measure('plan-meals (7 days, 32 candidates)', [{ days, slots: ['breakfast', 'lunch', 'dinner'], dailyCalorieTarget: 2000, preferredCuisines: ['Indian'], candidates }], (input) => planMealsTask.builtin(input)));
if (results.some((r) => r.p95 >= 150)) process.exitCode = 1;
