import { recipeDebuggerResponseSchema } from '@hearth/contracts';
import { z } from 'zod';
import { defineTask } from '../../task';
import { composeAnswer, diagnose } from './builtin';

export const debuggerTaskInputSchema = z.object({
  issueDescription: z.string().min(1),
  recipe: z
    .object({
      id: z.number().int(),
      title: z.string(),
      servings: z.number().int().min(1),
      lines: z.array(z.object({ quantity: z.string(), unit: z.string(), name: z.string() })),
      steps: z.array(z.string()),
    })
    .nullable(),
});
export type DebuggerTaskInput = z.infer<typeof debuggerTaskInputSchema>;

export const debuggerTaskOutputSchema = recipeDebuggerResponseSchema.omit({ source: true });
export type DebuggerTaskOutput = z.infer<typeof debuggerTaskOutputSchema>;

export function builtinDebug(input: DebuggerTaskInput): DebuggerTaskOutput {
  return { analysisResults: { aiResponse: composeAnswer(input) } };
}

/**
 * Whoever answers must report every figure the checks found off: an answer that leaves out the salt
 * the recipe overdoes would send the cook back to the same failure.
 */
export function debuggerAnswerProblems(input: DebuggerTaskInput, output: DebuggerTaskOutput): string[] {
  const { check } = diagnose(input);
  const answer = output.analysisResults.aiResponse.toLowerCase();
  return (check?.findings ?? [])
    .filter((finding) => finding.verdict === 'off' && !answer.includes(finding.subject.toLowerCase()))
    .map((finding) => `the answer leaves out the ${finding.topic.toLowerCase()} figure the recipe gets wrong (${finding.where})`);
}

export const recipeDebuggerTask = defineTask({
  name: 'recipe-debugger',
  input: debuggerTaskInputSchema,
  output: debuggerTaskOutputSchema,
  instructions: [
    'You help a home cook work out why a dish failed and how to fix it next time.',
    'Use only the knowledge in the data: candidateFailures (matched from the cook’s words, with causes, fixes and sources) and recipeChecks (the recipe’s own figures checked against usual ratios).',
    'analysisResults.aiResponse: markdown. Give the one to three most likely causes, each with a concrete fix.',
    'When recipeChecks lists figures as off, name each one with the recipe line it comes from and the amount to use instead, as given.',
    'If no candidate failure fits the description, say plainly that you could not identify the problem and ask for specifics (what was made, what it looked, felt or tasted like, how it was cooked). Never invent causes, figures or sources.',
    'Name the sources given in the data. Answer only with JSON matching the schema.',
  ].join('\n'),
  data: (input) => {
    const { matches, check } = diagnose(input);
    return {
      issueDescription: input.issueDescription,
      candidateFailures: matches.map((m) => ({ problem: m.failure.problem, area: m.failure.area, matchedWords: [...m.symptoms, ...m.subjects], causes: m.failure.causes })),
      recipe: input.recipe ? { title: input.recipe.title, servings: input.recipe.servings, lines: input.recipe.lines, steps: input.recipe.steps } : null,
      recipeChecks: check,
    };
  },
  builtin: builtinDebug,
  check: debuggerAnswerProblems,
});
