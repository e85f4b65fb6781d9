// Recipe Debugger's built-in engine: the description is matched against the cooking-failure knowledge
// by the words a cook uses, and a given recipe's own figures are checked; the answer is composed from
// both, and says plainly when neither tells it what went wrong.
import { COOKING_FAILURES, type CookingFailure } from '../../knowledge/cooking-failures';
import { normalizeName } from '../../knowledge/normalize';
import { checkRecipe, type RecipeCheck, type RecipeFacts } from './recipe-checks';

export interface FailureMatch {
  failure: CookingFailure;
  score: number;
  symptoms: string[];
  subjects: string[];
}

const MAX_FAILURES = 3;
/** A second or third failure is only shown when it scores at least this share of the best. */
const RUNNER_UP_SHARE = 0.5;
const CAUSES_SHOWN = [3, 2, 2] as const;

const wordCount = (phrase: string) => phrase.split(' ').length;

/** Phrases found in the normalised text, with shorter ones inside longer matches dropped ("salty" in "too salty"). */
function phrasesIn(text: string, phrases: readonly string[]): string[] {
  const found = [...new Set(phrases.map(normalizeName))].filter((phrase) => text.includes(` ${phrase} `));
  return found.filter((phrase) => !found.some((other) => other !== phrase && ` ${other} `.includes(` ${phrase} `)));
}

/**
 * Failures whose symptoms the description names, best first. A symptom scores 2 per word (longer
 * phrases are more specific); naming what failed ("cake", "rice") adds 2 plus 2 per word of the longest
 * subject. A failure needs at least one symptom; when the best match names its subject, matches that do
 * not are dropped, so "dense bread" is not answered with dense cake. The recipe's title, when there is
 * one, can name the subject ("dense" about a Margherita Pizza is about its dough).
 */
export function matchFailures(description: string, recipeTitle = ''): FailureMatch[] {
  const text = ` ${normalizeName(description)} `;
  const subjectText = ` ${normalizeName(`${description} ${recipeTitle}`)} `;
  const matches = COOKING_FAILURES.flatMap((failure) => {
    const symptoms = phrasesIn(text, failure.symptoms);
    const subjects = phrasesIn(subjectText, failure.subjects);
    // One generic word ("broken", "hard") about nothing named is not enough to identify a failure.
    const specific = subjects.length > 0 || symptoms.some((phrase) => wordCount(phrase) > 1) || failure.area === 'seasoning';
    if (!symptoms.length || !specific) return [];
    const subjectScore = subjects.length ? 2 + 2 * Math.max(...subjects.map(wordCount)) : 0;
    const score = symptoms.reduce((total, phrase) => total + 2 * wordCount(phrase), 0) + subjectScore;
    return [{ failure, score, symptoms, subjects }];
  });
  matches.sort((a, b) => b.score - a.score || a.failure.id.localeCompare(b.failure.id));
  const best = matches[0];
  if (!best) return [];
  return matches
    .filter((match) => match.score >= best.score * RUNNER_UP_SHARE)
    .filter((match) => !best.subjects.length || match.subjects.length > 0)
    .slice(0, MAX_FAILURES);
}

export interface DebugInput {
  issueDescription: string;
  recipe: RecipeFacts | null;
}

export interface Diagnosis {
  matches: FailureMatch[];
  check: RecipeCheck | null;
}

export function diagnose(input: DebugInput): Diagnosis {
  return { matches: matchFailures(input.issueDescription, input.recipe?.title), check: input.recipe ? checkRecipe(input.recipe) : null };
}

const quote = (words: string[]) => words.map((word) => `“${word}”`).join(', ');

function failuresMarkdown(matches: FailureMatch[], sources: Set<string>): string[] {
  if (!matches.length) {
    return [
      '## I could not identify the problem',
      'Nothing in your description matches the failures I know (cakes and cookies, bread, pastry, sauces and emulsions, frying, rice, meat, eggs and seasoning), so I will not guess.',
      'Tell me more specifically: what you made, what you saw, felt or tasted (for example “sank in the middle”, “dense”, “split”, “mushy”, “too salty”), and how you cooked it (temperature, time, pan or oven).',
    ];
  }
  const out = [matches.length === 1 ? '## The most likely problem' : '## The most likely problems'];
  matches.forEach((match, index) => {
    out.push('', `### ${index + 1}. ${match.failure.problem}`);
    out.push(`_Matched your words: ${quote([...match.symptoms, ...match.subjects])}._`, '');
    for (const cause of match.failure.causes.slice(0, CAUSES_SHOWN[index] ?? 1)) {
      sources.add(cause.source);
      out.push(`- **Cause:** ${cause.cause}`, `  **Fix:** ${cause.fix}`);
    }
  });
  return out;
}

function recipeMarkdown(recipe: RecipeFacts, check: RecipeCheck, sources: Set<string>): string[] {
  const out = ['', `## The numbers in “${recipe.title}”`];
  const off = check.findings.filter((f) => f.verdict === 'off');
  const ok = check.findings.filter((f) => f.verdict === 'ok');
  if (!check.findings.length)
    out.push('None of the figures I check (salt, leavening, dough hydration, water for rice, oven temperature) apply to this recipe or could be read from it.');
  else if (!off.length) out.push('Every figure I checked is within the usual range, so the recipe itself is probably not the problem; look at the method above.');
  for (const finding of off) {
    sources.add(finding.source);
    out.push(`- **Off — ${finding.topic}** (${finding.where}): ${finding.message}`);
  }
  for (const finding of ok) {
    sources.add(finding.source);
    out.push(`- **OK — ${finding.topic}** (${finding.where}): ${finding.message}`);
  }
  if (check.notChecked.length) out.push('', `_Not checked: ${check.notChecked.join('; ')}._`);
  return out;
}

/** The built-in answer: markdown with the matched failures, the recipe's checked figures, and the sources. */
export function composeAnswer(input: DebugInput, diagnosis: Diagnosis = diagnose(input)): string {
  const sources = new Set<string>();
  const parts = failuresMarkdown(diagnosis.matches, sources);
  if (input.recipe && diagnosis.check) parts.push(...recipeMarkdown(input.recipe, diagnosis.check, sources));
  if (sources.size) parts.push('', `**Sources:** ${[...sources].sort().join('; ')}.`);
  return parts.join('\n');
}
