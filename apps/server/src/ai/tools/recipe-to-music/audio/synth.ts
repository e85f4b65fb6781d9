// Hearth's small synthesizer: wavetable and FM oscillators with envelopes, and a noise drum kit. Every
// voice adds itself into a shared mono buffer. To render a minute of music well inside a request, the hot
// loops do no Math.sin and no Math.exp: oscillators read precomputed single-cycle tables, and envelopes
// move by a constant factor per sample (an exponential decay is a repeated multiplication).
import type { MelodyVoice } from '../plan';

const TABLE_SIZE = 4096;
const TABLE_MASK = TABLE_SIZE - 1;

/** One cycle of a sum of harmonics (amplitudes by harmonic number from 1), normalised to peak 1, plus a guard sample. */
function wavetable(partials: readonly number[]): Float32Array {
  const table = new Float32Array(TABLE_SIZE + 1);
  for (let i = 0; i < TABLE_SIZE; i++) {
    let value = 0;
    for (let k = 0; k < partials.length; k++) value += partials[k]! * Math.sin((2 * Math.PI * (k + 1) * i) / TABLE_SIZE);
    table[i] = value;
  }
  let peak = 0;
  for (let i = 0; i < TABLE_SIZE; i++) peak = Math.max(peak, Math.abs(table[i]!));
  for (let i = 0; i < TABLE_SIZE; i++) table[i]! /= peak || 1;
  table[TABLE_SIZE] = table[0]!;
  return table;
}

const SINE = wavetable([1]);
const PIANO_BRIGHT = wavetable([1, 0.55, 0.28, 0.16, 0.09, 0.05]);
const PIANO_MELLOW = wavetable([1, 0.25, 0.06]);
const PAD = wavetable([1, 0.5, 0.33, 0.25, 0.2, 0.16]);
const BASS = wavetable([1, 0.4, 0.15]);

/** Linear-interpolated read of a table at a phase in cycles (any non-negative real number). */
function read(table: Float32Array, phase: number): number {
  const position = (phase - Math.floor(phase)) * TABLE_SIZE;
  const index = position | 0;
  const a = table[index & TABLE_MASK]!;
  return a + (table[(index & TABLE_MASK) + 1]! - a) * (position - index);
}

/** The per-sample factor of an exponential decay with time constant `tau` seconds. */
const decayFactor = (tau: number, sampleRate: number) => Math.exp(-1 / (tau * sampleRate));

export interface Tone {
  frequency: number;
  /** Start, in samples. */
  start: number;
  /** How long the key is held, in seconds; the release follows. */
  gate: number;
  velocity: number;
}

/** An envelope: linear attack, exponential decay toward a sustain level, exponential release after the gate. */
interface Envelope {
  attack: number;
  decay: number;
  sustain: number;
  release: number;
}

/** Samples worth rendering for a tone: the gate plus four release time constants (under 2% is left). */
function spanOf(out: Float32Array, tone: Tone, sampleRate: number, release: number) {
  const from = Math.max(0, tone.start);
  const gateEnd = tone.start + Math.round(tone.gate * sampleRate);
  const to = Math.min(out.length, gateEnd + Math.ceil(release * 4 * sampleRate));
  return { from, gateEnd, to };
}

/**
 * The shared oscillator loop. `kind` picks the waveform: a table read, a 1:1 FM pair (Chowning: only the
 * note's own harmonics, as many as the index allows), or the piano's bright-to-mellow crossfade. The
 * index of FM starts at `indexStart` and decays with `indexDecay`, or follows the envelope (`indexFollows`).
 */
interface VoiceShape {
  envelope: Envelope;
  kind: 'table' | 'fm' | 'piano' | 'mallet';
  table?: Float32Array;
  indexStart?: number;
  indexDecay?: number;
  indexFollows?: number;
}

function play(out: Float32Array, tone: Tone, sampleRate: number, gain: number, shape: VoiceShape): void {
  const { envelope } = shape;
  const { from, gateEnd, to } = spanOf(out, tone, sampleRate, envelope.release);
  const step = tone.frequency / sampleRate;
  const attackStep = 1 / Math.max(1, envelope.attack * sampleRate);
  const decay = decayFactor(envelope.decay, sampleRate);
  const release = decayFactor(envelope.release, sampleRate);
  const indexDecay = decayFactor(shape.indexDecay ?? 1, sampleRate);
  const brightDecay = decayFactor(0.25, sampleRate);
  const overtoneDecay = decayFactor(0.04, sampleRate);
  const toCycles = 1 / (2 * Math.PI);
  const amplitude = gain * tone.velocity;
  let level = 0;
  let attacking = true;
  let index = shape.indexStart ?? 0;
  let brightness = 1;
  let overtone = 0.3;
  for (let i = from; i < to; i++) {
    if (i >= gateEnd) level *= release;
    else if (attacking) {
      level += attackStep;
      if (level >= 1) [level, attacking] = [1, false];
    } else level = envelope.sustain + (level - envelope.sustain) * decay;
    const phase = step * (i - tone.start);
    let sample: number;
    if (shape.kind === 'table') sample = read(shape.table!, phase);
    else if (shape.kind === 'piano') {
      sample = read(PIANO_BRIGHT, phase) * brightness + read(PIANO_MELLOW, phase) * (1 - brightness);
      brightness *= brightDecay;
    } else if (shape.kind === 'mallet') {
      sample = read(SINE, phase) + overtone * read(SINE, 4 * phase);
      overtone *= overtoneDecay;
    } else {
      const depth = shape.indexFollows !== undefined ? shape.indexFollows * level : index;
      sample = read(SINE, phase + read(SINE, phase) * depth * toCycles);
      index *= indexDecay;
    }
    out[i]! += amplitude * level * sample;
  }
}

/** Low notes of a struck string ring longer than high ones. */
const ringOf = (frequency: number) => Math.min(2.5, Math.max(0.5, 1.4 * Math.sqrt(261.6 / frequency)));

export const MELODY_VOICES: Record<MelodyVoice, (out: Float32Array, tone: Tone, sampleRate: number, gain: number) => void> = {
  /** A struck string: bright at the attack, mellowing and dying away while held. */
  piano: (out, tone, sampleRate, gain) =>
    play(out, tone, sampleRate, gain, { kind: 'piano', envelope: { attack: 0.004, decay: ringOf(tone.frequency), sustain: 0, release: 0.08 } }),
  /** Brass: the brightness swells with the note, as a player's breath does (the FM index follows the envelope). */
  brass: (out, tone, sampleRate, gain) =>
    play(out, tone, sampleRate, gain, { kind: 'fm', indexFollows: 2.4 * tone.velocity, envelope: { attack: 0.07, decay: 0.15, sustain: 0.8, release: 0.1 } }),
  pluck: (out, tone, sampleRate, gain) =>
    play(out, tone, sampleRate, gain, { kind: 'fm', indexStart: 3.2, indexDecay: 0.12, envelope: { attack: 0.002, decay: 0.45, sustain: 0, release: 0.05 } }),
  /** A bar struck with a mallet: the fundamental and a tuned overtone two octaves up that dies first. */
  marimba: (out, tone, sampleRate, gain) => play(out, tone, sampleRate, gain, { kind: 'mallet', envelope: { attack: 0.001, decay: 0.32, sustain: 0, release: 0.05 } }),
  'electric piano': (out, tone, sampleRate, gain) =>
    play(out, tone, sampleRate, gain, { kind: 'fm', indexStart: 1.4, indexDecay: 0.5, envelope: { attack: 0.003, decay: 1.2, sustain: 0, release: 0.12 } }),
};

/** Chords: a saw-like table through a one-pole low-pass, swelling in; short stabs when `short`. */
export function pad(out: Float32Array, tone: Tone, sampleRate: number, gain: number, short: boolean): void {
  const envelope: Envelope = { attack: short ? 0.006 : 0.18, decay: 0.4, sustain: 0.75, release: short ? 0.06 : 0.25 };
  const { from, gateEnd, to } = spanOf(out, tone, sampleRate, envelope.release);
  const step = tone.frequency / sampleRate;
  const alpha = 1 - Math.exp((-2 * Math.PI * 1400) / sampleRate);
  const attackStep = 1 / (envelope.attack * sampleRate);
  const decay = decayFactor(envelope.decay, sampleRate);
  const release = decayFactor(envelope.release, sampleRate);
  const amplitude = gain * tone.velocity;
  let filtered = 0;
  let level = 0;
  let attacking = true;
  for (let i = from; i < to; i++) {
    if (i >= gateEnd) level *= release;
    else if (attacking) {
      level += attackStep;
      if (level >= 1) [level, attacking] = [1, false];
    } else level = envelope.sustain + (level - envelope.sustain) * decay;
    filtered += alpha * (read(PAD, step * (i - tone.start)) - filtered);
    out[i]! += amplitude * level * filtered;
  }
}

export function bass(out: Float32Array, tone: Tone, sampleRate: number, gain: number): void {
  play(out, tone, sampleRate, gain, { kind: 'table', table: BASS, envelope: { attack: 0.005, decay: 0.25, sustain: 0.7, release: 0.06 } });
}

/** Deterministic white noise (xorshift32), so the drums are the same in every render. */
export function noise(seed: number): () => number {
  let state = seed >>> 0 || 0x9e3779b9;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 2147483648 - 1;
  };
}

/** A kick drum: a sine falling fast from three times to once the tuning frequency (the key's tonic). */
export function kick(out: Float32Array, start: number, velocity: number, tuning: number, sampleRate: number, gain: number): void {
  const end = Math.min(out.length, start + Math.ceil(0.45 * sampleRate));
  const sweepDecay = decayFactor(0.035, sampleRate);
  const levelDecay = decayFactor(0.18, sampleRate);
  let sweep = 2;
  let level = gain * velocity;
  let phase = 0;
  for (let i = Math.max(0, start); i < end; i++) {
    phase += (tuning * (1 + sweep)) / sampleRate;
    out[i]! += level * read(SINE, phase);
    sweep *= sweepDecay;
    level *= levelDecay;
  }
}

/**
 * Noise drums. Differencing the noise tilts it toward high frequencies (once for snare and brush, twice
 * for the hi-hat), which keeps their energy away from the pitched range of the music.
 */
export function noiseDrum(
  out: Float32Array,
  start: number,
  velocity: number,
  kind: 'snare' | 'hat' | 'brush',
  random: () => number,
  sampleRate: number,
  gain: number,
  short: boolean,
): void {
  const tau = kind === 'snare' ? 0.09 : kind === 'hat' ? (short ? 0.018 : 0.035) : 0.12;
  const attackSamples = Math.max(1, Math.round((kind === 'brush' ? 0.015 : 0.0005) * sampleRate));
  const end = Math.min(out.length, start + Math.ceil(tau * 6 * sampleRate));
  const decay = decayFactor(tau, sampleRate);
  let level = 0.5 * gain * velocity;
  let previous = 0;
  let previousDifference = 0;
  for (let i = Math.max(0, start); i < end; i++) {
    const white = random();
    const difference = white - previous;
    previous = white;
    const sample = kind === 'hat' ? difference - previousDifference : difference;
    previousDifference = difference;
    const k = i - start;
    out[i]! += (k < attackSamples ? k / attackSamples : 1) * level * sample;
    level *= decay;
  }
}
