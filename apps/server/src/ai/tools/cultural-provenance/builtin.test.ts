import { culturalProvenanceRequestSchema } from '@hearth/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DISH_HISTORIES } from '../../knowledge/dish-histories';
import { eraAgrees, isAllowedSource, regionAgrees, yearSpan } from './agreement';
import { builtinProvenance, NOT_DOCUMENTED, type ProvenanceInput } from './builtin';
import { fromTheAmericas, ingredientOrigins } from './infer';
import { provenanceProblems, provenanceTaskOutputSchema } from './task';

const byKey = (key: string) => DISH_HISTORIES.find((dish) => dish.key === key)!;
const ask = (dishName: string, recipe: ProvenanceInput['recipe'] = null) => builtinProvenance({ dishName, recipe });
const chanaMasala = { id: 7, title: 'Chana Masala', cuisine: 'Indian', ingredients: ['chickpeas', 'onion', 'tomato', 'green chili', 'ginger', 'garlic', 'garam masala', 'salt'] };

describe('a documented dish', () => {
  it('is answered from its entry word for word, with its sources and its dispute', () => {
    const answer = ask('Butter Chicken');
    const entry = byKey('butter-chicken');
    expect(answer).toMatchObject({
      dishName: entry.name,
      cuisine: 'Indian',
      basis: 'documented',
      originRegion: entry.originRegion,
      originEra: entry.originEra,
      culturalSignificance: entry.culturalSignificance,
      influencedBy: entry.influencedBy,
      influences: entry.influences,
      sources: entry.sources,
      suggestions: [],
    });
    expect(answer.note).toContain('Disputed:');
    expect(answer.note).toContain('Kundan Lal');
  });

  it('says disputed origins are disputed (biryani, pad thai, ramen, tempura)', () => {
    for (const name of ['biryani', 'pad thai', 'ramen', 'tempura']) expect(ask(name).note, name).toMatch(/^Disputed: /);
  });

  it('names how a typed name was read: a spelling corrected or a version of the dish', () => {
    expect(ask('chiken tikka').note).toBe('Read “chiken tikka” as Chicken tikka (a close spelling).');
    expect(ask('prawn pad thai').note).toContain('“prawn pad thai” is read as a version of Pad Thai');
  });

  it('uses the recipe’s title when the typed name is not documented, and says so', () => {
    const answer = ask('our friday noodles', { id: 3, title: 'Pad Thai with Shrimp', cuisine: 'Thai', ingredients: [] });
    expect(answer.basis).toBe('documented');
    expect(answer.dishName).toBe('Pad Thai');
    expect(answer.note).toContain('Hearth has no history filed under “our friday noodles”');
  });

  it('answers about the typed dish when the recipe’s title names another, and says so', () => {
    const answer = ask('biryani', { id: 3, title: 'Pad Thai with Shrimp', cuisine: 'Thai', ingredients: [] });
    expect(answer.dishName).toBe('Biryani');
    expect(answer.note).toContain('names a different dish (Pad Thai)');
  });
});

describe('a dish Hearth does not document', () => {
  it('is inferred from the recipe’s cuisine and ingredients, labelled so, and claims no dish sources', () => {
    const answer = ask('Chana Masala', chanaMasala);
    expect(answer.basis).toBe('inferred');
    expect(answer.note).toContain(`${NOT_DOCUMENTED} for “Chana Masala”`);
    expect(answer.note).toContain('not documented history');
    expect(answer.originRegion).toBe('Not documented. Its cuisine, Indian, comes from the Indian subcontinent.');
    expect(answer.influences).toEqual([]);
    const dishSources = new Set(DISH_HISTORIES.flatMap((dish) => dish.sources));
    // Only the cuisine's general works and the ingredient-origin reference, never a dish entry's own list.
    expect(answer.sources).toEqual([
      'K. T. Achaya, Indian Food: A Historical Companion (1994)',
      'Lizzie Collingham, Curry: A Tale of Cooks and Conquerors (2005)',
      'Colleen Taylor Sen, Feasts and Fasts: A History of Food in India (2015)',
      'Davidson, The Oxford Companion to Food (2014)',
    ]);
    expect(answer.sources.filter((source) => source.startsWith('Davidson')).every((source) => !dishSources.has(source))).toBe(true);
  });

  it('dates a dish of an Old World cuisine no earlier than the crops from the Americas it uses', () => {
    const answer = ask('Chana Masala', chanaMasala);
    expect(answer.originEra).toContain('no older than the 16th century');
    expect(answer.originEra).toContain('tomato and green chili');
    expect(answer.influencedBy).toContain('Ingredient: chickpea, which originated in south-eastern Turkey (the Fertile Crescent)');
    // Mexican cooking is of the Americas: no such limit.
    const mexican = ask('Abuela’s salsa', { id: 8, title: 'Abuela’s salsa', cuisine: 'Mexican', ingredients: ['tomato', 'green chili', 'onion'] });
    expect(mexican.originEra).toBe('Not documented; Hearth cannot date this dish.');
  });

  it('reads a cuisine from a place word in the name when there is no recipe', () => {
    const answer = ask('Sichuan cucumber salad');
    expect(answer).toMatchObject({ basis: 'inferred', cuisine: 'Chinese' });
    expect(answer.note).toContain('its name, which points to Chinese cooking (“sichuan”)');
    expect(answer.influencedBy.some((line) => line.startsWith('Ingredient: cucumber'))).toBe(true);
  });

  it('says plainly when nothing can be inferred', () => {
    const answer = ask('Grandma special');
    expect(answer).toMatchObject({ basis: 'inferred', cuisine: null, influencedBy: [], influences: [], sources: [] });
    expect(answer.culturalSignificance).toContain('cannot tell its cuisine');
  });

  it('does not present a near-miss as documented, but names the documented dish it is near', () => {
    const answer = ask('paneer tikka');
    expect(answer.basis).toBe('inferred');
    expect(answer.suggestions).toContain('Chicken tikka');
    expect(answer.note).toContain('they are different dishes unless the name was misspelt');
    expect(ask('samsa').basis).toBe('inferred');
  });

  it('treats a product by its crop: macaroni is made from wheat, not from the Fertile Crescent itself', () => {
    const [macaroni] = ingredientOrigins(['macaroni']);
    expect(macaroni?.madeFrom).not.toBeNull();
    expect(fromTheAmericas('Europe and North America')).toBe(false);
    expect(fromTheAmericas('Africa; cultivated early in Asia and the Americas')).toBe(false);
    expect(fromTheAmericas('Mexico (Capsicum annuum)')).toBe(true);
  });
});

describe('every built-in answer', () => {
  it('passes its own check and the contract, for every documented dish by name and by every alias', () => {
    for (const dish of DISH_HISTORIES) {
      for (const name of [dish.name, ...dish.aliases]) {
        const input = { dishName: name, recipe: null };
        const answer = builtinProvenance(input);
        expect(answer.dishName, `${dish.key} via “${name}”`).toBe(dish.name);
        expect(provenanceTaskOutputSchema.safeParse(answer).success, `${dish.key} via “${name}”`).toBe(true);
        expect(provenanceProblems(input, answer), `${dish.key} via “${name}”`).toEqual([]);
      }
    }
  });

  it('is deterministic, fits the contract, passes its check and never labels an unknown name documented, for any text', () => {
    fc.assert(
      // Any name the request schema lets through (trimmed, not blank, no control characters).
      fc.property(
        fc.string({ minLength: 1, maxLength: 80 }).filter((text) => culturalProvenanceRequestSchema.safeParse({ dishName: text }).success),
        (text) => {
          const input = { dishName: culturalProvenanceRequestSchema.parse({ dishName: text }).dishName, recipe: null };
          const answer = builtinProvenance(input);
          expect(builtinProvenance(input)).toEqual(answer);
          expect(provenanceTaskOutputSchema.safeParse(answer).success).toBe(true);
          expect(provenanceProblems(input, answer)).toEqual([]);
          if (answer.basis === 'inferred') expect(answer.note).toContain(NOT_DOCUMENTED);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers quickly (well inside the 150 ms budget)', () => {
    const started = performance.now();
    for (let i = 0; i < 50; i++) ask(`Unknown dish ${i}`, chanaMasala);
    expect((performance.now() - started) / 50).toBeLessThan(30);
  });
});

describe('the check a model’s answer must pass', () => {
  const input = { dishName: 'biryani', recipe: null };
  const good = () => builtinProvenance(input);

  it('accepts the documented facts reworded', () => {
    const answer = { ...good(), culturalSignificance: 'A layered rice dish of feasts.', originRegion: 'North India, at the Mughal court' };
    expect(provenanceProblems(input, answer)).toEqual([]);
  });

  it('rejects a region or era that contradicts the entry', () => {
    expect(provenanceProblems(input, { ...good(), originRegion: 'Persia' }).join()).toContain('contradicts the documented');
    expect(provenanceProblems(input, { ...good(), originEra: '10th century' }).join()).toContain('contradicts the documented');
  });

  it('rejects a source the entry does not give, a missing dispute, and the wrong dish', () => {
    expect(provenanceProblems(input, { ...good(), sources: ['Some Blog, Biryani Secrets (2020)'] }).join()).toContain('is not among the sources');
    expect(provenanceProblems(input, { ...good(), sources: [] }).join()).toContain('must name its sources');
    expect(provenanceProblems(input, { ...good(), note: null }).join()).toContain('disputed');
    expect(provenanceProblems(input, { ...good(), dishName: 'Pulao' }).join()).toContain('not Biryani');
  });

  it('rejects an undocumented dish presented as documented, or with sources or influences of its own', () => {
    const unknown = { dishName: 'Chana Masala', recipe: chanaMasala };
    const inferred = builtinProvenance(unknown);
    expect(provenanceProblems(unknown, { ...inferred, basis: 'documented' }).join()).toContain('labelled documented');
    expect(provenanceProblems(unknown, { ...inferred, note: 'A Punjabi classic.' }).join()).toContain('no documented history is held');
    expect(provenanceProblems(unknown, { ...inferred, sources: [...inferred.sources, 'Madhur Jaffrey, Indian Cookery (1982)'] }).join()).toContain('not a source');
    expect(provenanceProblems(unknown, { ...inferred, influences: ['Chole bhature'] }).join()).toContain('influenced');
  });
});

describe('reading eras and regions', () => {
  it('reads centuries, decades, ranges, BCE and named periods as spans of years', () => {
    expect(yearSpan('16th–17th centuries (Mughal period)')).toEqual([1500, 1857]);
    expect(yearSpan('1930s–1940s')).toEqual([1930, 1949]);
    expect(yearSpan('late 1940s–1950s, after Partition (1947)')).toEqual([1940, 1959]);
    expect(yearSpan('1930s–40s')).toEqual([1930, 1949]);
    expect(yearSpan('3rd century BCE')).toEqual([-300, -201]);
    expect(yearSpan('Song dynasty')).toEqual([960, 1279]);
    expect(yearSpan('undated')).toBeNull();
  });

  it('agrees when dates overlap or the words are kept, and not otherwise', () => {
    expect(eraAgrees('late 1940s–1950s', 'the 1950s')).toBe(true);
    expect(eraAgrees('late 1940s–1950s', 'the 18th century')).toBe(false);
    expect(eraAgrees('late 1940s–1950s', 'long ago')).toBe(false);
    expect(eraAgrees('undated; a long-established Sichuanese home dish', 'Undated, long-established in Sichuan homes')).toBe(true);
    expect(eraAgrees('undated; a long-established Sichuanese home dish', 'Ming dynasty')).toBe(false);
    expect(regionAgrees('Delhi, India (the Moti Mahal restaurant)', 'Old Delhi')).toBe(true);
    expect(regionAgrees('Delhi, India (the Moti Mahal restaurant)', 'Peshawar')).toBe(false);
    expect(isAllowedSource('Lizzie Collingham, Curry: A Tale of Cooks and Conquerors (2005)', ['Lizzie Collingham, Curry: A Tale of Cooks and Conquerors (2005)'])).toBe(true);
    expect(isAllowedSource('Collingham', ['Lizzie Collingham, Curry: A Tale of Cooks and Conquerors (2005)'])).toBe(false);
  });
});
