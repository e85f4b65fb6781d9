// Scales, keys and chords: the small part of Western music theory the composer needs. Keys are limited to
// those whose parent major scale has at most four sharps or three flats, so every note has a plain name.
import type { MusicMode } from '@hearth/contracts';

/** Semitones above the tonic of each degree, per mode. */
export const MODE_STEPS: Readonly<Record<MusicMode, readonly number[]>> = {
  major: [0, 2, 4, 5, 7, 9, 11],
  dorian: [0, 2, 3, 5, 7, 9, 10],
  phrygian: [0, 1, 3, 5, 7, 8, 10],
  lydian: [0, 2, 4, 6, 7, 9, 11],
  mixolydian: [0, 2, 4, 5, 7, 9, 10],
  minor: [0, 2, 3, 5, 7, 8, 10],
};

/** Which degree of its parent major scale each mode starts on (dorian is the major scale from its 2nd note...). */
const MODE_DEGREE: Readonly<Record<MusicMode, number>> = { major: 0, dorian: 1, phrygian: 2, lydian: 3, mixolydian: 4, minor: 5 };

/** The parent major scales used, spelled (one letter per degree). */
const PARENT_MAJORS: readonly (readonly string[])[] = [
  ['C', 'D', 'E', 'F', 'G', 'A', 'B'],
  ['G', 'A', 'B', 'C', 'D', 'E', 'F#'],
  ['D', 'E', 'F#', 'G', 'A', 'B', 'C#'],
  ['A', 'B', 'C#', 'D', 'E', 'F#', 'G#'],
  ['E', 'F#', 'G#', 'A', 'B', 'C#', 'D#'],
  ['F', 'G', 'A', 'Bb', 'C', 'D', 'E'],
  ['Bb', 'C', 'D', 'Eb', 'F', 'G', 'A'],
  ['Eb', 'F', 'G', 'Ab', 'Bb', 'C', 'D'],
];

const NATURAL: Readonly<Record<string, number>> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** Pitch class (0 = C) of a note name such as 'Bb' or 'F#'. */
export function pitchClass(name: string): number {
  const base = NATURAL[name.charAt(0)];
  if (base === undefined) throw new Error(`not a note name: ${name}`);
  const accidental = name.slice(1);
  return (base + (accidental === '#' ? 1 : accidental === 'b' ? -1 : 0) + 12) % 12;
}

/** The scale of a mode in a key, spelled, tonic first. */
export function spellScale(tonic: string, mode: MusicMode): string[] {
  for (const parent of PARENT_MAJORS) {
    const rotated = [...parent.slice(MODE_DEGREE[mode]), ...parent.slice(0, MODE_DEGREE[mode])];
    if (rotated[0] === tonic) return rotated;
  }
  throw new Error(`no plain spelling for ${tonic} ${mode}`);
}

/** The tonics a mode can have here (every one has a plainly spelled scale). */
export function tonicsFor(mode: MusicMode): string[] {
  return PARENT_MAJORS.map((parent) => parent[MODE_DEGREE[mode]]!);
}

export function scalePitchClasses(tonic: string, mode: MusicMode): number[] {
  const root = pitchClass(tonic);
  return MODE_STEPS[mode].map((step) => (root + step) % 12);
}

export type ChordQuality = 'major' | 'minor' | 'diminished';

/** The triad on a degree (0-based), stacked in thirds from the scale itself, so it is always in the key. */
export function triadDegrees(degree: number): [number, number, number] {
  return [degree % 7, (degree + 2) % 7, (degree + 4) % 7];
}

export function chordQuality(mode: MusicMode, degree: number): ChordQuality {
  const steps = MODE_STEPS[mode];
  const [root, third, fifth] = triadDegrees(degree).map((d) => steps[d]!);
  const up = (from: number, to: number) => (to - from + 12) % 12;
  if (up(root!, fifth!) === 6) return 'diminished';
  return up(root!, third!) === 4 ? 'major' : 'minor';
}

/**
 * The chord's pitch classes: its triad, and with `addSecond` the scale's next note above the root
 * (the 'add9' colour: a diatonic dissonance that keeps every note in the key).
 */
export function chordPitchClasses(tonic: string, mode: MusicMode, degree: number, addSecond: boolean): number[] {
  const scale = scalePitchClasses(tonic, mode);
  const degrees = addSecond ? [...triadDegrees(degree), (degree + 1) % 7] : triadDegrees(degree);
  return degrees.map((d) => scale[d]!);
}

/** A chord symbol as a lead sheet writes it: 'Am', 'F', 'Cadd9', 'Am(add9)'. */
export function chordSymbol(tonic: string, mode: MusicMode, degree: number, addSecond: boolean): string {
  const root = spellScale(tonic, mode)[degree % 7]!;
  const quality = chordQuality(mode, degree);
  const base = root + (quality === 'minor' ? 'm' : quality === 'diminished' ? 'dim' : '');
  if (!addSecond) return base;
  return quality === 'major' ? `${base}add9` : `${base}(add9)`;
}

/**
 * Degrees of the chords each section plays, per mode. Every progression leaves out the mode's diminished
 * triad (consonance is the default), and the chorus and outro come home to the tonic.
 */
export const PROGRESSIONS: Readonly<Record<MusicMode, { intro: number[]; verse: number[]; chorus: number[]; outro: number[] }>> = {
  major: { intro: [0, 3], verse: [0, 4, 5, 3], chorus: [3, 0, 4, 0], outro: [3, 0] },
  minor: { intro: [0, 5], verse: [0, 5, 2, 6], chorus: [5, 6, 0, 0], outro: [6, 0] },
  dorian: { intro: [0, 3], verse: [0, 3, 0, 3], chorus: [6, 3, 0, 0], outro: [3, 0] },
  phrygian: { intro: [0, 1], verse: [0, 1, 0, 6], chorus: [1, 6, 0, 0], outro: [1, 0] },
  lydian: { intro: [0, 1], verse: [0, 1, 0, 1], chorus: [4, 1, 0, 0], outro: [1, 0] },
  mixolydian: { intro: [0, 6], verse: [0, 6, 3, 0], chorus: [3, 6, 0, 0], outro: [6, 0] },
};

export const midiToFrequency = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** The MIDI note of a pitch class nearest to (and not above) a ceiling. */
export function pitchBelow(pc: number, ceiling: number): number {
  return ceiling - ((((ceiling - pc) % 12) + 12) % 12);
}
