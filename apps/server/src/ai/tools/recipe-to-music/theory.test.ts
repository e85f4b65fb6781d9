import { MUSIC_MODES } from '@hearth/contracts';
import { describe, expect, it } from 'vitest';
import { PROGRESSIONS, chordPitchClasses, chordQuality, chordSymbol, midiToFrequency, pitchBelow, pitchClass, scalePitchClasses, spellScale, tonicsFor } from './theory';

describe('scales', () => {
  it('knows the modes by their notes', () => {
    expect(spellScale('C', 'major')).toEqual(['C', 'D', 'E', 'F', 'G', 'A', 'B']);
    expect(spellScale('A', 'minor')).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    expect(spellScale('D', 'dorian')).toEqual(['D', 'E', 'F', 'G', 'A', 'B', 'C']);
    expect(spellScale('E', 'phrygian')).toEqual(['E', 'F', 'G', 'A', 'B', 'C', 'D']);
    expect(spellScale('F', 'lydian')).toEqual(['F', 'G', 'A', 'B', 'C', 'D', 'E']);
    expect(spellScale('G', 'mixolydian')).toEqual(['G', 'A', 'B', 'C', 'D', 'E', 'F']);
    expect(spellScale('Bb', 'major')).toEqual(['Bb', 'C', 'D', 'Eb', 'F', 'G', 'A']);
    expect(spellScale('F#', 'minor')).toEqual(['F#', 'G#', 'A', 'B', 'C#', 'D', 'E']);
  });

  it('spells every offered key with each letter once, matching its pitch classes', () => {
    for (const mode of MUSIC_MODES) {
      for (const tonic of tonicsFor(mode)) {
        const names = spellScale(tonic, mode);
        expect(new Set(names.map((n) => n[0])).size, `${tonic} ${mode}`).toBe(7);
        expect(names.map(pitchClass)).toEqual(scalePitchClasses(tonic, mode));
      }
    }
  });

  it('reads note names as pitch classes', () => {
    expect(['C', 'C#', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'].map(pitchClass)).toEqual([0, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(() => pitchClass('H')).toThrow();
  });

  it('tunes A4 to 440 Hz and octaves to doubling', () => {
    expect(midiToFrequency(69)).toBe(440);
    expect(midiToFrequency(81)).toBeCloseTo(880, 9);
    expect(midiToFrequency(60)).toBeCloseTo(261.63, 2);
    expect(pitchBelow(0, 66)).toBe(60);
    expect(pitchBelow(6, 66)).toBe(66);
    expect(pitchBelow(7, 66)).toBe(55);
  });
});

describe('chords in key', () => {
  it('stacks thirds from the scale: the major key’s seven triads', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((d) => chordSymbol('C', 'major', d, false))).toEqual(['C', 'Dm', 'Em', 'F', 'G', 'Am', 'Bdim']);
    expect([0, 1, 2, 3, 4, 5, 6].map((d) => chordSymbol('A', 'minor', d, false))).toEqual(['Am', 'Bdim', 'C', 'Dm', 'Em', 'F', 'G']);
    expect(chordSymbol('E', 'phrygian', 1, false)).toBe('F');
    expect(chordSymbol('F', 'lydian', 1, false)).toBe('G');
    expect(chordSymbol('G', 'mixolydian', 6, false)).toBe('F');
  });

  it('adds the scale’s second for the added-second colour, still in key', () => {
    expect(chordSymbol('C', 'major', 0, true)).toBe('Cadd9');
    expect(chordSymbol('A', 'minor', 0, true)).toBe('Am(add9)');
    expect(chordPitchClasses('C', 'major', 0, true)).toEqual([0, 4, 7, 2]);
  });

  it('every chord of every progression, in every key offered, is in the key and none is diminished', () => {
    for (const mode of MUSIC_MODES) {
      for (const tonic of tonicsFor(mode)) {
        const scale = new Set(scalePitchClasses(tonic, mode));
        for (const degrees of Object.values(PROGRESSIONS[mode])) {
          for (const degree of degrees) {
            expect(chordQuality(mode, degree), `${tonic} ${mode} degree ${degree}`).not.toBe('diminished');
            for (const addSecond of [false, true]) for (const pc of chordPitchClasses(tonic, mode, degree, addSecond)) expect(scale.has(pc)).toBe(true);
          }
        }
      }
    }
  });

  it('brings the chorus and the outro home to the tonic', () => {
    for (const mode of MUSIC_MODES) {
      expect(PROGRESSIONS[mode].chorus.at(-1)).toBe(0);
      expect(PROGRESSIONS[mode].outro.at(-1)).toBe(0);
      expect(PROGRESSIONS[mode].verse[0]).toBe(0);
    }
  });

  it('major and minor chords have the right thirds', () => {
    expect(chordPitchClasses('D', 'major', 0, false)).toEqual([2, 6, 9]);
    expect(chordPitchClasses('D', 'minor', 0, false)).toEqual([2, 5, 9]);
  });
});
