// From the dish's taste and the mood to the musical choices: key, mode, tempo, register, articulation,
// harmony and instruments, each with the reason and the work it rests on. Pure and deterministic.
import type { MusicMood, MusicMode, MusicTaste } from '@hearth/contracts';
import { CROSSMODAL_CAVEAT, EDITORIAL_MELODY_SOUNDS, MOOD_MUSIC, MUSIC_SOURCES, TASTE_SOUNDS, type PercussionPattern } from '../../knowledge/music-crossmodal';
import { seededRandom } from './random';
import type { TasteProfile, TasteReading } from './taste';
import { spellScale, tonicsFor } from './theory';

export type MelodyVoice = 'piano' | 'brass' | 'pluck' | 'marimba' | 'electric piano';
export type Articulation = 'legato' | 'normal' | 'staccato';
export type Register = 'low' | 'middle' | 'high';
export type HarmonyColour = 'consonant triads' | 'added seconds';

export interface Reason {
  choice: string;
  because: string;
  source: string;
}

export interface Instrument {
  part: 'melody' | 'harmony' | 'bass' | 'percussion';
  name: string;
  sound: string;
}

export interface MusicPlan {
  mood: MusicMood;
  key: string;
  mode: MusicMode;
  scale: string[];
  timeSignature: '4/4' | '3/4';
  beatsPerBar: number;
  tempoRange: { min: number; max: number };
  /** Where the taste puts the tempo in the mood's range. */
  tempo: number;
  articulation: Articulation;
  register: Register;
  harmony: HarmonyColour;
  melodyVoice: MelodyVoice;
  percussion: PercussionPattern;
  instruments: Instrument[];
  /** 'Gentle piano ballad'. */
  style: string;
  taste: TasteReading;
  reasoning: Reason[];
}

/** A taste strong enough to set articulation or harmony (0–10 scale of the dish average). */
const STRONG = 3;
/** How far sweetness against sourness moves the tempo from the middle of the range (a 6-point lead reaches an end). */
const TEMPO_SPREAD = 6;
/** Sweet and sour pull the melody up, bitter and umami pull it down; a 3-point lead moves it a register. */
const REGISTER_LEAD = 3;

const MELODY_SOUNDS: Record<MelodyVoice, { name: string; sound: string }> = {
  piano: { name: 'Piano (synthesized)', sound: 'Additive partials with a struck, slowly decaying envelope' },
  brass: { name: 'Trombone-like brass (synthesized)', sound: 'FM synthesis whose brightness swells with each note' },
  pluck: { name: 'Bright pluck (synthesized)', sound: 'FM pluck with a bright attack that fades fast' },
  marimba: { name: 'Marimba-like mallet (synthesized)', sound: 'A sine tone with a tuned overtone two octaves up and a short decay' },
  'electric piano': { name: 'Soft electric piano (synthesized)', sound: 'A gentle FM bell tone' },
};

const PERCUSSION_SOUNDS: Record<PercussionPattern, string> = {
  driving: 'kick on every beat, snare on the backbeat, eighth-note hi-hats',
  backbeat: 'kick on one and three, snare on two and four, eighth-note hi-hats',
  light: 'a soft kick on the downbeat, light snare and quarter-note hi-hats',
  brushed: 'a soft kick on the downbeat and brushed noise swishes',
};

const sourcesOf = (...lists: (readonly string[])[]) => [...new Set(lists.flat())].join('; ');
const fmt = (profile: TasteProfile, taste: MusicTaste) => `${taste} ${profile[taste].toFixed(1)}`;

function tempoFor(profile: TasteProfile | null, range: { min: number; max: number }): { tempo: number; because: string } {
  const mid = 'so the tempo sits in the middle of the range';
  if (!profile) return { tempo: Math.round((range.min + range.max) / 2), because: `The dish’s taste is unknown, ${mid}.` };
  const lead = profile.sour - profile.sweet;
  const position = Math.min(1, Math.max(0, 0.5 + lead / (2 * TEMPO_SPREAD)));
  const tempo = Math.round(range.min + position * (range.max - range.min));
  const how = Math.abs(lead) < 2 ? 'a little' : 'well';
  const because =
    Math.abs(lead) < 0.5
      ? `Sweet and sour are about even (${fmt(profile, 'sweet')}, ${fmt(profile, 'sour')}), ${mid}.`
      : lead < 0
        ? `Sweetness outweighs sourness (${fmt(profile, 'sweet')}, ${fmt(profile, 'sour')}), so the tempo sits ${how} below the middle of the range: sweet is matched to slow playing, sour to fast.`
        : `Sourness outweighs sweetness (${fmt(profile, 'sour')}, ${fmt(profile, 'sweet')}), so the tempo sits ${how} above the middle of the range: sour is matched to fast playing, sweet to slow.`;
  return { tempo, because };
}

function registerFor(profile: TasteProfile | null): { register: Register; because: string } {
  if (!profile) return { register: 'middle', because: 'With no known taste, the melody stays in the middle register.' };
  const lead = profile.sweet + profile.sour - (profile.bitter + profile.umami);
  const reading = `(${fmt(profile, 'sweet')}, ${fmt(profile, 'sour')} against ${fmt(profile, 'bitter')}, ${fmt(profile, 'umami')})`;
  if (lead >= REGISTER_LEAD) return { register: 'high', because: `Sweet and sour outweigh bitter and umami ${reading}; sweet and sour tastes are matched to higher notes.` };
  if (lead <= -REGISTER_LEAD) return { register: 'low', because: `Bitter and umami outweigh sweet and sour ${reading}; bitter and umami tastes are matched to lower notes.` };
  return { register: 'middle', because: `Neither the high tastes (sweet, sour) nor the low ones (bitter, umami) lead ${reading}, so the melody stays in the middle register.` };
}

function articulationFor(profile: TasteProfile | null): { articulation: Articulation; because: string; sources: readonly string[] } {
  if (!profile) return { articulation: 'normal', because: 'With no known taste, notes are neither clipped nor tied.', sources: [MUSIC_SOURCES.hearth] };
  const { salty, bitter } = profile;
  if (salty >= STRONG && salty >= bitter)
    return {
      articulation: 'staccato',
      because: `The dish is salty (${salty.toFixed(1)}): saltiness is played as short notes with silences between them.`,
      sources: TASTE_SOUNDS.salty.sources,
    };
  if (bitter >= STRONG)
    return {
      articulation: 'legato',
      because: `The dish is bitter (${bitter.toFixed(1)}): bitterness is matched to low, continuous (legato) playing.`,
      sources: TASTE_SOUNDS.bitter.sources,
    };
  return {
    articulation: 'normal',
    because: `Neither saltiness (${salty.toFixed(1)}) nor bitterness (${bitter.toFixed(1)}) is strong, so notes are neither clipped nor tied.`,
    sources: [MUSIC_SOURCES.hearth],
  };
}

function harmonyFor(profile: TasteProfile | null): { harmony: HarmonyColour; because: string; sources: readonly string[] } {
  if (profile && profile.sour >= STRONG && profile.sour > profile.sweet)
    return {
      harmony: 'added seconds',
      because: `Sourness (${profile.sour.toFixed(1)}) is matched to dissonance, so each chord carries an added second, a clash that stays inside the key.`,
      sources: TASTE_SOUNDS.sour.sources,
    };
  if (profile && profile.sweet >= STRONG)
    return {
      harmony: 'consonant triads',
      because: `Sweetness (${profile.sweet.toFixed(1)}) is matched to consonance, so the chords are plain triads.`,
      sources: TASTE_SOUNDS.sweet.sources,
    };
  return { harmony: 'consonant triads', because: 'No strong sourness asks for dissonance, so the chords are plain triads.', sources: [MUSIC_SOURCES.hearth] };
}

function melodyFor(reading: TasteReading): { voice: MelodyVoice; because: string; sources: readonly string[] } {
  const top = reading.dominant[0];
  if (!top)
    return { voice: EDITORIAL_MELODY_SOUNDS.neutral, because: 'With no taste standing out, the melody takes a neutral soft electric piano.', sources: [MUSIC_SOURCES.hearth] };
  const researched = TASTE_SOUNDS[top].instrument;
  if (researched === 'piano' || researched === 'brass')
    return {
      voice: researched,
      because: `The strongest taste is ${top}, and listeners match ${top} to the sound of ${researched === 'piano' ? 'a piano' : 'brass such as the trombone'}.`,
      sources: TASTE_SOUNDS[top].sources,
    };
  const voice = EDITORIAL_MELODY_SOUNDS[top as 'sour' | 'salty' | 'umami'];
  const why = top === 'sour' ? 'bright and high, as sourness asks' : top === 'salty' ? 'short by nature, as staccato asks' : 'soft and warm under a low line';
  return { voice, because: `The strongest taste is ${top}; the research names no instrument for it, so Hearth chose a ${voice} sound: ${why}.`, sources: [MUSIC_SOURCES.hearth] };
}

/** Everything the song's music is made of, from the dish's taste and the mood. `dishSeed` picks the tonic. */
export function planMusic(taste: TasteReading, mood: MusicMood, dishSeed: number): MusicPlan {
  const moodMusic = MOOD_MUSIC[mood];
  const profile = taste.profile;
  const key = seededRandom(dishSeed).pick(tonicsFor(moodMusic.mode));
  const { tempo, because: tempoBecause } = tempoFor(profile, moodMusic.tempo);
  const { register, because: registerBecause } = registerFor(profile);
  const articulation = articulationFor(profile);
  const harmony = harmonyFor(profile);
  const melody = melodyFor(taste);
  const beatsPerBar = moodMusic.timeSignature === '3/4' ? 3 : 4;
  const melodySound = MELODY_SOUNDS[melody.voice];
  const instruments: Instrument[] = [
    { part: 'melody', name: melodySound.name, sound: melodySound.sound },
    {
      part: 'harmony',
      name: 'Warm pad (synthesized)',
      sound:
        articulation.articulation === 'staccato'
          ? 'Short chord stabs from a saw-like wavetable, softened by a low-pass filter'
          : 'Sustained chords from a saw-like wavetable, softened by a low-pass filter',
    },
    { part: 'bass', name: 'Synth bass', sound: 'A sine with two overtones, playing the root and fifth of each chord' },
    { part: 'percussion', name: 'Synth drum kit', sound: `A kick tuned to the tonic and noise drums: ${PERCUSSION_SOUNDS[moodMusic.percussion]}` },
  ];
  const dishTaste = profile ? `${taste.dominant.length ? `The dish reads as ${taste.dominant.join(' and ')}.` : 'No single taste stands out.'} ${taste.basis}` : taste.basis;
  const reasoning: Reason[] = [
    { choice: 'The dish’s taste', because: dishTaste, source: 'Hearth’s food knowledge (taste profiles of its food catalogue)' },
    {
      choice: `${key} ${moodMusic.mode}, ${moodMusic.timeSignature}`,
      because: `${moodMusic.because} The tonic, ${key}, is picked from the dish itself, so the same dish always sings in the same key.`,
      source: sourcesOf(moodMusic.sources, [MUSIC_SOURCES.hearth]),
    },
    {
      choice: `${tempo} BPM (${mood} range ${moodMusic.tempo.min}–${moodMusic.tempo.max})`,
      because: tempoBecause,
      source: sourcesOf(moodMusic.sources, profile ? [MUSIC_SOURCES.meszTrevisanSigman2011] : []),
    },
    {
      choice: `${register} register`,
      because: registerBecause,
      source: profile ? sourcesOf(TASTE_SOUNDS.sweet.sources.slice(0, 1), [MUSIC_SOURCES.meszTrevisanSigman2011]) : MUSIC_SOURCES.hearth,
    },
    {
      choice: articulation.articulation === 'normal' ? 'Neither staccato nor legato' : articulation.articulation,
      because: articulation.because,
      source: sourcesOf(articulation.sources),
    },
    { choice: harmony.harmony, because: harmony.because, source: sourcesOf(harmony.sources) },
    { choice: melodySound.name, because: melody.because, source: sourcesOf(melody.sources) },
    { choice: `${moodMusic.timeSignature} with a ${moodMusic.percussion} drum pattern`, because: `The ${mood} mood’s metre and pulse.`, source: MUSIC_SOURCES.hearth },
  ];
  if (profile) reasoning.push({ choice: 'How to read this', because: CROSSMODAL_CAVEAT, source: MUSIC_SOURCES.knoferleSpence2012 });
  const instrumentWord = melody.voice === 'brass' ? 'brass' : melody.voice;
  return {
    mood,
    key,
    mode: moodMusic.mode,
    scale: spellScale(key, moodMusic.mode),
    timeSignature: moodMusic.timeSignature,
    beatsPerBar,
    tempoRange: { ...moodMusic.tempo },
    tempo,
    articulation: articulation.articulation,
    register,
    harmony: harmony.harmony,
    melodyVoice: melody.voice,
    percussion: moodMusic.percussion,
    instruments,
    style: `${moodMusic.style.adjective} ${instrumentWord} ${moodMusic.style.form}`,
    taste,
    reasoning,
  };
}
