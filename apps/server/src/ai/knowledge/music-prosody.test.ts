import { describe, expect, it } from 'vitest';
import { RHYME_FAMILIES, hasRhymeFamily, lastWord, rhymeKey, rhymes, syllablesOf, syllablesOfWord } from './music-prosody';

describe('syllables', () => {
  // Counted by ear, one word at a time, independently of the rules.
  it.each([
    ['bake', 1],
    ['baked', 1],
    ['bakes', 1],
    ['roasted', 2],
    ['added', 2],
    ['simmer', 2],
    ['simmered', 2],
    ['seasoned', 2],
    ['whisk', 1],
    ['knead', 1],
    ['slices', 2],
    ['dishes', 2],
    ['leaves', 1],
    ['tomato', 3],
    ['tomatoes', 3],
    ['potato', 3],
    ['onion', 2],
    ['garlic', 2],
    ['ginger', 2],
    ['spinach', 2],
    ['lemon', 2],
    ['lemons', 2],
    ['apple', 2],
    ['table', 2],
    ['noodles', 2],
    ['bubbled', 2],
    ['cheese', 1],
    ['sauce', 1],
    ['rice', 1],
    ['spice', 1],
    ['whole', 1],
    ['there', 1],
    ['recipe', 3],
    ['mascarpone', 4],
    ['pecorino', 4],
    ['spaghetti', 3],
    ['carbonara', 4],
    ['guacamole', 4],
    ['avocado', 4],
    ['tiramisu', 4],
    ['zucchini', 3],
    ['paneer', 2],
    ['masala', 3],
    ['tofu', 2],
    ['miso', 2],
    ['wakame', 3],
    ['teriyaki', 4],
    ['yogurt', 2],
    ['yeast', 1],
    ['frying', 2],
    ['being', 2],
    ['going', 2],
    ['quiet', 2],
    ['kitchen', 2],
    ['together', 3],
    ['candlelight', 3],
    ['delight', 2],
    ['aglow', 2],
    ['savoury', 3],
    ['celebrate', 3],
    ['everyone', 3],
    ['glee', 1],
    ['crêpes', 1],
    ['jalapeños', 4],
    ['chickpeas', 2],
    ['ghee', 1],
    ['cumin', 2],
    ['basil', 2],
    ['olive', 2],
    ['oil', 1],
  ])('%s has %i', (word, count) => {
    expect(syllablesOfWord(word)).toBe(count);
  });

  it('counts a line word by word, ignoring punctuation and splitting hyphens', () => {
    expect(syllablesOf('We reach for the onion with grace')).toBe(8);
    expect(syllablesOf('Oh, Kanda Poha, my dear')).toBe(7);
    expect(syllablesOf('stir-fry the noodles, piping hot!')).toBe(8);
    expect(syllablesOf('   ')).toBe(0);
  });

  it('estimates words in other scripts and numbers, so a dish typed in Hindi or Chinese still scans', () => {
    expect(syllablesOfWord('पनीर')).toBe(2);
    expect(syllablesOfWord('टिक्का')).toBe(2);
    expect(syllablesOfWord('麻婆豆腐')).toBe(4);
    expect(syllablesOfWord('123')).toBe(3);
    expect(syllablesOf('🍰 🍰')).toBe(0);
  });

  it('gives every word at least one syllable', () => {
    for (const word of ['a', 'I', 'strengths', 'rhythm', 'by', 'tsk']) expect(syllablesOfWord(word)).toBeGreaterThanOrEqual(1);
  });
});

describe('rhymes', () => {
  it.each([
    ['light', 'tonight'],
    ['rice', 'twice'],
    ['bake', 'steak'],
    ['bread', 'instead'],
    ['sweet', 'wheat'],
    ['soup', 'scoop'],
    ['paneer', 'clear'],
    ['puree', 'today'],
    ['dough', 'slow'],
    ['pear', 'share'],
    ['peas', 'breeze'],
    ['tart', 'heart'],
    ['night', 'sight'],
  ])('%s rhymes with %s', (a, b) => {
    expect(rhymes(a, b)).toBe(true);
    expect(rhymes(b, a)).toBe(true);
  });

  it.each([
    ['light', 'lime'],
    ['rice', 'rise'],
    ['bake', 'back'],
    ['bread', 'bead'],
    ['soup', 'sop'],
    ['steak', 'streak'],
    ['dough', 'tough'],
    ['slow', 'now'],
  ])('%s does not rhyme with %s', (a, b) => {
    expect(rhymes(a, b)).toBe(false);
  });

  it('a word does not rhyme with itself', () => {
    expect(rhymes('light', 'light')).toBe(false);
    expect(rhymes('Light,', 'light')).toBe(false);
  });

  it('falls back to the spelled ending for words outside the families', () => {
    expect(hasRhymeFamily('fandango')).toBe(false);
    expect(rhymeKey('fandango')).toBe(rhymeKey('mango'));
    expect(rhymes('fandango', 'mango')).toBe(true);
    expect(rhymes('fandango', 'banjo')).toBe(false);
  });

  it('puts each word in one family only', () => {
    const seen = new Map<string, string>();
    for (const family of RHYME_FAMILIES) {
      for (const word of family.words) {
        expect(seen.get(word), `${word} in ${family.id} and ${seen.get(word)}`).toBeUndefined();
        seen.set(word, family.id);
        expect(rhymeKey(word)).toBe(family.id);
      }
    }
  });

  it('reads the last word of a line', () => {
    expect(lastWord('Bring on the onion, once or twice!')).toBe('twice');
    expect(lastWord('We serve it all, all we’ve got')).toBe('got');
  });
});
