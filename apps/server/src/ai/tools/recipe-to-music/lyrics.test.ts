import { MUSIC_MOODS } from '@hearth/contracts';
import { describe, expect, it } from 'vitest';
import { demoRecipes } from '../../../db/seed/demo-recipes';
import { getFoodIndex } from '../../knowledge/lookup';
import { lastWord, rhymeKey, rhymes, syllablesOf } from '../../knowledge/music-prosody';
import { normalizeName } from '../../knowledge/normalize';
import { composeSong, musicContext, type DishInput } from './builtin';
import {
  BALANCED_TASTE_LINES,
  CLOSERS,
  HOOK_PREFIXES,
  HOOK_SUFFIXES,
  INGREDIENT_OPENERS,
  MOOD_CLAUSES,
  SCENE_CLAUSES,
  STEP_OBJECTS,
  STEP_OPENERS,
  STEP_WITH_OPENERS,
  TASTE_WORDS_SUNG,
  UNKNOWN_TASTE_FAMILY,
  UNKNOWN_TASTE_LINES,
} from './lyric-phrases';
import { METRE, hookTitle, parseLyrics, stepAction, stepObject } from './lyrics';
import { ingredientsMentioned, musicTaskOutputSchema, songProblems } from './task';

const dishOf = (recipe: (typeof demoRecipes)[number], id: number): DishInput => ({
  recipeId: id,
  title: recipe.title,
  lines: recipe.ingredients.map((line) => ({ quantity: String(line.quantity ?? ''), unit: line.unit ?? '', name: line.name })),
  steps: recipe.steps.map((step) => step.instruction),
});

const sections = (lyrics: string) => Object.fromEntries(parseLyrics(lyrics).map((s) => [s.label, s.lines]));

/** The lyrics obey the metre and rhyme scheme: verses AABB in eights, the chorus XAXA in sevens (±1). */
function expectScansAndRhymes(lyrics: string, where: string) {
  const parts = sections(lyrics);
  expect(Object.keys(parts), where).toEqual(['Verse 1', 'Chorus', 'Verse 2']);
  for (const [label, lines] of Object.entries(parts)) {
    expect(lines, `${where} ${label}`).toHaveLength(4);
    const target = label === 'Chorus' ? METRE.chorus : METRE.verse;
    for (const line of lines) expect(Math.abs(syllablesOf(line) - target), `${where}: “${line}” has ${syllablesOf(line)}`).toBeLessThanOrEqual(METRE.tolerance);
  }
  for (const label of ['Verse 1', 'Verse 2']) {
    const [a, b, c, d] = parts[label]!.map(lastWord);
    expect(rhymes(a!, b!), `${where} ${label}: ${a}/${b}`).toBe(true);
    expect(rhymes(c!, d!), `${where} ${label}: ${c}/${d}`).toBe(true);
  }
  const chorus = parts.Chorus!.map(lastWord);
  expect(rhymes(chorus[1]!, chorus[3]!), `${where} chorus: ${chorus[1]}/${chorus[3]}`).toBe(true);
}

describe('lyrics for every demo recipe in every mood', () => {
  const cases = demoRecipes.flatMap((recipe, i) => MUSIC_MOODS.map((mood) => ({ recipe, id: i + 1, mood })));

  it(`scan, rhyme, name the dish’s own ingredients and no other food, and pass the task’s check (${cases.length} songs)`, () => {
    for (const { recipe, id, mood } of cases) {
      const dish = dishOf(recipe, id);
      const context = musicContext(dish, mood);
      const song = composeSong(dish, mood, context);
      const where = `${recipe.title} (${mood})`;
      expectScansAndRhymes(song.lyrics, where);
      expect(ingredientsMentioned(song.lyrics, context).length, where).toBeGreaterThanOrEqual(Math.min(4, context.featured.length));
      expect(songProblems({ dish, mood }, song, context), where).toEqual([]);
    }
  });

  it('sings the method with the recipe’s own verbs', () => {
    const carbonara = demoRecipes.find((r) => r.title === 'Spaghetti Carbonara')!;
    const parts = sections(composeSong(dishOf(carbonara, 1), 'calm').lyrics);
    const verse = parts['Verse 2']!.join(' ').toLowerCase();
    const verbs = ['add', 'cut', 'whisk', 'cook', 'toss', 'pour', 'serve'].filter((verb) => new RegExp(`\\b${verb}\\b`).test(verse));
    expect(verbs.length).toBeGreaterThanOrEqual(3);
  });

  it('is deterministic, and differs between moods', () => {
    const dish = dishOf(demoRecipes[0]!, 1);
    expect(composeSong(dish, 'calm')).toEqual(composeSong(dish, 'calm'));
    expect(composeSong(dish, 'calm').lyrics).not.toBe(composeSong(dish, 'energetic').lyrics);
  });
});

describe('lyrics for a dish name', () => {
  it.each([
    'Lemon tart',
    'Mango sticky rice',
    'Chocolate cake',
    'Salted caramel',
    'Grandpa’s surprise',
    'x',
    '123',
    '🍰🍰',
    'पनीर टिक्का',
    'x'.repeat(120),
    'The very long name of a dish that goes on and on with cheese',
  ])('“%s” scans, rhymes and passes the check in every mood', (title) => {
    for (const mood of MUSIC_MOODS) {
      const dish = { recipeId: null, title, lines: [], steps: [] };
      const song = composeSong(dish, mood);
      expectScansAndRhymes(song.lyrics, `${title} (${mood})`);
      expect(musicTaskOutputSchema.safeParse(song).success).toBe(true);
      expect(songProblems({ dish, mood }, song)).toEqual([]);
    }
  });

  it('sings an unknown taste as unknown, and invents no method', () => {
    const song = composeSong({ recipeId: null, title: 'Grandpa’s surprise', lines: [], steps: [] }, 'calm');
    expect(sections(song.lyrics).Chorus![1]).toMatch(/A (taste|flavour)( that)? we (do not|don’t) know/);
    const verse = sections(song.lyrics)['Verse 2']!.join(' ').toLowerCase();
    for (const verb of ['bake', 'fry', 'simmer', 'boil', 'roast', 'whisk']) expect(verse).not.toContain(verb);
  });
});

describe('the phrase bank', () => {
  const index = getFoodIndex();
  /** Any run of one to four words that the food catalogue knows as a food. */
  const foodsIn = (text: string) => {
    const words = normalizeName(text).split(' ').filter(Boolean);
    const found: string[] = [];
    for (let i = 0; i < words.length; i++)
      for (let n = 1; n <= 4 && i + n <= words.length; n++) if (index.findExact(words.slice(i, i + n).join(' '))) found.push(words.slice(i, i + n).join(' '));
    return found;
  };

  it('names no food anywhere', () => {
    const phrases = [
      ...CLOSERS.map((c) => c.text),
      ...INGREDIENT_OPENERS.map((o) => o.text),
      ...STEP_OPENERS.map((o) => o.text.replace(/\{v\}/i, '')),
      ...STEP_WITH_OPENERS.map((o) => o.text.replace(/\{v\}/i, '')),
      ...STEP_OBJECTS,
      ...SCENE_CLAUSES,
      ...Object.values(MOOD_CLAUSES).flat(),
      ...Object.values(TASTE_WORDS_SUNG).flat(),
      ...BALANCED_TASTE_LINES,
      ...UNKNOWN_TASTE_LINES,
      ...HOOK_PREFIXES.map((h) => h.text),
      ...HOOK_SUFFIXES.map((h) => h.text),
    ];
    for (const phrase of phrases) expect(foodsIn(phrase), phrase).toEqual([]);
  });

  it('files every line ending under the family its last word rhymes in', () => {
    for (const closer of CLOSERS) expect(rhymeKey(lastWord(closer.text)), closer.text).toBe(closer.family);
    for (const line of UNKNOWN_TASTE_LINES) expect(rhymeKey(lastWord(line))).toBe(UNKNOWN_TASTE_FAMILY);
  });

  it('has no line ending twice', () => {
    const texts = CLOSERS.map((c) => c.text);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('reading a method step', () => {
  const ingredients = [
    { name: 'salt', mentions: ['salt'] },
    { name: 'chickpeas', mentions: ['chickpeas', 'chickpea'] },
    { name: 'olive oil', mentions: ['olive oil'] },
    { name: 'kalamata olives', mentions: ['kalamata olives', 'olive'] },
  ];
  it.each([
    ['Bring a large pot of water to the boil and add the salt.', 'add', 'salt', 'object'],
    ['Drain and rinse the chickpeas, then simmer for 15 minutes.', 'drain', 'chickpeas', 'object'],
    ['Gently whisk the olive oil with the lemon juice.', 'whisk', 'olive oil', 'object'],
    ['Season with salt and serve.', 'season', 'salt', 'with'],
    ['Leave it overnight.', null, null, null],
  ])('“%s” → %s %s (%s)', (step, verb, object, role) => {
    const action = stepAction(step);
    expect(action?.verb ?? null).toBe(verb);
    const found = action ? stepObject(action.clause, ingredients) : null;
    expect(found?.ingredient.name ?? null).toBe(object);
    expect(found?.role ?? null).toBe(role);
  });

  it('never takes a food’s name for a verb ("toast", "pickle")', () => {
    expect(stepAction('Toast the bread until golden.')).toBeNull();
  });
});

describe('the hook', () => {
  it('title-cases the dish and shortens a long name at its first joining word', () => {
    expect(hookTitle('lemon tart')).toBe('Lemon Tart');
    expect(hookTitle('Omelette aux Fines Herbes')).toBe('Omelette aux Fines Herbes');
    expect(hookTitle('Miso Soup with Tofu and Wakame')).toBe('Miso Soup');
    expect(syllablesOf(hookTitle('The very long name of a dish that goes on and on'))).toBeLessThanOrEqual(METRE.chorus);
    expect(hookTitle('Spaghetti Carbonara')).toBe('Spaghetti Carbonara');
    expect(hookTitle('x'.repeat(120))).toHaveLength(40);
    expect(hookTitle('🍰')).toBe('This Dish');
  });
});

describe('grammar of the ingredient lines', () => {
  it('never sings a counted food in the singular without an article ("We gather eggs")', () => {
    const bare =
      /\b(?:We gather|We measure|We reach for|Now we gather|With|And) (egg|lemon|onion|tomato|tortilla|potato|ladyfinger)\b(?!s\b| (?:yolks?|whites?|noodles?|paste|purée|puree|sauce|leaves|juice|zest)\b)/;
    for (const [index, recipe] of demoRecipes.entries()) {
      for (const mood of MUSIC_MOODS) {
        const { lyrics } = composeSong(dishOf(recipe, index + 1), mood);
        for (const line of lyrics.split('\n')) expect(line, `${recipe.title} (${mood})`).not.toMatch(bare);
      }
    }
  });
});
