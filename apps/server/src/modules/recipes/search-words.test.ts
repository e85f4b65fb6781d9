import { describe, expect, it } from 'vitest';
import { editDistance, searchWords, termsFor } from './discovery.repository';

describe('search words', () => {
  it('folds accents and case and splits on anything but letters and digits', () => {
    expect(searchWords('  Crêpe-SUZETTE, jalapeño!')).toEqual(['crepe', 'suzette', 'jalapeno']);
    expect(searchWords(' , ')).toEqual([]);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });

  it('counts single-letter edits, a swap of neighbours as one', () => {
    expect(editDistance('panner', 'paneer')).toBe(1);
    expect(editDistance('chiken', 'chicken')).toBe(1);
    expect(editDistance('tikak', 'tikka')).toBe(1);
    expect(editDistance('panner', 'panna')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('the word being typed stands for the words it begins; a typo for the nearest word by edits, not by trigram order', () => {
    const word = { word: 'panner', stem: 'panner', exact: [], prefixed: [], similar: ['panna', 'paneer', 'pan'], postings: 0 };
    expect(termsFor(word, false)).toEqual(['paneer']);
    expect(termsFor({ ...word, prefixed: ['pannerone'] }, true)).toEqual(['pannerone']);
    expect(termsFor({ ...word, exact: ['panner'] }, false)).toEqual(['panner']);
    expect(termsFor({ word: 'zzqx', stem: 'zzqx', exact: [], prefixed: [], similar: ['zest'], postings: 0 }, true)).toEqual([]);
  });
});
