import { culturalProvenanceResponseSchema } from '@hearth/contracts';
import { z } from 'zod';
import { defineTask } from '../../task';
import { eraAgrees, isAllowedSource, regionAgrees } from './agreement';
import { builtinProvenance, composeProvenance, NOT_DOCUMENTED, resolveProvenance, sameName, type ProvenanceInput } from './builtin';
import { dishIndex } from './match';

export const provenanceTaskInputSchema = z.object({
  dishName: z.string().trim().min(1),
  recipe: z
    .object({
      id: z.number().int(),
      title: z.string(),
      cuisine: z.string().nullable(),
      ingredients: z.array(z.string()),
    })
    .nullable(),
});

/** The answer without what the tool itself adds (the recipe it read, which engine answered). */
export const provenanceTaskOutputSchema = culturalProvenanceResponseSchema.omit({ source: true, recipe: true });
export type ProvenanceTaskOutput = z.infer<typeof provenanceTaskOutputSchema>;

/**
 * Any answer keeps to the knowledge: the same basis as the data (a dish Hearth does not document is
 * never presented as documented history); for a documented dish its name, the place and era the entry
 * gives, only the entry's sources and, when historians disagree, a note saying so; for an inferred one
 * the note that says it is inferred, only the general facts' sources, and no claim of what it influenced.
 */
export function provenanceProblems(input: ProvenanceInput, output: ProvenanceTaskOutput): string[] {
  const resolution = resolveProvenance(input);
  const problems: string[] = [];
  const documented = new Set(dishIndex().entries.map((entry) => entry.name));
  for (const name of output.suggestions) if (!documented.has(name)) problems.push(`${name} is suggested but is not a documented dish`);
  if (resolution.basis === 'inferred') {
    if (output.basis !== 'inferred') problems.push(`Hearth holds no documented history for “${input.dishName}”, yet the answer is labelled documented`);
    if (!output.note?.includes(NOT_DOCUMENTED)) problems.push('an inferred answer must say in its note that no documented history is held');
    for (const source of output.sources) if (!isAllowedSource(source, resolution.facts.sources)) problems.push(`“${source}” is not a source of the facts the inference used`);
    if (output.influences.length) problems.push('an inferred answer claims what the dish influenced, which nothing documents');
    return problems;
  }
  const { entry } = resolution;
  if (output.basis !== 'documented') problems.push(`${entry.name} has a documented history, yet the answer is labelled inferred`);
  if (!sameName(output.dishName, entry.name)) problems.push(`the answer is about ${output.dishName}, not ${entry.name}`);
  if (!regionAgrees(entry.originRegion, output.originRegion)) problems.push(`the origin “${output.originRegion}” contradicts the documented “${entry.originRegion}”`);
  if (!eraAgrees(entry.originEra, output.originEra)) problems.push(`the era “${output.originEra}” contradicts the documented “${entry.originEra}”`);
  if (!output.sources.length) problems.push('a documented answer must name its sources');
  for (const source of output.sources) if (!isAllowedSource(source, entry.sources)) problems.push(`“${source}” is not among the sources of ${entry.name}`);
  if (entry.disputed && !output.note) problems.push(`the origin of ${entry.name} is disputed, and the answer does not say so`);
  return problems;
}

export const culturalProvenanceTask = defineTask({
  name: 'cultural-provenance',
  input: provenanceTaskInputSchema,
  output: provenanceTaskOutputSchema,
  instructions: [
    'You tell a home cook where a dish comes from: region, era, cultural significance, what influenced it and what it influenced.',
    'Use only the knowledge in the data. Never add a place, date, person, story or source that the data does not give.',
    'When data.basis is "documented": the answer is documented history of data.entry. Set basis "documented", dishName to data.entry.name and cuisine to data.entry.cuisine;',
    'copy originRegion and originEra from the entry (you may shorten, never change the place or the dates); write culturalSignificance in your own words from the entry;',
    'influencedBy and influences only from the entry; sources exactly as listed in the entry; note must start with data.note when it is given (it carries disputed accounts and how the name was matched). suggestions: [].',
    'When data.basis is "inferred": Hearth holds no history of this dish. Set basis "inferred", dishName to data.dishName, cuisine to data.facts.cuisine.',
    'Build originRegion, originEra, culturalSignificance and influencedBy only from data.facts (the cuisine’s documented history, the ingredients’ origins, and the date limit set by ingredients from the Americas), saying plainly that they are not documented for this dish.',
    'influences: [] (nothing documents what this dish influenced). sources only from data.facts.sources. note must start with data.note word for word. suggestions: data.suggestions.',
    'Answer only with JSON matching the schema.',
  ].join('\n'),
  data: (input) => {
    const resolution = resolveProvenance(input);
    const answer = composeProvenance(resolution);
    const asked = { dishName: input.dishName, recipe: input.recipe ? { title: input.recipe.title, cuisine: input.recipe.cuisine, ingredients: input.recipe.ingredients } : null };
    if (resolution.basis === 'documented') {
      const { key: _key, keyIngredients: _keyIngredients, aliases: _aliases, ...entry } = resolution.entry;
      return { basis: 'documented', asked, entry, note: answer.note };
    }
    return { basis: 'inferred', asked, dishName: answer.dishName, facts: resolution.facts, note: answer.note, suggestions: answer.suggestions };
  },
  builtin: (input) => builtinProvenance(input),
  check: provenanceProblems,
});
