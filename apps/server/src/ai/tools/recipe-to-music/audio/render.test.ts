import type { MusicMood } from '@hearth/contracts';
import { describe, expect, it } from 'vitest';
import { demoRecipes } from '../../../../db/seed/demo-recipes';
import { composeSong, musicContext, type DishInput } from '../builtin';
import { compose } from '../composition';
import { parseLyrics } from '../lyrics';
import { chordPitchClasses, pitchClass, scalePitchClasses } from '../theory';
import { renderWav } from './render';
import { SAMPLE_RATE } from './wav';

// The LISTEN test: the WAV is decoded here with a decoder written for the test, and what it sounds like is
// measured (length, loudness, gaps, and which pitch classes carry its tonal energy), rather than trusting
// the score it was rendered from.

/** Reads a 16-bit PCM mono WAV by walking its chunks. */
function decodeWav(bytes: Buffer): { sampleRate: number; samples: Float32Array } {
  expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
  expect(bytes.toString('ascii', 8, 12)).toBe('WAVE');
  expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8);
  let offset = 12;
  let sampleRate = 0;
  let samples: Float32Array | null = null;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      expect(bytes.readUInt16LE(body)).toBe(1); // PCM
      expect(bytes.readUInt16LE(body + 2)).toBe(1); // mono
      sampleRate = bytes.readUInt32LE(body + 4);
      expect(bytes.readUInt16LE(body + 14)).toBe(16);
    } else if (id === 'data') {
      samples = new Float32Array(size / 2);
      for (let i = 0; i < samples.length; i++) samples[i] = bytes.readInt16LE(body + i * 2) / 32768;
    }
    offset = body + size + (size % 2);
  }
  expect(samples).not.toBeNull();
  return { sampleRate, samples: samples! };
}

function rms(samples: Float32Array, from = 0, to = samples.length): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += samples[i]! * samples[i]!;
  return Math.sqrt(sum / Math.max(1, to - from));
}

/** The longest run of 50 ms windows quieter than `threshold` (RMS), in seconds. */
function longestGap(samples: Float32Array, sampleRate: number, threshold: number): number {
  const window = Math.round(sampleRate * 0.05);
  let run = 0;
  let longest = 0;
  for (let start = 0; start + window <= samples.length; start += window) {
    run = rms(samples, start, start + window) < threshold ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return (longest * window) / sampleRate;
}

/**
 * Energy per pitch class: Goertzel filters at every equal-tempered note from C3 to B6, over Hann-windowed
 * blocks of 8192 samples (0.37 s, fine enough to tell neighbouring semitones apart at C3).
 */
function chroma(samples: Float32Array, sampleRate: number): number[] {
  const size = 8192;
  const hann = Float64Array.from({ length: size }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (size - 1)));
  const energy = Array<number>(12).fill(0);
  const block = new Float64Array(size);
  for (let start = 0; start + size <= samples.length; start += size) {
    for (let i = 0; i < size; i++) block[i] = samples[start + i]! * hann[i]!;
    for (let midi = 48; midi < 96; midi++) {
      const coefficient = 2 * Math.cos((2 * Math.PI * 440 * 2 ** ((midi - 69) / 12)) / sampleRate);
      let s1 = 0;
      let s2 = 0;
      for (let i = 0; i < size; i++) {
        const s0 = block[i]! + coefficient * s1 - s2;
        s2 = s1;
        s1 = s0;
      }
      energy[midi % 12]! += s1 * s1 + s2 * s2 - coefficient * s1 * s2;
    }
  }
  return energy;
}

const share = (energy: number[], pitchClasses: number[]) => pitchClasses.reduce((sum, pc) => sum + energy[pc]!, 0) / energy.reduce((a, b) => a + b, 0);

const recipeDish = (title: string): DishInput => {
  const recipe = demoRecipes.find((r) => r.title === title)!;
  return {
    recipeId: demoRecipes.indexOf(recipe) + 1,
    title,
    lines: recipe.ingredients.map((line) => ({ quantity: String(line.quantity ?? ''), unit: line.unit ?? '', name: line.name })),
    steps: recipe.steps.map((step) => step.instruction),
  };
};
const dishName = (title: string): DishInput => ({ recipeId: null, title, lines: [], steps: [] });

function song(dish: DishInput, mood: MusicMood) {
  const context = musicContext(dish, mood);
  const composition = compose(context, composeSong(dish, mood, context));
  return { context, composition, wav: renderWav(composition.score) };
}

// Chosen so that every melody voice, every articulation, both metres and an unknown taste are heard.
const CASES: { dish: DishInput; mood: MusicMood; voice: string; articulation: string }[] = [
  { dish: recipeDish('Tiramisu'), mood: 'romantic', voice: 'piano', articulation: 'normal' },
  { dish: dishName('Lemon tart'), mood: 'energetic', voice: 'pluck', articulation: 'normal' },
  { dish: dishName('Salted anchovies'), mood: 'playful', voice: 'marimba', articulation: 'staccato' },
  { dish: dishName('Bitter espresso'), mood: 'melancholic', voice: 'brass', articulation: 'legato' },
  { dish: dishName('Grandpa’s surprise'), mood: 'mysterious', voice: 'electric piano', articulation: 'normal' },
  { dish: recipeDish('Spaghetti Carbonara'), mood: 'celebratory', voice: 'marimba', articulation: 'staccato' },
];

describe.each(CASES)('listening to $dish.title ($mood)', ({ dish, mood, voice, articulation }) => {
  const { context, composition, wav } = song(dish, mood);
  const { sampleRate, samples } = decodeWav(wav);
  const elements = composition.musicalElements;

  it(`plays the planned sound (${voice}, ${articulation})`, () => {
    expect(context.plan.melodyVoice).toBe(voice);
    expect(context.plan.articulation).toBe(articulation);
  });

  it('lasts 20–60 s, exactly as long as its structure at its tempo', () => {
    expect(sampleRate).toBe(SAMPLE_RATE);
    const seconds = samples.length / sampleRate;
    expect(seconds).toBeGreaterThanOrEqual(20);
    expect(seconds).toBeLessThanOrEqual(60);
    const beatsPerBar = Number(elements.timeSignature[0]);
    const bars = elements.structure.reduce((sum, section) => sum + section.bars, 0);
    expect(seconds).toBeCloseTo((bars * beatsPerBar * 60) / composition.score.tempo + composition.score.tailSeconds, 3);
    expect(elements.durationSeconds).toBeCloseTo(seconds, 0);
  });

  it('is not silent, and has no gap longer than a second', () => {
    expect(rms(samples)).toBeGreaterThan(0.05);
    expect(longestGap(samples, sampleRate, 0.005)).toBeLessThan(1);
  });

  it('sounds in the key it claims: most tonal energy in its scale, far less in the key a tritone away', () => {
    const energy = chroma(samples, sampleRate);
    const scale = scalePitchClasses(elements.key, elements.mode);
    const inKey = share(energy, scale);
    const tritoneAway = share(
      energy,
      scale.map((pc) => (pc + 6) % 12),
    );
    expect(inKey).toBeGreaterThanOrEqual(0.85);
    expect(tritoneAway).toBeLessThan(inKey - 0.4);
    // A claim one semitone off would fail too.
    expect(
      share(
        energy,
        scale.map((pc) => (pc + 1) % 12),
      ),
    ).toBeLessThan(0.6);
  });
});

describe('the score behind the audio', () => {
  const { composition } = song(recipeDish('Chana Masala'), 'calm');
  const { score, musicalElements: elements, arrangement } = composition;

  it('plays only notes of the key', () => {
    const scale = new Set(scalePitchClasses(elements.key, elements.mode));
    for (const note of score.notes) expect(scale.has(note.midi % 12), `${note.part} ${note.midi}`).toBe(true);
  });

  it('plays, at the start of every bar, the chord the structure names', () => {
    const beatsPerBar = score.beatsPerBar;
    let bar = 0;
    for (const section of arrangement.sections) {
      section.degrees.forEach((degree, i) => {
        const start = (bar + i) * beatsPerBar;
        const sounding = new Set(score.notes.filter((n) => n.part === 'harmony' && Math.abs(n.start - start) < 1e-9).map((n) => n.midi % 12));
        expect([...sounding].sort()).toEqual(chordPitchClasses(elements.key, elements.mode, degree, elements.harmony === 'added seconds').sort());
      });
      bar += section.bars;
    }
    expect(elements.structure.map((s) => s.bars)).toEqual(arrangement.sections.map((s) => s.bars));
    expect(elements.structure[0]!.chords[0]!.startsWith(elements.key)).toBe(true);
  });

  it('sings one note per syllable of every lyric line', () => {
    const lyrics = parseLyrics(composeSong(recipeDish('Chana Masala'), 'calm').lyrics);
    const beatsPerBar = score.beatsPerBar;
    let bar = 0;
    for (const section of arrangement.sections) {
      if (section.lines.length) {
        const from = bar * beatsPerBar;
        const to = (bar + section.bars) * beatsPerBar;
        const melody = score.notes.filter((n) => n.part === 'melody' && n.start >= from - 1e-9 && n.start < to - 1e-9);
        expect(melody.length).toBe(section.lines.reduce((a, b) => a + b, 0));
        expect(section.lines.length).toBe(lyrics.find((s) => s.label === section.label)!.lines.length);
      }
      bar += section.bars;
    }
  });

  it('tunes the kick to the tonic', () => {
    expect(score.tonicPitchClass).toBe(pitchClass(elements.key));
  });
});

describe('rendering', () => {
  it('is deterministic: the same dish and mood give the same bytes; another mood another piece', () => {
    const first = song(dishName('Lemon tart'), 'calm').wav;
    expect(song(dishName('Lemon tart'), 'calm').wav.equals(first)).toBe(true);
    expect(song(dishName('Lemon tart'), 'romantic').wav.equals(first)).toBe(false);
  });
});
