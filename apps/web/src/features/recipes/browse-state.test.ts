import { BROWSE_CUISINES, DIET_TYPES, MEAL_TYPES } from '@hearth/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BROWSE_TABS,
  browseStateToParams,
  clearFilters,
  DEFAULT_BROWSE_STATE,
  foldText,
  isNarrowed,
  matchesBrowseState,
  normalizeSearch,
  parseBrowseParams,
  toggleFilterValue,
  type BrowseState,
} from './browse-state';

const approved = { canSeeMine: true };
const parse = (query: string, options = approved) => parseBrowseParams(new URLSearchParams(query), options);
const write = (state: BrowseState) => browseStateToParams(state).toString();

describe('browse state in the query string', () => {
  it('plain /recipes is Trending with no filters and no search', () => {
    expect(parse('')).toEqual(DEFAULT_BROWSE_STATE);
    expect(write(DEFAULT_BROWSE_STATE)).toBe('');
  });

  it('reads the tab, each filter and the search', () => {
    expect(parse('tab=curated&cuisine=Italian&cuisine=French&diet=Vegan&meal=Dessert&q=tiramisu')).toEqual({
      tab: 'curated',
      cuisines: ['Italian', 'French'],
      dietTypes: ['Vegan'],
      mealTypes: ['Dessert'],
      search: 'tiramisu',
    });
  });

  it('writes the same address for the same choice, whatever order it was made in (options order)', () => {
    const a = write({ ...DEFAULT_BROWSE_STATE, cuisines: ['French', 'Indian'] });
    const b = write({ ...DEFAULT_BROWSE_STATE, cuisines: ['Indian', 'French'] });
    expect(a).toBe(b);
    expect(a).toBe('cuisine=Indian&cuisine=French');
  });

  it('drops unknown tabs and values, matches values without regard to case, and accepts comma lists', () => {
    expect(parse('tab=newest&cuisine=Klingon&cuisine=italian&diet=Vegan,Keto,Nope&meal=')).toEqual({
      ...DEFAULT_BROWSE_STATE,
      cuisines: ['Italian'],
      dietTypes: ['Vegan', 'Keto'],
    });
  });

  it('keeps repeated values once', () => {
    expect(parse('meal=Dessert&meal=Dessert&meal=dessert').mealTypes).toEqual(['Dessert']);
  });

  it('shows My Recipes only to approved members; others land on Trending', () => {
    expect(parse('tab=my').tab).toBe('my');
    expect(parse('tab=my', { canSeeMine: false }).tab).toBe('trending');
  });

  it('trims the search, collapses its spaces and caps it at 100 characters', () => {
    expect(parse('q=%20%20paneer%20%20%20tikka%20').search).toBe('paneer tikka');
    expect(parse(`q=${'a'.repeat(150)}`).search).toHaveLength(100);
    expect(normalizeSearch('   ')).toBe('');
    expect(write({ ...DEFAULT_BROWSE_STATE, search: '  ' })).toBe('');
  });

  it('keeps parameters that are not its own', () => {
    const params = browseStateToParams({ ...DEFAULT_BROWSE_STATE, tab: 'curated' }, new URLSearchParams('ref=mail&tab=my&q=old'));
    expect(params.toString()).toBe('ref=mail&tab=curated');
  });

  it('round-trips any state made of the spec lists (property)', () => {
    const subset = (list: readonly string[]) => fc.subarray([...list]).chain((values) => fc.shuffledSubarray(values, { minLength: values.length }));
    fc.assert(
      fc.property(
        fc.constantFrom(...BROWSE_TABS),
        subset(BROWSE_CUISINES),
        subset(DIET_TYPES),
        subset(MEAL_TYPES),
        fc.string({ maxLength: 120 }),
        (tab, cuisines, dietTypes, mealTypes, search) => {
          const state: BrowseState = { tab, cuisines, dietTypes, mealTypes, search };
          const back = parseBrowseParams(new URLSearchParams(browseStateToParams(state).toString()), approved);
          expect(back.tab).toBe(tab);
          expect(back.cuisines).toEqual(BROWSE_CUISINES.filter((c) => cuisines.includes(c)));
          expect(back.dietTypes).toEqual(DIET_TYPES.filter((d) => dietTypes.includes(d)));
          expect(back.mealTypes).toEqual(MEAL_TYPES.filter((m) => mealTypes.includes(m)));
          expect(back.search).toBe(normalizeSearch(search));
        },
      ),
    );
  });
});

describe('changing filters', () => {
  it('ticks and unticks a value, keeping the options order', () => {
    let state = toggleFilterValue(DEFAULT_BROWSE_STATE, 'cuisines', 'Italian');
    state = toggleFilterValue(state, 'cuisines', 'Indian');
    expect(state.cuisines).toEqual(['Indian', 'Italian']);
    state = toggleFilterValue(state, 'cuisines', 'Italian', false);
    expect(state.cuisines).toEqual(['Indian']);
    expect(toggleFilterValue(state, 'cuisines', 'Indian', true)).toBe(state);
  });

  it("'Clear filters' removes every filter and the search, and keeps the tab", () => {
    const state: BrowseState = { tab: 'curated', cuisines: ['Thai'], dietTypes: ['Vegan'], mealTypes: ['Lunch'], search: 'curry' };
    expect(isNarrowed(state)).toBe(true);
    const cleared = clearFilters(state);
    expect(cleared).toEqual({ ...DEFAULT_BROWSE_STATE, tab: 'curated' });
    expect(isNarrowed(cleared)).toBe(false);
  });
});

describe('My Recipes filtering on the client', () => {
  const recipe = {
    title: 'Crêpes Suzette',
    description: 'Thin French pancakes with orange butter.',
    tags: ['Brunch', 'Gluten-Free'],
    cuisine: 'French',
    dietType: 'Vegetarian',
    mealTypes: ['Breakfast', 'Dessert'],
  };
  const none = { cuisines: [], dietTypes: [], mealTypes: [], search: '' };

  it('matches any value within a filter and all filters together', () => {
    expect(matchesBrowseState(recipe, none)).toBe(true);
    expect(matchesBrowseState(recipe, { ...none, cuisines: ['Italian', 'French'] })).toBe(true);
    expect(matchesBrowseState(recipe, { ...none, cuisines: ['Italian'] })).toBe(false);
    expect(matchesBrowseState(recipe, { ...none, cuisines: ['French'], mealTypes: ['Lunch', 'Dessert'] })).toBe(true);
    expect(matchesBrowseState(recipe, { ...none, cuisines: ['French'], dietTypes: ['Vegan'] })).toBe(false);
  });

  it('searches word beginnings in the title, description, cuisine and tags, ignoring accents and case', () => {
    expect(matchesBrowseState(recipe, { ...none, search: 'crepes' })).toBe(true);
    expect(matchesBrowseState(recipe, { ...none, search: 'CRÊP suz' })).toBe(true);
    expect(matchesBrowseState(recipe, { ...none, search: 'orange pan' })).toBe(true);
    expect(matchesBrowseState(recipe, { ...none, search: 'gluten-free' })).toBe(true);
    expect(matchesBrowseState(recipe, { ...none, search: 'zette' })).toBe(false);
    expect(matchesBrowseState(recipe, { ...none, search: 'paneer' })).toBe(false);
  });

  it('folds accents and case', () => {
    expect(foldText('  Crème   Brûlée ')).toBe('creme brulee');
  });
});
