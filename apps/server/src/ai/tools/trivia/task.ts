import { triviaResponseSchema } from '@hearth/contracts';
import { z } from 'zod';
import { defineTask } from '../../task';
import { triviaFact, type TriviaFact } from './builtin';

export const triviaTaskInputSchema = z.object({ keys: z.array(z.string().min(1)).min(1).max(3) });
export type TriviaTaskInput = z.infer<typeof triviaTaskInputSchema>;

export const triviaTaskOutputSchema = triviaResponseSchema.omit({ source: true });
export type TriviaTaskOutput = z.infer<typeof triviaTaskOutputSchema>;

function factsOf(input: TriviaTaskInput): TriviaFact[] {
  return input.keys.map((key) => {
    const fact = triviaFact(key);
    if (!fact) throw new Error(`unknown trivia fact ${key}`);
    return fact;
  });
}

export function builtinTrivia(input: TriviaTaskInput): TriviaTaskOutput {
  return { facts: factsOf(input).map((f) => f.text) };
}

const RAW_HTML = /<\/?[a-z!][^>]*>/i;
const FIGURE = /\d+(?:\.\d+)?/g;

/**
 * A reworded fact must still be the same fact: one per fact given, in order, markdown without raw HTML,
 * every figure and date of the original kept, and its source still named.
 */
export function triviaAnswerProblems(input: TriviaTaskInput, output: TriviaTaskOutput): string[] {
  const given = factsOf(input);
  const problems: string[] = [];
  if (output.facts.length !== given.length) problems.push(`${output.facts.length} facts returned for ${given.length} given`);
  output.facts.forEach((text, i) => {
    const fact = given[i];
    if (!text.trim()) problems.push(`fact ${i + 1} is empty`);
    if (RAW_HTML.test(text)) problems.push(`fact ${i + 1} contains raw HTML`);
    if (!fact) return;
    const kept = new Set<string>(text.match(FIGURE) ?? []);
    for (const figure of new Set<string>(fact.text.match(FIGURE) ?? [])) if (!kept.has(figure)) problems.push(`fact ${i + 1} lost the figure ${figure}`);
    if (!text.includes(fact.cite)) problems.push(`fact ${i + 1} no longer names its source (${fact.cite})`);
  });
  return problems;
}

export const triviaTask = defineTask({
  name: 'trivia',
  input: triviaTaskInputSchema,
  output: triviaTaskOutputSchema,
  instructions: [
    'You present food facts to a curious home cook, one markdown string per fact given, in the same order.',
    'You may reword a fact to read more lightly, but keep its meaning exactly: every figure, date, name and unit as given,',
    'and its source named at the end as given. Add no claim, figure or source that the fact does not state.',
    'Use plain markdown only (bold, italics); no HTML, no links, no images. Answer only with JSON matching the schema.',
  ].join('\n'),
  data: (input) => ({ facts: factsOf(input).map((f) => ({ text: f.text, source: f.cite })) }),
  builtin: builtinTrivia,
  check: triviaAnswerProblems,
});
