import { triviaResponseSchema } from '@hearth/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FOODS } from '../../knowledge/catalog';
import { loadIfct, nutritionPer100g } from '../../knowledge/nutrition';
import { regionsOf } from '../../knowledge/regions';
import { FACTS_PER_CALL, figure, nextFactKeys, triviaFact, triviaFacts } from './builtin';
import { builtinTrivia, triviaAnswerProblems } from './task';

describe('trivia facts', () => {
  it('ranks green leafy vegetables by iron exactly as IFCT 2017 gives it, figures included', () => {
    const ifct = loadIfct();
    const greens = FOODS.flatMap((food) => {
      const n = nutritionPer100g(food);
      return n && food.ifctCode && ifct.get(food.ifctCode)!.group === 'Green Leafy Vegetables' && n.ironMg ? [{ name: food.name, iron: n.ironMg }] : [];
    }).sort((a, b) => b.iron - a.iron);
    expect(greens.length).toBeGreaterThanOrEqual(3);
    const top = triviaFact('rank:ironMg:Green Leafy Vegetables:top')!.text;
    expect(top).toContain(`Of the ${greens.length} green leafy vegetables`);
    expect(top).toContain(`**${greens[0]!.name}**, with ${figure(greens[0]!.iron)} mg per 100 g`);
    expect(top).toContain(`${greens[1]!.name} (${figure(greens[1]!.iron)} mg)`);
    expect(top).toContain('IFCT 2017');
  });

  it('compares vitamin C with orange using the IFCT figures, only for foods that really have more', () => {
    const orange = nutritionPer100g(FOODS.find((f) => f.id === 'orange')!)!.vitaminCMg!;
    const comparisons = triviaFacts().filter((f) => f.key.startsWith('vitamin-c-vs-orange:'));
    expect(comparisons.length).toBeGreaterThan(5);
    for (const fact of comparisons) {
      const food = FOODS.find((f) => f.id === fact.key.split(':')[1])!;
      const value = nutritionPer100g(food)!.vitaminCMg!;
      expect(value).toBeGreaterThan(orange);
      expect(fact.text).toContain(`**${food.name}** has ${figure(value)} mg, against ${figure(orange)} mg in orange`);
    }
  });

  it('takes origins from regions.ts and aroma compounds from the food’s own data, with sources named', () => {
    const tomato = triviaFact('origin:tomato')!.text;
    const regions = regionsOf('tomato');
    expect(regions?.kind).toBe('crop');
    if (regions?.kind === 'crop') expect(tomato).toContain(regions.origin);
    expect(tomato).toContain('Oxford Companion to Food');
    for (const fact of triviaFacts().filter((f) => f.key.startsWith('aroma:'))) {
      const food = FOODS.find((f) => f.id === fact.key.slice('aroma:'.length))!;
      const compound = /comes from \*\*(.+?)\*\*/.exec(fact.text)![1]!;
      expect(food.aromaCompounds).toContain(compound);
      expect(fact.text).toContain('Flavornet');
    }
  });

  it('has many distinct facts from every generator, each with a unique key, a source and no raw HTML', () => {
    const facts = triviaFacts();
    expect(new Set(facts.map((f) => f.key)).size).toBe(facts.length);
    for (const prefix of ['rank:', 'vitamin-c-vs-orange:', 'aroma:', 'origin:', 'curated:']) expect(facts.filter((f) => f.key.startsWith(prefix)).length).toBeGreaterThan(5);
    for (const fact of facts) {
      expect(fact.text).toMatch(/_Source: .+\._$/);
      expect(fact.text).not.toMatch(/<[a-z/]/i);
    }
  });

  it('shows no fact again until every fact has been shown, for any member, deterministically', () => {
    const order = triviaFacts();
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (memberId) => {
        const seen: string[] = [];
        let last: string | null = null;
        while (seen.length < order.length) {
          const keys = nextFactKeys(order, memberId, last);
          expect(keys).toEqual(nextFactKeys(order, memberId, last));
          seen.push(...keys);
          last = keys.at(-1)!;
        }
        expect(new Set(seen.slice(0, order.length)).size).toBe(order.length);
        // After a full cycle the member starts over where they began.
        expect(nextFactKeys(order, memberId, last)[0]).toBe(seen[0]);
      }),
      { numRuns: 5 },
    );
  });

  it('answers within the contract and passes its own check; the check catches changed figures, lost sources and HTML', () => {
    const keys = nextFactKeys(triviaFacts(), 'member-a', null);
    const answer = builtinTrivia({ keys });
    expect(answer.facts).toHaveLength(FACTS_PER_CALL);
    expect(triviaResponseSchema.safeParse({ ...answer, source: 'builtin' }).success).toBe(true);
    expect(triviaAnswerProblems({ keys }, answer)).toEqual([]);
    const top = 'rank:ironMg:Green Leafy Vegetables:top';
    const original = triviaFact(top)!.text;
    expect(triviaAnswerProblems({ keys: [top] }, { facts: [original.replace('5.69', '9.9')] }).join()).toContain('lost the figure 5.69');
    const maillard = 'curated:maillard-reaction';
    expect(triviaAnswerProblems({ keys: [maillard] }, { facts: [triviaFact(maillard)!.text.replace(/_Source.*$/, '')] })).toEqual([
      `fact 1 no longer names its source (${triviaFact(maillard)!.cite})`,
    ]);
    expect(triviaAnswerProblems({ keys: [top] }, { facts: [`<b>${original}</b>`] }).join()).toContain('raw HTML');
    expect(triviaAnswerProblems({ keys: [top] }, { facts: [original, original] }).join()).toContain('2 facts returned for 1 given');
  });
});
