import { MUSIC_MODES, MUSIC_MOODS, MUSIC_TIME_SIGNATURES, safeText } from '@hearth/contracts';
import { z } from 'zod';
import { syllablesOf } from '../../knowledge/music-prosody';
import { normalizeName, singularPhrases } from '../../knowledge/normalize';
import { defineTask } from '../../task';
import { composeSong, musicContext, type MusicContext } from './builtin';
import { LINES_PER_SECTION, METRE, SECTION_LABELS, parseLyrics } from './lyrics';
import { foodsInText } from './taste';

export const musicTaskInputSchema = z.object({
  dish: z.object({
    recipeId: z.number().int().nullable(),
    title: z.string().min(1),
    lines: z.array(z.object({ quantity: z.string(), unit: z.string(), name: z.string() })),
    steps: z.array(z.string()),
  }),
  mood: z.enum(MUSIC_MOODS),
});
export type MusicTaskInput = z.infer<typeof musicTaskInputSchema>;

/** What a writer (model or built-in) supplies; the server adds the arrangement, the audio and the reasons. */
export const musicTaskOutputSchema = z.object({
  songTitle: safeText().trim().min(1).max(100),
  musicStyle: safeText().trim().min(1).max(100),
  tempo: z.number().int().min(40).max(200),
  lyrics: safeText().trim().min(1).max(4000),
  musicalElements: z.object({
    key: z.string().regex(/^[A-G][b#]?$/),
    mode: z.enum(MUSIC_MODES),
    timeSignature: z.enum(MUSIC_TIME_SIGNATURES),
  }),
});
export type MusicTaskOutput = z.infer<typeof musicTaskOutputSchema>;

/** A model's line may stray from the metre more than Hearth's own, but must still be singable to the tune. */
export const MODEL_LINE_SYLLABLES = { min: 3, max: 14 } as const;

const forms = (phrase: string) => {
  const p = normalizeName(phrase);
  return [p, `${p}s`, `${p}es`, ...singularPhrases(p)];
};

/** Every way the lyrics may name an ingredient: the recipe's words, and the food's catalogue names. */
function namesOf(context: MusicContext): { ingredient: string; names: string[] }[] {
  return context.taste.ingredients.map((ingredient) => ({
    ingredient: ingredient.name,
    names: [ingredient.name, ...(ingredient.food ? [ingredient.food.name, ...ingredient.food.aliases] : [])],
  }));
}

const sungText = (lyrics: string) =>
  parseLyrics(lyrics)
    .flatMap((section) => section.lines)
    .join('\n');

/** The dish's ingredients the lyrics name. */
export function ingredientsMentioned(lyrics: string, context: MusicContext): string[] {
  const text = ` ${normalizeName(sungText(lyrics))} `;
  const found = namesOf(context).filter(({ names }) => names.some((name) => forms(name).some((form) => form && text.includes(` ${form} `))));
  return [...new Set(found.map(({ ingredient }) => ingredient.toLowerCase()))];
}

/**
 * Foods the lyrics name that are not the dish's: a catalogue food is allowed when it is one of the dish's
 * ingredients, or when its words appear in an ingredient's name or the dish's title ('olive' in 'olive oil').
 */
export function foreignFoods(lyrics: string, context: MusicContext, title: string): string[] {
  const allowedIds = new Set(context.taste.ingredients.flatMap((ingredient) => (ingredient.food ? [ingredient.food.id] : [])));
  const allowedText = [title, ...context.taste.ingredients.map((ingredient) => ingredient.name)].map((text) => ` ${normalizeName(text)} `);
  return foodsInText(sungText(lyrics))
    .filter(({ phrase, food }) => !allowedIds.has(food.id) && !allowedText.some((text) => forms(phrase).some((form) => text.includes(` ${form} `))))
    .map(({ phrase }) => phrase);
}

/** Problems with a song draft: knowledge it must keep (key, mode, metre, tempo range) and lyrics that fit the dish and the tune. */
export function songProblems(input: MusicTaskInput, output: MusicTaskOutput, context: MusicContext = musicContext(input.dish, input.mood)): string[] {
  const { plan } = context;
  const problems: string[] = [];
  const elements = output.musicalElements;
  if (elements.key !== plan.key || elements.mode !== plan.mode)
    problems.push(`the key must be ${plan.key} ${plan.mode}, as the taste and mood give it, not ${elements.key} ${elements.mode}`);
  if (elements.timeSignature !== plan.timeSignature) problems.push(`the time signature must be ${plan.timeSignature}, not ${elements.timeSignature}`);
  if (output.tempo < plan.tempoRange.min || output.tempo > plan.tempoRange.max)
    problems.push(`the tempo ${output.tempo} BPM is outside the ${input.mood} range ${plan.tempoRange.min}–${plan.tempoRange.max}`);

  const sections = parseLyrics(output.lyrics);
  const labels = sections.map((section) => section.label.toLowerCase());
  if (labels.join('|') !== SECTION_LABELS.map((label) => label.toLowerCase()).join('|'))
    problems.push(`the lyrics must have the sections ${SECTION_LABELS.map((label) => `[${label}]`).join(', ')} in that order`);
  for (const section of sections) {
    if (section.lines.length !== LINES_PER_SECTION) problems.push(`[${section.label}] must have ${LINES_PER_SECTION} lines, not ${section.lines.length}`);
    for (const line of section.lines) {
      const count = syllablesOf(line);
      if (count < MODEL_LINE_SYLLABLES.min || count > MODEL_LINE_SYLLABLES.max)
        problems.push(`“${line}” has ${count} syllables; a line must have ${MODEL_LINE_SYLLABLES.min}–${MODEL_LINE_SYLLABLES.max} to be sung`);
    }
  }

  const needed = Math.min(2, context.taste.ingredients.length);
  const named = ingredientsMentioned(output.lyrics, context);
  if (named.length < needed) problems.push(`the lyrics must name at least ${needed} of the dish’s ingredients (${context.taste.ingredients.map((i) => i.name).join(', ')})`);
  const foreign = foreignFoods(output.lyrics, context, input.dish.title);
  if (foreign.length) problems.push(`the lyrics name foods that are not in the dish: ${foreign.join(', ')}`);
  return problems;
}

export const recipeToMusicTask = defineTask({
  name: 'recipe-to-music',
  input: musicTaskInputSchema,
  output: musicTaskOutputSchema,
  instructions: [
    'You write a short song about a dish: its title, a style line, its tempo and its lyrics. Hearth renders the music itself from the musical elements in the data.',
    'Use only the data. musicalElements.key, mode and timeSignature must be exactly music.key, music.mode and music.timeSignature. tempo is a whole number of BPM within music.tempoRange; music.suggestedTempo is where the dish’s taste places it.',
    `lyrics: exactly three sections headed [Verse 1], [Chorus], [Verse 2], each of ${LINES_PER_SECTION} lines, one line per row, a blank line between sections. Verse lines of about ${METRE.verse} syllables, chorus lines of about ${METRE.chorus}; never under ${MODEL_LINE_SYLLABLES.min} or over ${MODEL_LINE_SYLLABLES.max}. Verses rhyme in couplets (AABB), the chorus on lines 2 and 4.`,
    'Verse 1 names the dish’s ingredients; Verse 2 sings its method from dish.steps (if there are no steps, it is about sharing the dish; never invent a method). The chorus names the dish and its taste as taste.dominant gives it; if taste.profile is null, say the taste is unknown rather than describe one.',
    'Name at least two ingredients from allowedIngredients (all of them if fewer) and no other food at all.',
    'songTitle: a short title naming the dish. musicStyle: a few words naming the mood and the melody instrument (music.instruments).',
    'Answer only with JSON matching the schema.',
  ].join('\n'),
  data: (input) => {
    const context = musicContext(input.dish, input.mood);
    const { plan, taste } = context;
    return {
      dish: { title: input.dish.title, fromRecipe: input.dish.recipeId !== null, ingredients: input.dish.lines, steps: input.dish.steps },
      mood: input.mood,
      taste: { profile: taste.profile, dominant: taste.dominant, basis: taste.basis, unknownIngredients: taste.unknown },
      music: {
        key: plan.key,
        mode: plan.mode,
        scale: plan.scale,
        timeSignature: plan.timeSignature,
        tempoRange: plan.tempoRange,
        suggestedTempo: plan.tempo,
        instruments: plan.instruments,
        articulation: plan.articulation,
        register: plan.register,
        harmony: plan.harmony,
        reasoning: plan.reasoning,
      },
      allowedIngredients: context.ingredients.map((ingredient) => ingredient.name),
    };
  },
  builtin: (input) => composeSong(input.dish, input.mood),
  check: (input, output) => songProblems(input, output),
});
