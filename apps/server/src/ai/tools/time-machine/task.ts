import { timeTravelDishSchema, type TimeTravelDish } from '@hearth/contracts';
import { z } from 'zod';
import { dishByKey, eraByKey, sourceOf, unavailableFoods, type HistoricalDish, type HistoricalEra } from '../../knowledge/historical-kitchens';
import { defineTask } from '../../task';
import { answerProblems, composeDish, dishSources } from './builtin';

export const timeMachineTaskInputSchema = z.object({
  eraKey: z.string().min(1),
  /** The dish chosen for this member and request (varied by their history). */
  dishKey: z.string().min(1),
  requested: z.object({ era: z.string(), region: z.string().nullable() }),
  /** Why this kitchen answers, when it is not the one asked for. */
  matchNote: z.string().nullable(),
});
export type TimeMachineTaskInput = z.infer<typeof timeMachineTaskInputSchema>;

export const timeMachineTaskOutputSchema = timeTravelDishSchema;

function chosen(input: TimeMachineTaskInput): { era: HistoricalEra; dish: HistoricalDish } {
  const era = eraByKey(input.eraKey);
  const dish = era && dishByKey(era, input.dishKey);
  if (!era || !dish) throw new Error(`unknown historical dish ${input.eraKey}/${input.dishKey}`);
  return { era, dish };
}

export function builtinTimeTravel(input: TimeMachineTaskInput): TimeTravelDish {
  const { era, dish } = chosen(input);
  return composeDish(era, dish);
}

export const timeMachineTask = defineTask({
  name: 'time-machine',
  input: timeMachineTaskInputSchema,
  output: timeMachineTaskOutputSchema,
  instructions: [
    'You are a food historian writing for a home cook who wants to cook a dish from the past.',
    'Write about the dish named in dishToWriteAbout, from the era in the data. Use only the knowledge in the data: the era, its dishes, their ingredients, methods and sources. Add no fact, date, name, ingredient or source that the data does not give; if something is not in the data, leave it out.',
    'dishName: the dish’s name exactly as given. culturalContext: two or three short paragraphs drawn from the dish’s context and the era’s context.',
    'recipe: a title and a description a cook today can follow, keeping the period method; give amounts only where the data gives them, and call any others modern working amounts.',
    'historicalIngredients: the period ingredients as given, as strings. Never list a food named in notYetAvailable: it was not yet cooked in that time and place.',
    'modernAdaptations: objects {historicalIngredient, modernSubstitution} taken from the data. cookingMethods: the methods given. tasteProfile: one or two sentences.',
    'sources: cite only works listed for this era in the data, written as given. Plain text only, no markdown or HTML. Answer only with JSON matching the schema.',
  ].join('\n'),
  data: (input) => {
    const { era, dish } = chosen(input);
    return {
      request: input.requested,
      matchNote: input.matchNote,
      era: { name: era.name, region: era.region, span: era.span, context: era.context, sources: era.sources.map((key) => sourceOf(key).cite) },
      dishToWriteAbout: dish.name,
      notYetAvailable: unavailableFoods(era.zone, dish.year),
      dishes: era.dishes.map((d) => ({
        name: d.name,
        documented: d.documented,
        context: d.context,
        recipe: d.recipe,
        ingredients: d.ingredients,
        adaptations: d.adaptations,
        methods: d.methods,
        taste: d.taste,
        sources: dishSources(era, d),
      })),
    };
  },
  builtin: builtinTimeTravel,
  check: (input, output) => {
    const { era, dish } = chosen(input);
    return answerProblems(era, dish, output);
  },
});
