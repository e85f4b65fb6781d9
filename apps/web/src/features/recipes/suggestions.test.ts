import { SEARCH_SUGGESTIONS_MAX } from '@hearth/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance, matchRange, pickSuggestions, titleMatchRank } from './suggestions';

let nextId = 1;
const r = (title: string, cuisine: string | null = null) => ({ id: nextId++, title, cuisine });
const titles = (list: { title: string }[]) => list.map((s) => s.title);

describe('search suggestions (spec §2, §7, §9)', () => {
  it('shows nothing while the box is empty', () => {
    expect(pickSuggestions([r('Paneer Tikka')], '')).toEqual([]);
    expect(pickSuggestions([r('Paneer Tikka')], '   ')).toEqual([]);
  });

  it('shows at most 5 titles', () => {
    const many = Array.from({ length: 9 }, (_, i) => r(`Paneer dish ${i}`));
    expect(pickSuggestions(many, 'paneer')).toHaveLength(SEARCH_SUGGESTIONS_MAX);
    expect(SEARCH_SUGGESTIONS_MAX).toBe(5);
  });

  it('puts titles that start with the text first, then word starts, then the rest, each in server order', () => {
    const server = [r('Saag Paneer'), r('Matar Paneer'), r('Paneer Tikka'), r('Kadai Paneer Masala'), r('Spinach and Panee-r Bake'), r('Paneer Butter Masala')];
    expect(titles(pickSuggestions(server, 'panee'))).toEqual(['Paneer Tikka', 'Paneer Butter Masala', 'Saag Paneer', 'Matar Paneer', 'Kadai Paneer Masala']);
  });

  it('keeps titles with a typo-level difference, as the server does', () => {
    const server = [r('Paneer Tikka', 'Indian'), r('Palak Paneer', 'Indian'), r('Pad Thai with Shrimp', 'Thai')];
    expect(titles(pickSuggestions(server, 'panner'))).toEqual(['Paneer Tikka', 'Palak Paneer']);
    expect(titles(pickSuggestions(server, 'paner tika'))).toEqual(['Paneer Tikka']);
    expect(titles(pickSuggestions(server, 'tiramsiu'))).toEqual([]);
  });

  it('leaves out recipes the server matched by description or tags, not by title', () => {
    const server = [r('Paneer Tikka'), r('Crêpes'), r('Salmon Teriyaki'), r('Shakshuka')];
    expect(titles(pickSuggestions(server, 'pan'))).toEqual(['Paneer Tikka']);
  });

  it('filters an answer for earlier text down to what still fits', () => {
    const earlier = [r('Paneer Tikka'), r('Palak Paneer'), r('Pad Thai with Shrimp')];
    expect(titles(pickSuggestions(earlier, 'palak'))).toEqual(['Palak Paneer']);
  });

  it('ignores accents and case, and shows a title once', () => {
    const server = [r('Crêpes'), r('crepes'), r('Buckwheat Crêpes')];
    expect(titles(pickSuggestions(server, 'CREP'))).toEqual(['Crêpes', 'Buckwheat Crêpes']);
  });

  it('never shows more than the maximum, never repeats an id, and only shows server results (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.integer({ min: 1, max: 10_000 }), title: fc.string(), cuisine: fc.constant(null) }), { maxLength: 30 }),
        fc.string(),
        (recipes, typed) => {
          const unique = [...new Map(recipes.map((x) => [x.id, x])).values()];
          const picked = pickSuggestions(unique, typed);
          expect(picked.length).toBeLessThanOrEqual(SEARCH_SUGGESTIONS_MAX);
          expect(new Set(picked.map((p) => p.id)).size).toBe(picked.length);
          for (const p of picked) expect(unique.some((u) => u.id === p.id && u.title === p.title)).toBe(true);
        },
      ),
    );
  });
});

describe('matching a title', () => {
  it('ranks how a title matches', () => {
    expect(titleMatchRank('Paneer Tikka', 'pan')).toBe(0);
    expect(titleMatchRank('Palak Paneer', 'pan')).toBe(1);
    expect(titleMatchRank('Japanese Curry', 'pan')).toBe(2);
    expect(titleMatchRank('Palak Paneer', 'panner')).toBe(3);
    expect(titleMatchRank('Greek Salad', 'pan')).toBe(4);
    expect(titleMatchRank('Greek Salad', '(')).toBe(4);
  });

  it('counts edits, a swap of neighbours as one', () => {
    expect(editDistance('paneer', 'panner')).toBe(1);
    expect(editDistance('paneer', 'panere')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', 'abc')).toBe(0);
  });

  it('is a distance: zero only for equal strings, and symmetric (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        expect(editDistance(a, b)).toBe(editDistance(b, a));
        expect(editDistance(a, b) === 0).toBe(a === b);
        expect(editDistance(a, b)).toBeLessThanOrEqual(Math.max(a.length, b.length));
      }),
    );
  });

  it('finds the typed text in the original title for highlighting, accents and case ignored', () => {
    expect(matchRange('Crêpes', 'crep')).toEqual([0, 4]);
    expect(matchRange('Palak Paneer', 'PANEER')).toEqual([6, 12]);
    expect(matchRange('Crème  Brûlée', 'creme bru')).toEqual([0, 10]);
    expect(matchRange('Greek Salad', 'pan')).toBeNull();
    expect(matchRange('Greek Salad', '')).toBeNull();
  });

  it('maps the highlight back onto the title for any text (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (title, typed) => {
        const range = matchRange(title, typed);
        if (!range) return;
        const [start, end] = range;
        expect(start).toBeGreaterThanOrEqual(0);
        expect(end).toBeGreaterThan(start);
        expect(end).toBeLessThanOrEqual(title.length);
      }),
    );
  });
});
