// From the musical elements and the lyrics to a score: the arrangement (sections, bars, chords) and every
// note the audio plays. The WAV is rendered from this object and nothing else, and the elements shown to
// the member are read from the same arrangement, so what the answer says is what the recording plays.
import type { MusicMode } from '@hearth/contracts';
import type { PercussionPattern } from '../../knowledge/music-crossmodal';
import { syllablesOf } from '../../knowledge/music-prosody';
import type { Articulation, HarmonyColour, MelodyVoice, Register } from './plan';
import { seededRandom, type Random } from './random';
import { MODE_STEPS, PROGRESSIONS, chordPitchClasses, pitchBelow, pitchClass, scalePitchClasses, triadDegrees } from './theory';

/** A second and a half of ring after the last bar, so the final chord is not cut off. */
export const TAIL_SECONDS = 1.5;
/** The piece itself (without the tail) stays inside 20–56 s, so the file stays inside 20–60 s. */
export const PIECE_SECONDS = { min: 20, max: 56 } as const;
/** A sung line needs about two seconds or more; shorter bars give each line two of them. */
const LINE_SECONDS_MIN = 2;

export type SectionKind = 'intro' | 'verse' | 'chorus' | 'outro';

export interface ArrangedSection {
  section: SectionKind;
  label: string;
  bars: number;
  /** Chord degree per bar. */
  degrees: number[];
  /** Syllables per sung line (verses and chorus); empty for intro and outro. */
  lines: number[];
}

export interface Arrangement {
  tempo: number;
  beatsPerBar: number;
  barsPerLine: number;
  sections: ArrangedSection[];
  totalBeats: number;
  /** Length of the piece without the tail. */
  seconds: number;
}

/** What the score is made from: the checked musical elements and the plan's sound choices. */
export interface ScoreElements {
  key: string;
  mode: MusicMode;
  tempo: number;
  beatsPerBar: number;
  articulation: Articulation;
  register: Register;
  harmony: HarmonyColour;
  melodyVoice: MelodyVoice;
  percussion: PercussionPattern;
}

type LyricSections = readonly { label: string; lines: readonly string[] }[];

/**
 * The arrangement: intro, the sung sections and an outro, the longest form that fits the piece's length
 * at this tempo (dropping the second chorus, then shortening intro and outro). Every form keeps both verses
 * and the chorus the lyrics have.
 */
export function arrange(elements: Pick<ScoreElements, 'mode' | 'tempo' | 'beatsPerBar'>, lyrics: LyricSections): Arrangement {
  const { tempo, beatsPerBar, mode } = elements;
  const barSeconds = (beatsPerBar * 60) / tempo;
  const barsPerLine = barSeconds >= LINE_SECONDS_MIN ? 1 : 2;
  const find = (name: string) => lyrics.find((s) => s.label.toLowerCase() === name.toLowerCase()) ?? { label: name, lines: [] };
  const verseOne = find('Verse 1');
  const chorus = find('Chorus');
  const verseTwo = find('Verse 2');
  const progression = PROGRESSIONS[mode];
  const sung = (kind: 'verse' | 'chorus', part: { label: string; lines: readonly string[] }): ArrangedSection => ({
    section: kind,
    label: part.label,
    bars: part.lines.length * barsPerLine,
    degrees: part.lines.flatMap((_, i) => Array<number>(barsPerLine).fill(progression[kind][i % progression[kind].length]!)),
    lines: part.lines.map((line) => syllablesOf(line)),
  });
  const edge = (kind: 'intro' | 'outro', bars: number): ArrangedSection => ({
    section: kind,
    label: kind === 'intro' ? 'Intro' : 'Outro',
    bars,
    degrees: bars === 1 ? [kind === 'intro' ? progression.intro[0]! : 0] : progression[kind].slice(0, bars),
    lines: [],
  });
  const forms: ArrangedSection[][] = [
    [edge('intro', 2), sung('verse', verseOne), sung('chorus', chorus), sung('verse', verseTwo), sung('chorus', chorus), edge('outro', 2)],
    [edge('intro', 1), sung('verse', verseOne), sung('chorus', chorus), sung('verse', verseTwo), sung('chorus', chorus), edge('outro', 1)],
    [edge('intro', 2), sung('verse', verseOne), sung('chorus', chorus), sung('verse', verseTwo), edge('outro', 2)],
    [edge('intro', 1), sung('verse', verseOne), sung('chorus', chorus), sung('verse', verseTwo), edge('outro', 1)],
    [sung('verse', verseOne), sung('chorus', chorus), sung('verse', verseTwo), edge('outro', 1)],
  ];
  const seconds = (sections: ArrangedSection[]) => sections.reduce((sum, s) => sum + s.bars, 0) * barSeconds;
  const sections = forms.find((form) => seconds(form) <= PIECE_SECONDS.max) ?? forms.at(-1)!;
  const totalBeats = sections.reduce((sum, s) => sum + s.bars, 0) * beatsPerBar;
  return { tempo, beatsPerBar, barsPerLine, sections, totalBeats, seconds: (totalBeats * 60) / tempo };
}

export type Part = 'melody' | 'harmony' | 'bass';
export type Drum = 'kick' | 'snare' | 'hat' | 'brush';

export interface ScoreNote {
  part: Part;
  midi: number;
  /** In beats from the start. */
  start: number;
  /** How long it sounds, in beats (articulation applied). */
  length: number;
  velocity: number;
}

export interface ScoreHit {
  drum: Drum;
  start: number;
  velocity: number;
}

export interface Score {
  tempo: number;
  beatsPerBar: number;
  totalBeats: number;
  tailSeconds: number;
  key: string;
  mode: MusicMode;
  tonicPitchClass: number;
  scale: number[];
  melodyVoice: MelodyVoice;
  articulation: Articulation;
  notes: ScoreNote[];
  hits: ScoreHit[];
  /** Seeds the drums' noise. */
  seed: number;
}

/** Where the melody's tonic sits: around G3, F4 or D5. */
const MELODY_CENTRE: Record<Register, number> = { low: 55, middle: 65, high: 74 };
/** The top of the chord voicing window. */
const HARMONY_TOP: Record<Register, number> = { low: 62, middle: 66, high: 70 };
const BASS_TOP = 47;
const GATE: Record<Articulation, number> = { legato: 1.02, normal: 0.85, staccato: 0.4 };
/** A staccato chord stab, in beats. */
export const STAB_BEATS = 0.35;
/** The melody's range in scale degrees around its tonic. */
const LOWEST_DEGREE = -2;
const HIGHEST_DEGREE = 9;

/** Syllable lengths in grid units filling a line: the last syllable is held, stressed (even-numbered, iambic) ones lengthened, a breath left at the end. */
export function lineRhythm(syllables: number, slots: number): { unit: number; lengths: number[]; rest: number } {
  let unitsPerSlot = 1;
  while (syllables > slots * unitsPerSlot - 1 && unitsPerSlot < 4) unitsPerSlot *= 2;
  const total = slots * unitsPerSlot;
  const count = Math.max(1, Math.min(syllables, total));
  const lengths = Array<number>(count).fill(1);
  let extra = total - count;
  const rest = extra >= 2 ? 1 : 0;
  extra -= rest;
  const hold = Math.min(extra, 3);
  lengths[count - 1]! += hold;
  extra -= hold;
  const stressed = lengths.map((_, i) => i).filter((i) => i % 2 === 1 && i < count - 1);
  for (let k = 0; extra > 0 && stressed.length; k++, extra--) lengths[stressed[k % stressed.length]!]! += 1;
  lengths[count - 1]! += extra;
  return { unit: 0.5 / unitsPerSlot, lengths, rest };
}

function degreeToMidi(degree: number, tonicMidi: number, mode: MusicMode): number {
  const octave = Math.floor(degree / 7);
  const step = MODE_STEPS[mode][((degree % 7) + 7) % 7]!;
  return tonicMidi + 12 * octave + step;
}

/** The chord tone (as a melody degree) nearest to a degree. */
function nearestChordTone(degree: number, chordDegree: number): number {
  const tones = triadDegrees(chordDegree);
  let best = degree;
  let bestDistance = Infinity;
  for (let candidate = LOWEST_DEGREE; candidate <= HIGHEST_DEGREE; candidate++) {
    if (!tones.includes((((candidate % 7) + 7) % 7) as number)) continue;
    const distance = Math.abs(candidate - degree);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

const STEPS = [-2, -1, -1, -1, 0, 1, 1, 1, 2];
const clampDegree = (degree: number) => Math.min(HIGHEST_DEGREE, Math.max(LOWEST_DEGREE, degree));

/**
 * One sung line: one note per syllable, chord tones on the beat, steps of the scale between, ending on
 * the chord's root or third (on the tonic at the end of a chorus).
 */
function melodyLine(
  syllables: number,
  bars: number,
  beatsPerBar: number,
  chord: number,
  start: number,
  from: number,
  last: boolean,
  random: Random,
): { notes: { degree: number; start: number; beats: number; stressed: boolean }[]; end: number } {
  const { unit, lengths } = lineRhythm(syllables, bars * beatsPerBar * 2);
  const notes: { degree: number; start: number; beats: number; stressed: boolean }[] = [];
  let at = start;
  let degree = from;
  lengths.forEach((length, i) => {
    const onBeat = Math.abs(at - Math.round(at)) < 1e-9;
    const final = i === lengths.length - 1;
    if (final) {
      const targets = (last ? [0, 7] : [chord, chord + 2, chord - 7, chord - 5, chord + 7, chord + 9]).filter((d) => d >= LOWEST_DEGREE && d <= HIGHEST_DEGREE);
      degree = targets.reduce((best, t) => (Math.abs(t - degree) < Math.abs(best - degree) ? t : best), targets[0]!);
    } else {
      degree = clampDegree(degree + random.pick(STEPS));
      if (onBeat || i === 0) degree = nearestChordTone(degree, chord);
    }
    notes.push({ degree: clampDegree(degree), start: at, beats: length * unit, stressed: i % 2 === 1 || onBeat });
    at += length * unit;
  });
  return { notes, end: degree };
}

interface Pattern {
  kick: number[];
  snare: number[];
  hat: number[];
  brush: number[];
}

function drumPattern(pattern: PercussionPattern, beatsPerBar: number): Pattern {
  const eighths = Array.from({ length: beatsPerBar * 2 }, (_, i) => i / 2);
  const beats = Array.from({ length: beatsPerBar }, (_, i) => i);
  if (beatsPerBar === 3) {
    if (pattern === 'driving' || pattern === 'backbeat') return { kick: [0], snare: [1, 2], hat: eighths, brush: [] };
    if (pattern === 'light') return { kick: [0], snare: [2], hat: [1, 2], brush: [] };
    return { kick: [0], snare: [], hat: [], brush: [1, 2] };
  }
  if (pattern === 'driving') return { kick: beats, snare: [1, 3], hat: eighths, brush: [] };
  if (pattern === 'backbeat') return { kick: [0, 2, 2.5], snare: [1, 3], hat: eighths, brush: [] };
  if (pattern === 'light') return { kick: [0, 2], snare: [3], hat: beats, brush: [] };
  return { kick: [0], snare: [], hat: [], brush: [1, 3] };
}

const HIT_VELOCITY: Record<Drum, number> = { kick: 0.9, snare: 0.75, hat: 0.5, brush: 0.45 };

/** Every note and drum hit of the piece, from the elements and the arrangement; seeded, so repeatable. */
export function buildScore(elements: ScoreElements, arrangement: Arrangement, seed: number): Score {
  const random = seededRandom(seed);
  const { mode, beatsPerBar, articulation, register, harmony } = elements;
  const tonicPc = pitchClass(elements.key);
  const tonicMidi = pitchBelow(tonicPc, MELODY_CENTRE[register]);
  const gate = GATE[articulation];
  const notes: ScoreNote[] = [];
  const hits: ScoreHit[] = [];
  const pattern = drumPattern(elements.percussion, beatsPerBar);
  // A chorus is sung to the same tune each time; verses get their own.
  const tunes = new Map<string, ScoreNote[]>();
  let bar = 0;
  let degree = 4;

  for (const section of arrangement.sections) {
    const sectionStart = bar * beatsPerBar;
    // Harmony, bass and drums, bar by bar.
    section.degrees.forEach((chordDegree, i) => {
      const barStart = (bar + i) * beatsPerBar;
      const finalBar = section.section === 'outro' && i === section.degrees.length - 1;
      const pcs = chordPitchClasses(elements.key, mode, chordDegree, harmony === 'added seconds');
      const voicing = pcs.map((pc) => pitchBelow(pc, HARMONY_TOP[register]));
      // Chords are held through the bar, or struck on every beat when the playing is staccato.
      const stabs = articulation === 'staccato' && !finalBar;
      const chordHits = stabs ? Array.from({ length: beatsPerBar }, (_, b) => b) : [0];
      // The last chord rings on into the tail.
      const chordLength = finalBar ? beatsPerBar + (TAIL_SECONDS * 0.6 * elements.tempo) / 60 : stabs ? STAB_BEATS : beatsPerBar * Math.min(gate, 1);
      for (const hit of chordHits) for (const midi of voicing) notes.push({ part: 'harmony', midi, start: barStart + hit, length: chordLength, velocity: 0.55 });
      const root = pitchBelow(pcs[0]!, BASS_TOP);
      const fifth = root + ((pcs[2]! - pcs[0]! + 12) % 12);
      const bassLine: [number, number, number][] = finalBar
        ? [[root, 0, beatsPerBar]]
        : articulation === 'staccato'
          ? Array.from({ length: beatsPerBar * 2 }, (_, k) => [k % 4 === 2 ? fifth : root, k / 2, 0.3] as [number, number, number])
          : articulation === 'legato'
            ? [[root, 0, beatsPerBar]]
            : beatsPerBar === 3
              ? [
                  [root, 0, 1.8],
                  [fifth, 2, 0.9],
                ]
              : [
                  [root, 0, 1.8],
                  [fifth, 2, 1.8],
                ];
      for (const [midi, at, length] of bassLine) notes.push({ part: 'bass', midi, start: barStart + at, length, velocity: 0.8 });
      if (finalBar) hits.push({ drum: 'kick', start: barStart, velocity: 0.8 });
      else {
        // The intro's drums are quieter: the song builds.
        const level = section.section === 'intro' ? 0.6 : 1;
        for (const drum of ['kick', 'snare', 'hat', 'brush'] as const)
          for (const at of pattern[drum]) hits.push({ drum, start: barStart + at, velocity: HIT_VELOCITY[drum] * level });
      }
    });

    // The melody: one note per syllable of each sung line; the outro ends on a long tonic.
    if (section.lines.length) {
      // Tunes are kept relative to their section's start, so a repeated chorus is placed anew.
      let tune = tunes.get(section.label);
      if (!tune) {
        tune = [];
        for (const [l, syllables] of section.lines.entries()) {
          const lineStart = l * arrangement.barsPerLine * beatsPerBar;
          const chord = section.degrees[l * arrangement.barsPerLine]!;
          const last = section.section === 'chorus' && l === section.lines.length - 1;
          const line = melodyLine(syllables, arrangement.barsPerLine, beatsPerBar, chord, lineStart, degree, last, random);
          degree = line.end;
          for (const note of line.notes)
            tune.push({ part: 'melody', midi: degreeToMidi(note.degree, tonicMidi, mode), start: note.start, length: note.beats * gate, velocity: note.stressed ? 0.9 : 0.7 });
        }
        tunes.set(section.label, tune);
      }
      for (const note of tune) notes.push({ ...note, start: sectionStart + note.start });
    } else if (section.section === 'outro') {
      notes.push({
        part: 'melody',
        midi: degreeToMidi(degree >= 4 ? 7 : 0, tonicMidi, mode),
        start: sectionStart,
        length: section.bars * beatsPerBar + (TAIL_SECONDS * 0.6 * elements.tempo) / 60,
        velocity: 0.75,
      });
    }
    bar += section.bars;
  }

  return {
    tempo: elements.tempo,
    beatsPerBar,
    totalBeats: arrangement.totalBeats,
    tailSeconds: TAIL_SECONDS,
    key: elements.key,
    mode,
    tonicPitchClass: tonicPc,
    scale: scalePitchClasses(elements.key, mode),
    melodyVoice: elements.melodyVoice,
    articulation,
    notes,
    hits,
    seed,
  };
}
