import { MUSIC_MOODS, MUSIC_TASTES, type MusicTaste } from '@hearth/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MOOD_MUSIC, MUSIC_SOURCES } from '../../knowledge/music-crossmodal';
import { planMusic } from './plan';
import { readDishNameTaste, readRecipeTaste, type TasteProfile, type TasteReading } from './taste';
import { tonicsFor } from './theory';

const profile = (values: Partial<TasteProfile>): TasteProfile => ({ sweet: 0, sour: 0, salty: 0, bitter: 0, umami: 0, ...values });

/** A taste reading as the knowledge would give it, from a profile alone. */
function reading(values: Partial<TasteProfile> | null): TasteReading {
  if (!values) return readDishNameTaste('Nothing Hearth knows');
  const p = profile(values);
  const strongest = Math.max(...MUSIC_TASTES.map((t) => p[t]));
  const dominant = MUSIC_TASTES.filter((t) => p[t] >= 2.5 && p[t] >= strongest * 0.6).sort((a, b) => p[b] - p[a]);
  return { profile: p, dominant, ingredients: [], unknown: [], basis: 'test profile' };
}

const plan = (values: Partial<TasteProfile> | null, mood: (typeof MUSIC_MOODS)[number] = 'calm', seed = 1) => planMusic(reading(values), mood, seed);

describe('taste → music (crossmodal correspondences)', () => {
  it('sweet plays slower than sour in the same mood, both inside its range', () => {
    for (const mood of MUSIC_MOODS) {
      const sweet = plan({ sweet: 8 }, mood);
      const sour = plan({ sour: 8 }, mood);
      expect(sweet.tempo, mood).toBeLessThan(sour.tempo);
      expect(sweet.tempo).toBe(MOOD_MUSIC[mood].tempo.min);
      expect(sour.tempo).toBe(MOOD_MUSIC[mood].tempo.max);
    }
  });

  it('sweet sounds consonant, high and on a piano', () => {
    const p = plan({ sweet: 8 });
    expect(p.harmony).toBe('consonant triads');
    expect(p.register).toBe('high');
    expect(p.melodyVoice).toBe('piano');
  });

  it('sour sounds high, fast and dissonant (added seconds)', () => {
    const p = plan({ sour: 7, sweet: 1 });
    expect(p.harmony).toBe('added seconds');
    expect(p.register).toBe('high');
    expect(p.reasoning.find((r) => r.choice === 'added seconds')?.source).toContain('The taste of music');
  });

  it('bitter is low, legato and brass', () => {
    const p = plan({ bitter: 7 });
    expect(p.register).toBe('low');
    expect(p.articulation).toBe('legato');
    expect(p.melodyVoice).toBe('brass');
    expect(p.reasoning.find((r) => r.choice.startsWith('Trombone'))?.source).toContain('As bitter as a trombone');
  });

  it('salty is staccato; umami is low', () => {
    expect(plan({ salty: 6 }).articulation).toBe('staccato');
    expect(plan({ salty: 6, bitter: 4 }).articulation).toBe('staccato');
    expect(plan({ umami: 7 }).register).toBe('low');
  });

  it('an unknown taste gets a neutral palette and says so', () => {
    const p = plan(null, 'energetic');
    const { min, max } = MOOD_MUSIC.energetic.tempo;
    expect(p.tempo).toBe(Math.round((min + max) / 2));
    expect(p.register).toBe('middle');
    expect(p.articulation).toBe('normal');
    expect(p.harmony).toBe('consonant triads');
    expect(p.melodyVoice).toBe('electric piano');
    expect(p.reasoning[0]!.because).toContain('neutral');
    expect(p.reasoning.map((r) => r.source).join(' ')).not.toContain('Knöferle');
  });

  it('the mood sets the mode and metre; the dish picks the tonic, the same in every mood', () => {
    const keys = new Set<string>();
    for (const mood of MUSIC_MOODS) {
      const p = plan({ sweet: 5 }, mood, 42);
      expect(p.mode).toBe(MOOD_MUSIC[mood].mode);
      expect(p.timeSignature).toBe(MOOD_MUSIC[mood].timeSignature);
      expect(tonicsFor(p.mode)).toContain(p.key);
      keys.add(`${p.key}/${MOOD_MUSIC[mood].mode}`);
    }
    // One tonic index per dish: the same dish picks the same slot of each mode's key list.
    const slots = MUSIC_MOODS.map((mood) => tonicsFor(MOOD_MUSIC[mood].mode).indexOf(plan({ sweet: 5 }, mood, 42).key));
    expect(new Set(slots).size).toBe(1);
  });

  it('properties: any taste and mood give a tempo in range, known elements, reasons with sources', () => {
    const taste = fc.record(Object.fromEntries(MUSIC_TASTES.map((t) => [t, fc.integer({ min: 0, max: 100 }).map((n) => n / 10)])) as Record<MusicTaste, fc.Arbitrary<number>>);
    fc.assert(
      fc.property(taste, fc.constantFrom(...MUSIC_MOODS), fc.integer({ min: 0, max: 2 ** 31 }), (values, mood, seed) => {
        const p = planMusic(reading(values), mood, seed);
        expect(p.tempo).toBeGreaterThanOrEqual(MOOD_MUSIC[mood].tempo.min);
        expect(p.tempo).toBeLessThanOrEqual(MOOD_MUSIC[mood].tempo.max);
        expect(p.instruments.map((i) => i.part)).toEqual(['melody', 'harmony', 'bass', 'percussion']);
        for (const reason of p.reasoning) expect(reason.source.length).toBeGreaterThan(10);
        // Higher sweetness never speeds the song up.
        const sweeter = planMusic(reading({ ...values, sweet: Math.min(10, values.sweet + 2) }), mood, seed);
        expect(sweeter.tempo).toBeLessThanOrEqual(p.tempo);
        expect(planMusic(reading(values), mood, seed)).toEqual(p);
      }),
      { numRuns: 300 },
    );
  });

  it('names the studies as they were published', () => {
    expect(MUSIC_SOURCES.crisinelSpence2010).toContain('Attention, Perception, & Psychophysics 72(7), 1994–2002');
    expect(MUSIC_SOURCES.knoferleSpence2012).toContain('Psychonomic Bulletin & Review 19(6)');
    expect(MUSIC_SOURCES.meszTrevisanSigman2011).toContain('Perception 40(2)');
  });
});

describe('reading a dish’s taste', () => {
  it('weighs a recipe’s ingredients by amount, and names the ones it does not know', () => {
    const tiramisu = readRecipeTaste([
      { quantity: '100', unit: 'g', name: 'sugar' },
      { quantity: '500', unit: 'g', name: 'mascarpone' },
      { quantity: '24', unit: '', name: 'ladyfinger' },
      { quantity: '2', unit: 'tbsp', name: 'cocoa powder' },
      { quantity: '1', unit: 'cup', name: 'moonbeam syrup' },
    ]);
    expect(tiramisu.dominant[0]).toBe('sweet');
    expect(tiramisu.unknown).toEqual(['moonbeam syrup']);
    expect(tiramisu.basis).toContain('4 of 5 ingredients');
    expect(tiramisu.basis).toContain('moonbeam syrup');
  });

  it('reads foods and taste words in a dish name', () => {
    expect(readDishNameTaste('Lemon tart').dominant[0]).toBe('sour');
    expect(readDishNameTaste('Lemon tart').ingredients.map((i) => i.food?.id)).toEqual(['lemon']);
    expect(readDishNameTaste('Something sweet').dominant).toEqual(['sweet']);
    expect(readDishNameTaste('Something sweet').basis).toContain('“sweet”');
    const unknown = readDishNameTaste('Grandpa’s surprise');
    expect(unknown.profile).toBeNull();
    expect(unknown.basis).toContain('no taste for “Grandpa’s surprise”');
  });

  it('leaves a recipe of unknown ingredients without a taste, saying so', () => {
    const reading = readRecipeTaste([{ quantity: '1', unit: '', name: 'moonbeam' }]);
    expect(reading.profile).toBeNull();
    expect(reading.basis).toContain('None of this recipe’s ingredients');
  });
});
