import { describe, expect, it } from 'vitest';
import { buildDishIndex, dishKey } from '../../tools/cultural-provenance/match';
import { CUISINE_HISTORIES } from './cuisines';
import { DISH_HISTORIES, type ProvenanceCuisine } from './index';

// The dish histories over every cuisine file at once: what Cultural Provenance presents as documented
// history must be complete, sourced and unambiguous.
const CUISINES: ProvenanceCuisine[] = ['Indian', 'Mediterranean', 'Thai', 'Mexican', 'Japanese', 'Chinese', 'Italian', 'French', 'Fusion', 'Street Food'];
const TOTAL_REQUIRED = 150;

/** A cited work names its year in brackets: "Title (1994)", "Title (3rd ed., 2014)". */
const CITATION = /\([^()]*\b\d{4}\b[^()]*\)/;

describe('dish histories', () => {
  it('reports how many dishes each cuisine documents', () => {
    const counts = Object.fromEntries(CUISINES.map((cuisine) => [cuisine, DISH_HISTORIES.filter((dish) => dish.cuisine === cuisine).length]));
    console.info(`dish histories: ${DISH_HISTORIES.length} in all`, counts);
    expect(DISH_HISTORIES.length).toBeGreaterThan(0);
  });

  it(`documents at least ${TOTAL_REQUIRED} dishes across the spec's cuisines`, () => {
    expect(DISH_HISTORIES.length).toBeGreaterThanOrEqual(TOTAL_REQUIRED);
  });

  it('has kebab-case keys unique across all files', () => {
    const keys = DISH_HISTORIES.map((dish) => dish.key);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('gives every name and alias to one dish only, across all files', () => {
    expect(buildDishIndex(DISH_HISTORIES).collisions).toEqual([]);
    for (const dish of DISH_HISTORIES) {
      // Accented and plain spellings of one alias may both be listed; they index to the same key.
      expect([dish.name, ...dish.aliases].map(dishKey).every(Boolean), `${dish.key} has an empty alias`).toBe(true);
    }
  });

  it('fills every field: region, era, significance, influences, ingredients and at least one dated source', () => {
    for (const dish of DISH_HISTORIES) {
      expect(CUISINES, dish.key).toContain(dish.cuisine);
      for (const field of ['name', 'originRegion', 'originEra', 'culturalSignificance'] as const) expect(dish[field].trim(), `${dish.key}.${field}`).not.toBe('');
      expect(dish.culturalSignificance.length, `${dish.key} significance is two to four sentences`).toBeGreaterThan(60);
      expect(dish.influencedBy.length, `${dish.key}.influencedBy`).toBeGreaterThan(0);
      expect(dish.keyIngredients.length, `${dish.key}.keyIngredients`).toBeGreaterThan(0);
      expect(dish.sources.length, `${dish.key}.sources`).toBeGreaterThan(0);
      // `influences` may be empty: types.ts says so when nothing documents what a dish shaped.
      for (const list of [dish.aliases, dish.influencedBy, dish.influences, dish.keyIngredients, dish.sources]) {
        for (const item of list) expect(item.trim(), dish.key).not.toBe('');
      }
      for (const source of dish.sources) expect(source, `${dish.key} cites “${source}” without its year`).toMatch(CITATION);
      if (dish.disputed !== undefined) expect(dish.disputed.trim(), `${dish.key}.disputed`).not.toBe('');
    }
  });

  it('has a cuisine history for every cuisine, with sources wherever it states history', () => {
    expect(CUISINE_HISTORIES.map((c) => c.cuisine).sort()).toEqual([...CUISINES].sort());
    for (const cuisine of CUISINE_HISTORIES) {
      expect(cuisine.region.trim()).not.toBe('');
      expect(cuisine.summary.trim()).not.toBe('');
      if (cuisine.influences.length || cuisine.americanCrops) expect(cuisine.sources.length, cuisine.cuisine).toBeGreaterThan(0);
      for (const source of cuisine.sources) expect(source).toMatch(CITATION);
    }
    const markers = CUISINE_HISTORIES.flatMap((c) => c.markers);
    expect(markers.filter((marker, i) => markers.indexOf(marker) !== i)).toEqual([]);
  });
});
