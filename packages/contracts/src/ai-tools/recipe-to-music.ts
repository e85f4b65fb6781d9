import { z } from 'zod';
import { safeText } from '../input';
import { MUSIC_HISTORY_OLDER_MAX } from '../limits';
import { DEFAULT_MUSIC_MOOD, MUSIC_MOODS } from '../options';
import { defineToolContract, endpoint, optionalId, toolSourceSchema } from './define';

/** A dish name is a name, not a description. */
export const MUSIC_DISH_NAME_MAX = 120;

export const recipeToMusicMessages = {
  /** spec §5: a selected recipe or a non-blank dish name. */
  nothingToCompose: 'Please select a recipe or enter a dish name',
  dishNameTooLong: `Please keep the dish name under ${MUSIC_DISH_NAME_MAX} characters`,
  mood: `Please choose a mood: ${MUSIC_MOODS.join(', ')}`,
} as const;

export type MusicMood = (typeof MUSIC_MOODS)[number];

/** An empty or blank dish name means none (the screen sends null in recipe mode). */
const dishNameField = z
  .union([safeText().max(MUSIC_DISH_NAME_MAX, recipeToMusicMessages.dishNameTooLong), z.null()])
  .optional()
  .transform((value) => (value && value.trim() ? value.trim() : null));

/** spec §7: {recipeId or null, dishName or null, mood}; a recipe, when given, is what the song is about. */
export const recipeToMusicRequestSchema = z
  .object({
    recipeId: optionalId,
    dishName: dishNameField,
    mood: z.enum(MUSIC_MOODS, { error: recipeToMusicMessages.mood }).default(DEFAULT_MUSIC_MOOD),
  })
  .refine((request) => request.recipeId !== null || request.dishName !== null, { message: recipeToMusicMessages.nothingToCompose, path: ['dishName'] });
export type RecipeToMusicRequest = z.input<typeof recipeToMusicRequestSchema>;

/** Major and minor are named as musicians say them; the others are the church modes. */
export const MUSIC_MODES = ['major', 'minor', 'dorian', 'phrygian', 'lydian', 'mixolydian'] as const;
export type MusicMode = (typeof MUSIC_MODES)[number];
export const MUSIC_TIME_SIGNATURES = ['4/4', '3/4'] as const;
export const MUSIC_SECTIONS = ['intro', 'verse', 'chorus', 'outro'] as const;
export const MUSIC_PARTS = ['melody', 'harmony', 'bass', 'percussion'] as const;
export const MUSIC_ARTICULATIONS = ['legato', 'normal', 'staccato'] as const;
export const MUSIC_REGISTERS = ['low', 'middle', 'high'] as const;
export const MUSIC_HARMONY_COLOURS = ['consonant triads', 'added seconds'] as const;
export const MUSIC_TASTES = ['sweet', 'sour', 'salty', 'bitter', 'umami'] as const;
export type MusicTaste = (typeof MUSIC_TASTES)[number];

const label = (max: number) => safeText().trim().min(1).max(max);

/** One piece of the recording: what plays in it, bar by bar. */
export const musicSectionSchema = z.object({
  section: z.enum(MUSIC_SECTIONS),
  /** 'Verse 1', 'Chorus'... as the lyrics head them. */
  label: label(20),
  bars: z.number().int().min(1).max(32),
  /** One chord symbol per bar. */
  chords: z.array(label(12)).min(1).max(32),
});
export type MusicSection = z.infer<typeof musicSectionSchema>;

/** One choice and why it was made, with the work it rests on (or 'Hearth's choice'). */
export const musicReasonSchema = z.object({ choice: label(120), because: label(600), source: label(1000) });

/**
 * The musical elements of a composition (spec §3 'Music composition'): what the audio at musicUrl
 * actually plays, and how the dish's taste and the mood led to it.
 */
export const musicalElementsSchema = z.object({
  /** The tonic, e.g. 'D', 'Bb', 'F#'. */
  key: z.string().regex(/^[A-G][b#]?$/),
  mode: z.enum(MUSIC_MODES),
  /** The scale's notes, tonic first. */
  scale: z.array(z.string().regex(/^[A-G][b#]?$/)).length(7),
  timeSignature: z.enum(MUSIC_TIME_SIGNATURES),
  /** The mood's tempo range in BPM; the tempo sits in it where the taste put it. */
  tempoRange: z.object({ min: z.number().int(), max: z.number().int() }),
  instruments: z.array(z.object({ part: z.enum(MUSIC_PARTS), name: label(60), sound: label(160) })).length(4),
  structure: z.array(musicSectionSchema).min(3).max(8),
  articulation: z.enum(MUSIC_ARTICULATIONS),
  register: z.enum(MUSIC_REGISTERS),
  harmony: z.enum(MUSIC_HARMONY_COLOURS),
  durationSeconds: z.number().min(1).max(120),
  /** The dish's taste as Hearth's food knowledge reads it; null when it knows none of it. */
  taste: z.object({
    profile: z.record(z.enum(MUSIC_TASTES), z.number().min(0).max(10)).nullable(),
    dominant: z.array(z.enum(MUSIC_TASTES)).max(3),
    basis: label(300),
    unknownIngredients: z.array(label(120)).max(60),
  }),
  reasoning: z.array(musicReasonSchema).min(1).max(12),
});
export type MusicalElements = z.infer<typeof musicalElementsSchema>;

/** spec §3 'Music composition', plus which engine wrote the words. */
export const musicCompositionSchema = z.object({
  id: z.number().int(),
  songTitle: label(100),
  mood: z.enum(MUSIC_MOODS),
  musicStyle: label(100),
  /** Beats per minute. */
  tempo: z.number().int().min(40).max(200),
  /** Sections headed '[Verse 1]', '[Chorus]'..., lines separated by newlines. */
  lyrics: safeText().trim().min(1).max(4000),
  musicalElements: musicalElementsSchema,
  musicUrl: safeText().min(1).max(300),
  createdAt: safeText(),
  source: toolSourceSchema,
});
export type MusicComposition = z.infer<typeof musicCompositionSchema>;

/** The latest composition plus up to six older ones (spec §2). */
export const MUSIC_HISTORY_LIMIT = 1 + MUSIC_HISTORY_OLDER_MAX;

export const recipeToMusicContract = defineToolContract({
  key: 'recipe-to-music',
  endpoints: {
    compose: endpoint({
      method: 'POST',
      path: '/api/ai/recipe-to-music',
      body: 'json',
      request: recipeToMusicRequestSchema,
      response: musicCompositionSchema,
      usesAi: true,
      summary: 'A song for a recipe or a dish name in a mood: lyrics from its ingredients and steps, musical elements from its taste, and a rendered WAV',
      examples: {
        valid: { recipeId: null, dishName: 'Lemon tart', mood: 'calm' },
        invalid: { request: { recipeId: null, dishName: '   ', mood: 'calm' }, message: recipeToMusicMessages.nothingToCompose },
      },
    }),
    history: endpoint({
      method: 'GET',
      path: '/api/ai/recipe-to-music/history',
      body: 'query',
      request: z.object({}),
      response: z.array(musicCompositionSchema).max(MUSIC_HISTORY_LIMIT),
      usesAi: false,
      summary: 'The member’s latest composition and up to six older ones, newest first',
      examples: { valid: {}, invalid: null },
    }),
  },
});
