// Renders a score to audio: every note through its part's voice, the drums, a peak normalisation, and a
// 16-bit WAV. Deterministic: the same score gives the same bytes.
import { STAB_BEATS, type Score } from '../score';
import { midiToFrequency, pitchBelow } from '../theory';
import { MELODY_VOICES, bass, kick, noise, noiseDrum, pad } from './synth';
import { SAMPLE_RATE, encodeWav } from './wav';

/** Mix levels: the tune in front, chords and bass under it, drums behind. */
const GAIN = { melody: 0.34, harmony: 0.1, bass: 0.3, kick: 0.5, snare: 0.22, hat: 0.1, brush: 0.09 } as const;
/** The loudest sample sits here, leaving a little headroom below full scale. */
const PEAK = 0.89;

export function renderSamples(score: Score, sampleRate = SAMPLE_RATE): Float32Array {
  const secondsPerBeat = 60 / score.tempo;
  const out = new Float32Array(Math.ceil((score.totalBeats * secondsPerBeat + score.tailSeconds) * sampleRate));
  const sample = (beats: number) => Math.round(beats * secondsPerBeat * sampleRate);
  const melody = MELODY_VOICES[score.melodyVoice];
  const short = score.articulation === 'staccato';
  for (const note of score.notes) {
    const tone = { frequency: midiToFrequency(note.midi), start: sample(note.start), gate: note.length * secondsPerBeat, velocity: note.velocity };
    if (note.part === 'melody') melody(out, tone, sampleRate, GAIN.melody);
    else if (note.part === 'harmony') pad(out, tone, sampleRate, GAIN.harmony, note.length <= STAB_BEATS);
    else bass(out, tone, sampleRate, GAIN.bass);
  }
  // The kick is tuned to the key's tonic, in the octave from 41 Hz (E1) up.
  const kickTuning = midiToFrequency(pitchBelow(score.tonicPitchClass, 39));
  const random = noise(score.seed);
  for (const hit of score.hits) {
    if (hit.drum === 'kick') kick(out, sample(hit.start), hit.velocity, kickTuning, sampleRate, GAIN.kick);
    else noiseDrum(out, sample(hit.start), hit.velocity, hit.drum, random, sampleRate, GAIN[hit.drum], short);
  }
  let peak = 0;
  for (let i = 0; i < out.length; i++) peak = Math.max(peak, Math.abs(out[i]!));
  if (peak > 0) {
    const scale = PEAK / peak;
    for (let i = 0; i < out.length; i++) out[i]! *= scale;
  }
  return out;
}

export function renderWav(score: Score): Buffer {
  return encodeWav(renderSamples(score));
}
