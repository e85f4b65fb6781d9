// Recipe to Music's built-in engine: the dish's taste read from the food knowledge, the musical plan that
// taste and the mood call for, and lyrics from the dish's own ingredients and method. Pure and seeded:
// the same dish and mood always give the same song.
import type { MusicMood } from '@hearth/contracts';
import { MOOD_MUSIC } from '../../knowledge/music-crossmodal';
import { syllablesOf } from '../../knowledge/music-prosody';
import { normalizeName } from '../../knowledge/normalize';
import { isPantryStaple } from '../../knowledge/pantry-staples';
import { composeLyrics, hookTitle, lyricsText, titleCase, type LyricIngredient } from './lyrics';
import { planMusic, type MusicPlan } from './plan';
import { hashSeed } from './random';
import { readDishNameTaste, readRecipeTaste, type IngredientLine, type KnownIngredient, type TasteReading } from './taste';

export interface DishInput {
  /** The recipe the song is about, or null for a dish name. */
  recipeId: number | null;
  /** The recipe's title or the dish name as typed. */
  title: string;
  lines: IngredientLine[];
  steps: string[];
}

export interface MusicContext {
  taste: TasteReading;
  plan: MusicPlan;
  /** Every ingredient the lyrics may name, with the words to sing it by. */
  ingredients: LyricIngredient[];
  /** Verse one's four, most characteristic first. */
  featured: LyricIngredient[];
  /** Picks the key: the same dish, the same key, whatever the mood. */
  dishSeed: number;
  /** Picks words and notes: the same dish and mood, the same song. */
  songSeed: number;
}

const VERSE_INGREDIENTS = 4;

/**
 * Ways to sing an ingredient: the recipe's own words, and the food's plain catalogue name when that is
 * shorter ('crushed tomato' or 'tomato'). Catalogue aliases are not used: they are there for reading
 * recipes ('big onion', 'frying oil'), not for singing.
 */
export function mentionsOf(ingredient: KnownIngredient): string[] {
  const own = ingredient.name.toLowerCase().replace(/\s+/g, ' ').trim();
  const plain = ingredient.food?.name.toLowerCase();
  if (!plain || plain === own || !/^[a-z][a-z ]*$/.test(plain) || syllablesOf(plain) >= syllablesOf(own)) return [own];
  return [own, plain];
}

/**
 * Verse one's ingredients: those that make the dish what it is before the kitchen basics (salt, oil, water),
 * then the larger amounts first; the recipe's order breaks ties.
 */
function featuredOf(ingredients: readonly KnownIngredient[]): KnownIngredient[] {
  const ranked = ingredients
    .map((ingredient, order) => ({ ingredient, order, staple: isPantryStaple(ingredient.food ?? undefined), grams: ingredient.grams ?? 30 }))
    .filter(({ ingredient }) => ingredient.food?.id !== 'water')
    .sort((a, b) => Number(a.staple) - Number(b.staple) || b.grams - a.grams || a.order - b.order);
  return ranked.slice(0, VERSE_INGREDIENTS).map(({ ingredient }) => ingredient);
}

export function musicContext(dish: DishInput, mood: MusicMood): MusicContext {
  const taste = dish.recipeId !== null ? readRecipeTaste(dish.lines) : readDishNameTaste(dish.title);
  const identity = `${dish.recipeId ?? 'dish'}|${normalizeName(dish.title)}`;
  const dishSeed = hashSeed(identity);
  const songSeed = hashSeed(`${identity}|${mood}`);
  const plan = planMusic(taste, mood, dishSeed);
  const unique = taste.ingredients.filter((ingredient, i, all) => all.findIndex((other) => other.name.toLowerCase() === ingredient.name.toLowerCase()) === i);
  const toLyric = (ingredient: KnownIngredient): LyricIngredient => ({ name: ingredient.name.toLowerCase(), mentions: mentionsOf(ingredient) });
  return { taste, plan, ingredients: unique.map(toLyric), featured: featuredOf(unique).map(toLyric), dishSeed, songSeed };
}

export interface SongDraft {
  songTitle: string;
  musicStyle: string;
  tempo: number;
  lyrics: string;
  musicalElements: { key: string; mode: MusicPlan['mode']; timeSignature: MusicPlan['timeSignature'] };
}

/** A song title names the dish in full when the name is short enough to be a title, else as the hook sings it. */
const TITLE_NAME_MAX = 40;

export function songTitleFor(title: string, mood: MusicMood): string {
  const full = titleCase(title);
  return MOOD_MUSIC[mood].title.replace('{dish}', full.length <= TITLE_NAME_MAX ? full : hookTitle(title));
}

/** The built-in song: title, style, the taste-placed tempo, lyrics, and the plan's key, mode and metre. */
export function composeSong(dish: DishInput, mood: MusicMood, context: MusicContext = musicContext(dish, mood)): SongDraft {
  const { plan, taste } = context;
  const sections = composeLyrics({
    title: dish.title,
    featured: context.featured,
    all: context.ingredients,
    steps: dish.steps,
    mood,
    dominant: taste.dominant,
    tasteKnown: taste.profile !== null,
    seed: context.songSeed,
  });
  return {
    songTitle: songTitleFor(dish.title, mood),
    musicStyle: plan.style,
    tempo: plan.tempo,
    lyrics: lyricsText(sections),
    musicalElements: { key: plan.key, mode: plan.mode, timeSignature: plan.timeSignature },
  };
}
