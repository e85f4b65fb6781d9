// How tastes sound and how moods are played: the knowledge Recipe to Music composes from.
//
// Taste → sound rests on the crossmodal-correspondence research: people, musicians or not, match tastes
// to sounds consistently. What each study found is written below in Hearth's words, with the study named;
// where the research gives a direction (higher, slower, legato) Hearth turns it into a concrete setting,
// and those settings (how many semitones, which end of a tempo range) are Hearth's own choices. Where the
// research says nothing (fat, pungency, most instrument choices) the data says so and no claim is made.
//
// Mood → music rests on the music-and-emotion research (tempo and mode are the strongest cues listeners
// use). The BPM ranges and the mode, metre and drum pattern per mood are Hearth's editorial choices within
// the directions those studies report.
import type { MusicMode, MusicMood, MusicTaste } from '@hearth/contracts';

export const MUSIC_SOURCES = {
  crisinelSpence2010:
    'Crisinel, A.-S. & Spence, C. (2010). As bitter as a trombone: Synesthetic correspondences in nonsynesthetes between tastes/flavors and musical notes. Attention, Perception, & Psychophysics 72(7), 1994–2002',
  knoferleSpence2012: 'Knöferle, K. & Spence, C. (2012). Crossmodal correspondences between sounds and tastes. Psychonomic Bulletin & Review 19(6), 992–1006',
  meszTrevisanSigman2011: 'Mesz, B., Trevisan, M. A. & Sigman, M. (2011). The taste of music. Perception 40(2), 209–219',
  crisinelEtAl2012:
    'Crisinel, A.-S., Cosser, S., King, S., Jones, R., Petrie, J. & Spence, C. (2012). A bittersweet symphony: Systematically modulating the taste of food by changing the sonic properties of the soundtrack playing in the background. Food Quality and Preference 24(1), 201–204',
  gabrielssonLindstrom2010:
    'Gabrielsson, A. & Lindström, E. (2010). The role of structure in the musical expression of emotions. In P. N. Juslin & J. A. Sloboda (eds.), Handbook of Music and Emotion (Oxford University Press), 367–400',
  hevner1935: 'Hevner, K. (1935). The affective character of the major and minor modes in music. American Journal of Psychology 47(1), 103–118',
  hevner1937: 'Hevner, K. (1937). The affective value of pitch and tempo in music. American Journal of Psychology 49(4), 621–630',
  hearth: 'Hearth’s choice (no research claim)',
} as const;

export type PitchDirection = 'higher' | 'lower';

/** What the research reports for one basic taste, as settings a composer can use. */
export interface TasteSound {
  taste: MusicTaste;
  /** The finding in one sentence, Hearth's wording. */
  finding: string;
  pitch: PitchDirection | null;
  tempo: 'slower' | 'faster' | null;
  articulation: 'legato' | 'staccato' | null;
  harmony: 'consonant' | 'dissonant' | null;
  /** The melody instrument the research pairs with this taste, or null when it names none. */
  instrument: string | null;
  sources: readonly string[];
}

export const TASTE_SOUNDS: Record<MusicTaste, TasteSound> = {
  sweet: {
    taste: 'sweet',
    finding: 'Sweetness is matched to higher notes, to consonant harmony, to slow and soft playing, and to the sound of a piano.',
    pitch: 'higher',
    tempo: 'slower',
    articulation: null,
    harmony: 'consonant',
    instrument: 'piano',
    sources: [MUSIC_SOURCES.crisinelSpence2010, MUSIC_SOURCES.meszTrevisanSigman2011, MUSIC_SOURCES.crisinelEtAl2012],
  },
  sour: {
    taste: 'sour',
    finding: 'Sourness is matched to the highest notes, to fast playing and to dissonance.',
    pitch: 'higher',
    tempo: 'faster',
    articulation: null,
    harmony: 'dissonant',
    instrument: null,
    sources: [MUSIC_SOURCES.crisinelSpence2010, MUSIC_SOURCES.meszTrevisanSigman2011],
  },
  bitter: {
    taste: 'bitter',
    finding: 'Bitterness is matched to low notes played continuously (legato), and to brass such as the trombone.',
    pitch: 'lower',
    tempo: null,
    articulation: 'legato',
    harmony: null,
    instrument: 'brass',
    sources: [MUSIC_SOURCES.crisinelSpence2010, MUSIC_SOURCES.meszTrevisanSigman2011, MUSIC_SOURCES.crisinelEtAl2012],
  },
  salty: {
    taste: 'salty',
    finding: 'Saltiness is played as short notes with silences between them (staccato).',
    pitch: null,
    tempo: null,
    articulation: 'staccato',
    harmony: null,
    instrument: null,
    sources: [MUSIC_SOURCES.meszTrevisanSigman2011],
  },
  umami: {
    taste: 'umami',
    finding: 'Umami, like bitterness, is matched to low notes.',
    pitch: 'lower',
    tempo: null,
    articulation: null,
    harmony: null,
    instrument: null,
    sources: [MUSIC_SOURCES.crisinelSpence2010],
  },
};

/** Said once in every answer that reads a taste: the correspondences are averages, not laws. */
export const CROSSMODAL_CAVEAT = 'These are associations most people share, reviewed by Knöferle & Spence (2012); they describe averages, not rules every listener feels.';

/**
 * A melody sound for tastes the research names no instrument for, and for an unknown taste. Hearth's
 * choices: bright and plucked for sour (the research asks only for high and fast), a mallet for salty
 * (its notes are short by nature, which staccato asks for), a soft electric piano as the neutral voice.
 */
export const EDITORIAL_MELODY_SOUNDS = { sour: 'pluck', salty: 'marimba', umami: 'electric piano', neutral: 'electric piano' } as const;

export type PercussionPattern = 'driving' | 'backbeat' | 'light' | 'brushed';

/** How a mood is played: Hearth's settings within the directions the music-emotion research gives. */
export interface MoodMusic {
  mood: MusicMood;
  /** BPM; fast for active and happy moods, slow for calm and sad ones. */
  tempo: { min: number; max: number };
  mode: MusicMode;
  timeSignature: '4/4' | '3/4';
  percussion: PercussionPattern;
  /** The adjective and the form of the style line ('Gentle piano ballad'). */
  style: { adjective: string; form: string };
  /** How a song title is made from the dish ('{dish} Lullaby'). */
  title: string;
  /** Why, in one sentence. */
  because: string;
  sources: readonly string[];
}

const EMOTION = [MUSIC_SOURCES.gabrielssonLindstrom2010, MUSIC_SOURCES.hevner1935, MUSIC_SOURCES.hevner1937];

export const MOOD_MUSIC: Record<MusicMood, MoodMusic> = {
  energetic: {
    mood: 'energetic',
    tempo: { min: 128, max: 152 },
    mode: 'mixolydian',
    timeSignature: '4/4',
    percussion: 'driving',
    style: { adjective: 'Driving', form: 'groove' },
    title: '{dish} Groove',
    because: 'Fast tempi and a major-sounding mode read as active and happy; the flattened seventh of the mixolydian mode gives it drive.',
    sources: EMOTION,
  },
  calm: {
    mood: 'calm',
    tempo: { min: 66, max: 84 },
    mode: 'major',
    timeSignature: '4/4',
    percussion: 'brushed',
    style: { adjective: 'Gentle', form: 'ballad' },
    title: '{dish} Lullaby',
    because: 'Slow tempi, the major mode and soft, even playing read as calm and peaceful.',
    sources: EMOTION,
  },
  romantic: {
    mood: 'romantic',
    tempo: { min: 84, max: 100 },
    mode: 'major',
    timeSignature: '3/4',
    percussion: 'light',
    style: { adjective: 'Tender', form: 'waltz' },
    title: '{dish} Serenade',
    because: 'A moderate tempo in the major mode reads as tender; three beats to the bar make it a waltz to dance to.',
    sources: EMOTION,
  },
  mysterious: {
    mood: 'mysterious',
    tempo: { min: 72, max: 96 },
    mode: 'phrygian',
    timeSignature: '4/4',
    percussion: 'brushed',
    style: { adjective: 'Shadowy', form: 'nocturne' },
    title: 'The Secret of {dish}',
    because: 'The minor-sounding phrygian mode, with its half step above the tonic, and a moderate, quiet pulse read as uncertain and mysterious.',
    sources: EMOTION,
  },
  playful: {
    mood: 'playful',
    tempo: { min: 108, max: 132 },
    mode: 'lydian',
    timeSignature: '4/4',
    percussion: 'light',
    style: { adjective: 'Bouncy', form: 'ditty' },
    title: '{dish} Hop',
    because: 'A lively tempo in a bright major-sounding mode reads as playful; the raised fourth of the lydian mode adds a wink.',
    sources: EMOTION,
  },
  melancholic: {
    mood: 'melancholic',
    tempo: { min: 60, max: 76 },
    mode: 'minor',
    timeSignature: '4/4',
    percussion: 'brushed',
    style: { adjective: 'Wistful', form: 'lament' },
    title: 'Ballad of {dish}',
    because: 'Slow tempi and the minor mode are the strongest cues of sadness listeners report.',
    sources: EMOTION,
  },
  celebratory: {
    mood: 'celebratory',
    tempo: { min: 116, max: 140 },
    mode: 'major',
    timeSignature: '4/4',
    percussion: 'backbeat',
    style: { adjective: 'Festive', form: 'anthem' },
    title: '{dish} Anthem',
    because: 'A fast tempo in the major mode with a strong backbeat reads as joyful and festive.',
    sources: EMOTION,
  },
};

/**
 * Taste words a dish name may carry ('sweet and sour pork', 'salted caramel'), read as that taste at the
 * strength given (0–10). Hearth's reading of plain English, used only for dish names without a recipe.
 */
export const TASTE_WORDS: Readonly<Record<string, Partial<Record<MusicTaste, number>>>> = {
  sweet: { sweet: 8 },
  sugary: { sweet: 9 },
  candied: { sweet: 8 },
  sour: { sour: 8 },
  tangy: { sour: 6 },
  zesty: { sour: 5 },
  pickled: { sour: 7, salty: 4 },
  salty: { salty: 8 },
  salted: { salty: 6 },
  bitter: { bitter: 8 },
  bittersweet: { bitter: 5, sweet: 5 },
  savoury: { umami: 6 },
  savory: { umami: 6 },
  umami: { umami: 8 },
};
