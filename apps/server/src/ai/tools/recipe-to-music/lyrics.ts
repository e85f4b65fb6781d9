// Lyrics that scan and rhyme, built from the dish: verse one gathers its ingredients, verse two sings its
// method (the recipe's own verbs and what they act on), and the chorus names the dish, its taste and the
// mood. Every line is a head (what the line is about) and a closer from a rhyme family, chosen so the line
// has exactly the metre's syllables (or one either side when nothing fits exactly). Verses rhyme in couplets
// (AABB), the chorus on its second and fourth lines (XAXA).
import { pluralFoodName, type MusicMood, type MusicTaste } from '@hearth/contracts';
import { HEAT_METHODS, PREP_METHODS, verbForms } from '../../knowledge/cooking-methods';
import { hasRhymeFamily, lastWord, rhymeKey, syllablesOf, wordsOf } from '../../knowledge/music-prosody';
import { getFoodIndex } from '../../knowledge/lookup';
import { normalizeName } from '../../knowledge/normalize';
import {
  BALANCED_TASTE_LINES,
  CLOSERS,
  HOOK_PREFIXES,
  HOOK_SUFFIXES,
  INGREDIENT_OPENERS,
  MOOD_CLAUSES,
  MOOD_TONES,
  SCENE_CLAUSES,
  STEP_OBJECTS,
  STEP_OPENERS,
  STEP_WITH_OPENERS,
  TASTE_WORDS_SUNG,
  UNKNOWN_TASTE_FAMILY,
  UNKNOWN_TASTE_LINES,
  type Closer,
  type CloserUse,
  type Tone,
} from './lyric-phrases';
import { seededRandom, type Random } from './random';

/** Syllables per line: verses in eights (tetrameter), the chorus in sevens; one either side is within the metre. */
export const METRE = { verse: 8, chorus: 7, tolerance: 1 } as const;
export const LINES_PER_SECTION = 4;
export const SECTION_LABELS = ['Verse 1', 'Chorus', 'Verse 2'] as const;

export interface LyricIngredient {
  /** How the recipe writes it, lowercased ('egg yolk'). */
  name: string;
  /** Ways to sing it, the recipe's own first (aliases of the same food after). */
  mentions: string[];
}

export interface LyricInput {
  title: string;
  /** The ingredients verse one features, most characteristic first. */
  featured: LyricIngredient[];
  /** Every ingredient of the recipe, for finding what a step acts on. */
  all: LyricIngredient[];
  steps: string[];
  mood: MusicMood;
  dominant: MusicTaste[];
  tasteKnown: boolean;
  seed: number;
}

export interface LyricSection {
  label: (typeof SECTION_LABELS)[number];
  lines: string[];
}

/**
 * One way to open a line, with its syllables and the kinds of ending that read well after it; `comma`
 * when the ending follows after a comma.
 */
interface Head {
  text: string;
  syllables: number;
  uses: readonly CloserUse[];
  comma?: boolean;
}

const GATHERING_USES: readonly CloserUse[] = ['manner', 'place', 'noun', 'adj'];
const THING_USES: readonly CloserUse[] = ['place', 'noun', 'adj'];
const METHOD_USES: readonly CloserUse[] = ['manner', 'place'];
const CLAUSE_USES: readonly CloserUse[] = ['manner', 'adv'];
/** Small words a head and its ending may share; any other shared word ("with… with…") reads as a stumble. */
const SHAREABLE = new Set(['the', 'a', 'we', 'it', 'to', 'and', 'of', 'so']);

function sharesWord(headText: string, closerText: string): boolean {
  const own = new Set(wordsOf(headText.toLowerCase()));
  return wordsOf(closerText.toLowerCase()).some((word) => !SHAREABLE.has(word) && own.has(word));
}
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const head = (text: string, uses: readonly CloserUse[], comma = false): Head => ({ text, syllables: syllablesOf(text), uses, comma });

/** Heads in order of preference: each tier shuffled, earlier tiers first (the recipe's own words before others). */
type Tiers = Head[][];
const ordered = (tiers: Tiers, random: Random) => tiers.flatMap((tier) => random.shuffle(tier));

function join(h: Head, closer: Closer | null): string {
  if (!closer) return h.text;
  return `${h.text}${closer.comma || h.comma ? ', ' : ' '}${closer.text}`;
}

interface Fit {
  line: string;
  end: string;
  closer: Closer | null;
}

/**
 * Two lines that rhyme: each head gets a closer of one family (or ends the line itself when its own last
 * word is in that family), both within the metre. Families and heads are tried in a seeded order; exact
 * syllable counts are preferred to near ones; closers already used in the song are not reused.
 */
function rhymingPair(first: Tiers, second: Tiers, target: number, tones: readonly Tone[], used: Set<string>, random: Random, families?: string[]): [Fit, Fit] | null {
  const closers = CLOSERS.filter((closer) => tones.includes(closer.tone) && !used.has(closer.text));
  const familyIds = families ?? random.shuffle([...new Set(closers.map((closer) => closer.family))]);
  const firstOrder = ordered(first, random);
  const secondOrder = ordered(second, random);
  for (const tolerance of [0, METRE.tolerance]) {
    for (const family of familyIds) {
      const inFamily = closers.filter((closer) => closer.family === family);
      const fits = (heads: Head[], avoidEnd: string | null): Fit | null => {
        for (const h of heads) {
          const own = lastWord(h.text);
          if (!h.comma && own !== avoidEnd && rhymeKey(own) === family && hasRhymeFamily(own) && Math.abs(h.syllables - target) <= tolerance)
            return { line: h.text, end: own, closer: null };
          for (const closer of inFamily) {
            if (!h.uses.includes(closer.use) || sharesWord(h.text, closer.text)) continue;
            const end = lastWord(closer.text);
            if (end === avoidEnd || end === own) continue;
            if (Math.abs(h.syllables + syllablesOf(closer.text) - target) <= tolerance) return { line: join(h, closer), end, closer };
          }
        }
        return null;
      };
      const a = fits(firstOrder, null);
      if (!a) continue;
      const b = fits(secondOrder, a.end);
      if (!b) continue;
      for (const fit of [a, b]) if (fit.closer) used.add(fit.closer.text);
      return [a, b];
    }
  }
  return null;
}

/** A name this long is cut (a single 100-letter word is not a title). */
const HOOK_CHARACTERS_MAX = 40;
const clip = (name: string) => (name.length <= HOOK_CHARACTERS_MAX ? name : `${name.slice(0, HOOK_CHARACTERS_MAX - 1).trimEnd()}…`);

/** The name alone may fill a chorus line. */
const HOOK_SYLLABLES_MAX = METRE.chorus;
const SMALL_WORDS = new Set([
  'and',
  'with',
  'of',
  'in',
  'on',
  'a',
  'an',
  'the',
  'or',
  'to',
  'aux',
  'au',
  'de',
  'di',
  'du',
  'al',
  'alla',
  'con',
  'y',
  'e',
  'et',
  'la',
  'le',
  'da',
  'del',
]);

/** The dish's name in title case ('lemon tart' → 'Lemon Tart'); small joining words stay small. */
export function titleCase(title: string): string {
  return title
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : capitalise(word)))
    .join(' ');
}

/** The dish's name as the hook sings it: short enough for one chorus line (cut at 'with', 'and'... if long). */
export function hookTitle(title: string): string {
  const titled = titleCase(title);
  // A name with nothing to sing (emoji, punctuation) is sung as what it is.
  if (syllablesOf(titled) === 0) return 'This Dish';
  if (syllablesOf(titled) <= HOOK_SYLLABLES_MAX) return clip(titled);
  const parts = titled.split(' ');
  const cut = parts.findIndex((word, i) => i > 0 && /^(with|and|in|on|over|aux|au|a|al|alla|con|de|di|du|et|y|&|served|style)$/i.test(word));
  let short = cut > 0 ? parts.slice(0, cut) : parts;
  while (short.length > 1 && syllablesOf(short.join(' ')) > HOOK_SYLLABLES_MAX) short = short.slice(0, -1);
  return clip(short.join(' '));
}

function hookLines(title: string, tones: readonly Tone[], random: Random): [string, string] {
  const name = hookTitle(title);
  const fits = (part: { tone: Tone }) => tones.includes(part.tone);
  const options = HOOK_PREFIXES.filter(fits).flatMap((prefix) => HOOK_SUFFIXES.filter(fits).map((suffix) => `${prefix.text}${name}${suffix.text}`));
  const scored = random.shuffle(options).sort((a, b) => Math.abs(syllablesOf(a) - METRE.chorus) - Math.abs(syllablesOf(b) - METRE.chorus));
  const first = scored[0]!;
  // The third line answers the first with the same words where possible (a chorus repeats its hook).
  return [first, first];
}

/** Cooking verbs (heat and preparation alike) that are not also the name of a food ('toast', 'pickle'). */
const VERBS = [...Object.keys(HEAT_METHODS), ...Object.keys(PREP_METHODS)].filter((verb) => /^[a-z-]+$/.test(verb) && !getFoodIndex().findExact(verb));
const VERB_FORMS = new Map(VERBS.flatMap((verb) => verbForms(verb).map((form) => [form, verb] as const)));
/** Words that may stand before the verb of an instruction ("then gently stir"). */
const LEAD_WORDS = new Set([
  'then',
  'now',
  'gently',
  'slowly',
  'carefully',
  'quickly',
  'finally',
  'meanwhile',
  'also',
  'lightly',
  'briefly',
  'immediately',
  'just',
  'again',
  'next',
  'first',
  'continue',
  'to',
]);

const plainWords = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z-]+/g, ' ')
    .trim();

/**
 * What a step tells the cook to do: the verb an instruction clause starts with ("Cut the guanciale…",
 * "…and add the salt") and the clause itself. A clause is split at punctuation, 'and' and 'then', so "Bring
 * the water to the boil and add the salt" is about adding the salt, not boiling it.
 */
export function stepAction(step: string): { verb: string; clause: string } | null {
  const clauses = step.split(/[,;.:!()]|\band\b|\bthen\b/i);
  for (const [i, clause] of clauses.entries()) {
    const words = plainWords(clause).split(' ').filter(Boolean);
    const first = words.findIndex((word) => !LEAD_WORDS.has(word));
    const verb = first >= 0 ? VERB_FORMS.get(words[first]!) : undefined;
    // "Drain and rinse the chickpeas": a bare verb shares the next clause's object.
    if (verb) return { verb, clause: words.length - first <= 1 ? `${clause} ${clauses[i + 1] ?? ''}` : clause };
  }
  return null;
}

export interface StepObject {
  ingredient: LyricIngredient;
  /** 'with' when the clause uses it as a means ("season with salt"), not as what is acted on. */
  role: 'object' | 'with';
}

/** Which ingredient a clause acts on: the one it names first, and whether 'with' introduces it. */
export function stepObject(clause: string, ingredients: readonly LyricIngredient[]): StepObject | null {
  const text = ` ${normalizeName(clause)} `;
  // The earliest mention wins; at the same place the longer one ("olive oil" over "olive").
  let best: { ingredient: LyricIngredient; at: number; length: number } | null = null;
  for (const ingredient of ingredients) {
    for (const mention of ingredient.mentions) {
      const phrase = normalizeName(mention);
      for (const form of [phrase, `${phrase}s`, `${phrase}es`]) {
        const at = text.indexOf(` ${form} `);
        if (at >= 0 && (!best || at < best.at || (at === best.at && form.length > best.length))) best = { ingredient, at, length: form.length };
      }
    }
  }
  if (!best) return null;
  const before = text.slice(0, best.at).trim().split(' ');
  const means = before.slice(-3).includes('with');
  return { ingredient: best.ingredient, role: means ? 'with' : 'object' };
}

interface StepPick {
  verb: string;
  object: StepObject | null;
}

/**
 * Up to four steps spread over the method (near the first, a third, two thirds and the last), each with
 * its verb; near each of those points a step with a verb and an ingredient not sung yet is preferred, so
 * the verse does not repeat itself.
 */
function pickSteps(steps: readonly string[], ingredients: readonly LyricIngredient[]): StepPick[] {
  const usable: StepPick[] = steps.flatMap((step) => {
    const action = stepAction(step);
    return action ? [{ verb: action.verb, object: stepObject(action.clause, ingredients) }] : [];
  });
  if (usable.length <= LINES_PER_SECTION) return usable;
  const n = usable.length;
  const chosen: number[] = [];
  const sung = new Set<string>();
  const verbs = new Set<string>();
  for (const target of [0, Math.round((n - 1) / 3), Math.round((2 * (n - 1)) / 3), n - 1]) {
    const free = usable.map((_, i) => i).filter((i) => !chosen.includes(i));
    const isFresh = (i: number) => !verbs.has(usable[i]!.verb) && (!usable[i]!.object || !sung.has(usable[i]!.object!.ingredient.name));
    const fresh = free.filter(isFresh);
    const pool = fresh.length ? fresh : free;
    const pick = pool.sort((a, b) => Math.abs(a - target) - Math.abs(b - target) || a - b)[0]!;
    chosen.push(pick);
    verbs.add(usable[pick]!.verb);
    if (usable[pick]!.object) sung.add(usable[pick]!.object!.ingredient.name);
  }
  return chosen.sort((a, b) => a - b).map((i) => usable[i]!);
}

/** An ingredient line: the recipe's own name in every opening first, the plain catalogue name after. */
function ingredientHeads(ingredient: LyricIngredient): Tiers {
  // Without an article a counted food reads in the plural: "We gather eggs", not "We gather egg".
  const named = (opener: string, mention: string) => (opener.endsWith(' the') ? mention : pluralFoodName(mention));
  return ingredient.mentions.map((mention) => INGREDIENT_OPENERS.map((opener) => head(`${opener.text} ${named(opener.text, mention)}`, opener.verb ? GATHERING_USES : THING_USES)));
}

function stepHeads(step: StepPick, tones: readonly Tone[]): Tiers {
  const fit = (opener: { tone: Tone }) => tones.includes(opener.tone);
  const verb = (text: string) => text.replace('{v}', step.verb).replace('{V}', capitalise(step.verb));
  if (step.object?.role === 'with')
    return step.object.ingredient.mentions.map((mention) => STEP_WITH_OPENERS.filter(fit).map((opener) => head(`${verb(opener.text)} ${mention}`, METHOD_USES)));
  if (step.object) return step.object.ingredient.mentions.map((mention) => STEP_OPENERS.filter(fit).map((opener) => head(`${verb(opener.text)} ${mention}`, METHOD_USES)));
  return [STEP_OPENERS.filter(fit).flatMap((opener) => STEP_OBJECTS.map((object) => head(verb(opener.text).replace(/ the$/, ` ${object}`), METHOD_USES)))];
}

const sceneHeads = (offset: number): Tiers => [
  SCENE_CLAUSES.slice(offset)
    .concat(SCENE_CLAUSES.slice(0, offset))
    .map((text) => head(text, CLAUSE_USES)),
];

function tasteHeads(dominant: readonly MusicTaste[]): Tiers {
  const [first, second] = dominant;
  const fragment = (text: string) => head(text, ['adj'], true);
  if (!first) return [BALANCED_TASTE_LINES.map(fragment)];
  const [a1, a2] = TASTE_WORDS_SUNG[first];
  if (!second) return [[`${capitalise(a1)} and ${a2}`, `So ${a1}, so ${a2}`, `Oh so ${a1}`, capitalise(a1)].map(fragment)];
  const [b1] = TASTE_WORDS_SUNG[second];
  return [[`${capitalise(a1)} and ${b1}`, `So ${a1}, so ${b1}`, `${capitalise(a1)}, ${b1} and ${a2}`].map(fragment)];
}

/** A section's lines in rhyming couplets, one couplet per pair of head lists. */
function couplets(heads: Tiers[], target: number, tones: readonly Tone[], used: Set<string>, random: Random): string[] {
  const lines: string[] = [];
  for (let i = 0; i < heads.length; i += 2) {
    // When the two lines find no rhyme between them, one of them gives way to a kitchen scene.
    const pair =
      rhymingPair(heads[i]!, heads[i + 1]!, target, tones, used, random) ??
      rhymingPair(heads[i]!, sceneHeads(i + 5), target, tones, used, random) ??
      rhymingPair(sceneHeads(i + 5), heads[i + 1]!, target, tones, used, random) ??
      rhymingPair(sceneHeads(i), sceneHeads(i + 3), target, ['any', ...tones], used, random);
    // The last resort is not reached with Hearth's phrase bank (tests walk every demo recipe and mood).
    lines.push(...(pair ? [capitalise(pair[0].line), capitalise(pair[1].line)] : FALLBACK_COUPLET));
  }
  return lines;
}

/** Eight syllables each, rhyming on 'ay'. */
const FALLBACK_COUPLET: readonly [string, string] = ['We set the table, come what may', 'We call our friends along the way'];
/** Seven syllables each, rhyming on 'ay'. */
const FALLBACK_CHORUS: readonly [string, string] = ['A dish to share today', 'We sing along the way'];

export function composeLyrics(input: LyricInput): LyricSection[] {
  const random = seededRandom(input.seed);
  const tones = MOOD_TONES[input.mood];
  const used = new Set<string>();

  const verseOneHeads = [0, 1, 2, 3].map((i) => (input.featured[i] ? ingredientHeads(input.featured[i]!) : sceneHeads(i * 3)));
  const verseOne = couplets(verseOneHeads, METRE.verse, tones, used, random);

  const steps = pickSteps(input.steps, input.all);
  const verseTwoHeads = [0, 1, 2, 3].map((i) => (steps[i] ? stepHeads(steps[i]!, tones) : sceneHeads(i * 3 + 1)));
  const verseTwo = couplets(verseTwoHeads, METRE.verse, tones, used, random);

  const [hookOne, hookTwo] = hookLines(input.title, tones, random);
  const moodHeads: Tiers = [MOOD_CLAUSES[input.mood].map((text) => head(text, CLAUSE_USES))];
  // An unknown taste is sung as unknown: that line rhymes on its own last word and the mood line answers it.
  const pair = input.tasteKnown
    ? rhymingPair(tasteHeads(input.dominant), moodHeads, METRE.chorus, tones, used, random)
    : rhymingPair([UNKNOWN_TASTE_LINES.map((text) => head(text, []))], moodHeads, METRE.chorus, tones, used, random, [UNKNOWN_TASTE_FAMILY]);
  const [tasteLine, moodLine] = pair ? [pair[0].line, pair[1].line] : FALLBACK_CHORUS;
  return [
    { label: 'Verse 1', lines: verseOne },
    { label: 'Chorus', lines: [hookOne, capitalise(tasteLine), hookTwo, capitalise(moodLine)] },
    { label: 'Verse 2', lines: verseTwo },
  ];
}

/** Lyrics as the member reads them: '[Verse 1]' and so on, a blank line between sections. */
export function lyricsText(sections: readonly { label: string; lines: readonly string[] }[]): string {
  return sections.map((section) => [`[${section.label}]`, ...section.lines].join('\n')).join('\n\n');
}

/** Sections of lyrics text; lines before any heading belong to an unnamed section. */
export function parseLyrics(text: string): { label: string; lines: string[] }[] {
  const sections: { label: string; lines: string[] }[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const heading = /^\[([^\]]+)\]$/.exec(line);
    if (heading) sections.push({ label: heading[1]!.trim(), lines: [] });
    else {
      if (!sections.length) sections.push({ label: '', lines: [] });
      sections.at(-1)!.lines.push(line);
    }
  }
  return sections;
}

export const wordCount = (line: string) => wordsOf(line).length;
