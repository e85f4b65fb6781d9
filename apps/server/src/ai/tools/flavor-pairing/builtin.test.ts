import { flavorPairingResponseSchema } from '@hearth/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FOODS } from '../../knowledge/catalog';
import { findFood } from '../../knowledge/lookup';
import { suggestFoodNames, unknownFoodMessage } from '../../knowledge/suggest';
import type { FoodEntry } from '../../knowledge/types';
import { analysePairing, type HearthRecipes } from './builtin';
import { builtinPairing, pairingAnswerProblems, type PairingTaskInput } from './task';

const none: HearthRecipes = { count: 0, titles: [] };

function food(name: string): FoodEntry {
  const entry = findFood(name);
  if (!entry) throw new Error(`no food ${name}`);
  return entry;
}

const input = (first: string, second: string, hearthRecipes = none): PairingTaskInput => ({ firstId: food(first).id, secondId: food(second).id, hearthRecipes });

describe('analysePairing', () => {
  it('answers every pair of catalogue foods within the contract, deterministically and in either order for the numbers', () => {
    const outputSchema = flavorPairingResponseSchema.omit({ source: true });
    fc.assert(
      fc.property(fc.constantFrom(...FOODS), fc.constantFrom(...FOODS), (a, b) => {
        const answer = analysePairing(a, b, none);
        expect(outputSchema.safeParse(answer).success).toBe(true);
        expect(analysePairing(a, b, none)).toEqual(answer);
        const reversed = analysePairing(b, a, none);
        expect(reversed.compatibilityScore).toBe(answer.compatibilityScore);
        expect(reversed.unexpectedRating).toBe(answer.unexpectedRating);
        expect(reversed.sharedCompounds).toEqual(answer.sharedCompounds);
        // The built-in answer passes the same check a model's must.
        expect(pairingAnswerProblems({ firstId: a.id, secondId: b.id, hearthRecipes: none }, answer)).toEqual([]);
      }),
      { numRuns: 250 },
    );
  });

  it('names the classic dish, the source and no shared compound for tomato and basil, and says what each smells of', () => {
    const answer = builtinPairing(input('tomato', 'basil'));
    expect(answer.compatibilityScore).toBeGreaterThanOrEqual(80);
    expect(answer.usageContext).toContain('insalata Caprese');
    expect(answer.usageContext).toContain('The Flavour Thesaurus');
    expect(answer.usageContext).toContain('Add basil near the end or raw');
    expect(answer.sharedCompounds).toEqual([]);
    expect(answer.scientificBasis).toContain('No shared key aroma compounds');
    expect(answer.scientificBasis).toContain('linalool (floral, lavender)');
    expect(answer.scientificBasis).toContain('Ahn et al.');
  });

  it('brings up the East Asian finding for an East Asian classic that shares no compounds', () => {
    const answer = builtinPairing(input('ginger', 'spring onion'));
    expect(answer.usageContext).toContain('steamed fish with ginger and scallion');
    expect(answer.scientificBasis).toContain('East Asian cuisines tend to combine ingredients that share few');
  });

  it('explains an unexpected pair by its shared rare compounds and their smell', () => {
    const answer = builtinPairing(input('goat cheese', 'lamb'));
    expect(answer.usageContext).toContain('Not a recorded classic');
    expect(answer.sharedCompounds).toContain('4-methyloctanoic acid');
    expect(answer.scientificBasis).toContain('goaty, muttony');
    expect(answer.unexpectedRating).toBeGreaterThanOrEqual(6);
    expect(answer.compatibilityScore).toBeLessThan(80);
  });

  it('says when a food is odourless, and when two names are one food', () => {
    expect(builtinPairing(input('strawberry', 'salt')).scientificBasis).toContain('Salt has no key aroma compounds');
    const same = builtinPairing(input('lemon', 'lemon zest'));
    expect(same.usageContext).toContain('one food');
    expect(same.unexpectedRating).toBe(0);
  });

  it('reports the platform’s own recipes that use both', () => {
    expect(builtinPairing(input('spinach', 'paneer', { count: 2, titles: ['Palak Paneer', 'Saag Paneer'] })).usageContext).toContain(
      '2 published recipes use both, including “Palak Paneer” and “Saag Paneer”',
    );
    expect(builtinPairing(input('spinach', 'paneer')).usageContext).toContain('No published Hearth recipe uses both');
  });
});

describe('pairingAnswerProblems (the check every answer passes)', () => {
  const base = builtinPairing(input('tomato', 'basil'));

  it('rejects a compound that is not a key compound of both foods', () => {
    expect(pairingAnswerProblems(input('tomato', 'basil'), { ...base, sharedCompounds: ['linalool'] })).toEqual([
      expect.stringContaining('linalool is not a key aroma compound of both'),
    ]);
  });

  it('rejects a score or unexpectedness far from the data', () => {
    expect(pairingAnswerProblems(input('tomato', 'basil'), { ...base, compatibilityScore: 30 })).toHaveLength(1);
    expect(pairingAnswerProblems(input('tomato', 'basil'), { ...base, unexpectedRating: 9 })).toHaveLength(1);
    expect(pairingAnswerProblems(input('tomato', 'basil'), { ...base, compatibilityScore: base.compatibilityScore - 10 })).toEqual([]);
  });
});

describe('unknown names', () => {
  it('suggests close catalogue names and never resolves them', () => {
    expect(suggestFoodNames('bazil')).toContain('basil');
    expect(suggestFoodNames('tomatoe sauce').length).toBeGreaterThan(0);
    expect(suggestFoodNames('qwertyuiop')).toEqual([]);
    expect(unknownFoodMessage('bazil')).toBe("I don't know “bazil” yet, so I won't guess about it. Did you mean “basil”?");
    expect(unknownFoodMessage('durian')).toContain("I don't know “durian” yet");
  });
});
