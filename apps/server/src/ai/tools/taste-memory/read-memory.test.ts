import { describe, expect, it } from 'vitest';
import { findFood, getFoodIndex } from '../../knowledge/lookup';
import { normalizeName } from '../../knowledge/normalize';
import { CUE_SUFFIXES, CUISINE_WORDS, SENSORY_KINDS, SENSORY_TERMS } from '../../knowledge/sensory-lexicon';
import { KNOWN_CUISINES } from '../../knowledge/types';
import { characteristicsOf, ruledOutOf } from './builtin';
import { displayLabel, isVague, readMemory } from './read-memory';

const labels = (text: string) => characteristicsOf(readMemory(text));
const foods = (text: string) => readMemory(text).foods.map((f) => f.food.id);
const hit = (text: string, label: string) => readMemory(text).characteristics.find((c) => c.label === label);

describe('the sensory lexicon', () => {
  it('gives every label one kind and every phrase one meaning', () => {
    const seenLabels = new Set<string>();
    const seenPhrases = new Map<string, string>();
    for (const term of SENSORY_TERMS) {
      expect(SENSORY_KINDS).toContain(term.kind);
      expect(seenLabels.has(term.label), term.label).toBe(false);
      seenLabels.add(term.label);
      for (const phrase of term.phrases) {
        const key = normalizeName(typeof phrase === 'string' ? phrase : phrase[0]);
        expect(key.length, term.label).toBeGreaterThan(0);
        expect(seenPhrases.get(key) ?? term.label, `"${key}" is both ${seenPhrases.get(key)} and ${term.label}`).toBe(term.label);
        seenPhrases.set(key, term.label);
      }
      for (const opposite of term.opposes ?? [])
        expect(
          SENSORY_TERMS.some((t) => t.label === opposite),
          opposite,
        ).toBe(true);
    }
  });

  it('implies only catalogue foods, and only from words built on the food’s own name', () => {
    for (const term of SENSORY_TERMS.filter((t) => t.implies)) {
      expect(getFoodIndex().findExact(term.implies!), term.implies).toBeDefined();
      expect(
        term.phrases.every((p) => normalizeName(typeof p === 'string' ? p : p[0]).startsWith(term.implies!.slice(0, 4))),
        term.label,
      ).toBe(true);
    }
    for (const term of SENSORY_TERMS) for (const id of term.taste?.except ?? []) expect(getFoodIndex().byId(id), id).toBeDefined();
  });

  it('maps cuisine words onto Hearth’s cuisines', () => {
    for (const cuisine of Object.values(CUISINE_WORDS)) expect(KNOWN_CUISINES as readonly string[]).toContain(cuisine);
    expect(Object.keys(CUE_SUFFIXES).length).toBeGreaterThan(5);
  });
});

describe('reading a taste memory', () => {
  it('sorts the words into flavours, textures, aromas, looks and feelings', () => {
    expect(labels('Golden, flaky and buttery, with a tangy filling; it smelled smoky and made me feel nostalgic and joyful')).toEqual({
      flavors: ['tangy'],
      textures: ['flaky'],
      aromas: ['buttery', 'smoky'],
      visualCues: ['golden'],
      emotions: ['nostalgia', 'joy'],
    });
  });

  it('denies what follows a negator, and keeps a list after it negated', () => {
    const reading = readMemory('It was not spicy, and there was no onion or garlic in it.');
    expect(reading.characteristics.map((c) => c.label)).not.toContain('spicy');
    expect(ruledOutOf(reading)).toEqual(['not spicy', 'no onion', 'no garlic']);
    expect(reading.foods).toEqual([]);
    expect(labels("It wasn't sweet but it was tangy").flavors).toEqual(['tangy']);
    expect(ruledOutOf(readMemory("It wasn't sweet but it was tangy"))).toEqual(['not sweet']);
    expect(ruledOutOf(readMemory('Nothing smoky about it, without any cream'))).toEqual(['not smoky', 'no cream']);
  });

  it('reads "not too sweet" as gently sweet, not as unsweet', () => {
    const reading = readMemory('The pudding was not too sweet and not overly rich');
    expect(reading.negated).toEqual([]);
    expect(characteristicsOf(reading).flavors).toEqual(['mildly sweet', 'mildly rich']);
    expect(hit('not too sweet', 'sweet')!.intensity).toBe(0.5);
    expect(hit('not too sweet', 'sweet')!.quotes).toEqual(['not too sweet']);
  });

  it('does not read "never forgot" or "no one made" as negating what follows', () => {
    expect(labels('I never forgot the smoky smell').aromas).toEqual(['smoky']);
    expect(labels('No one made crispy pakoras like her').textures).toEqual(['crispy']);
    expect(readMemory('Never had such flaky pastry since').negated).toEqual([]);
  });

  it('matches the longest phrase: multiword terms win over their parts', () => {
    expect(labels('golden brown and sweet and sour').visualCues).toEqual(['golden']);
    expect(labels('golden brown and sweet and sour').flavors).toEqual(['sweet and sour']);
    expect(labels('The lamb fell off the bone').textures).toEqual(['tender']);
    expect(labels('it would melt in your mouth').textures).toEqual(['tender']);
    expect(foods('red onion and green chili, sweet potato')).toEqual(['red onion', 'green chili', 'sweet potato'].map((name) => findFood(name)!.id));
    expect(readMemory('red onion and green chili, sweet potato').foods.map((f) => f.name)).toEqual(['red onion', 'green chili', 'sweet potato']);
    expect(labels('red onion and green chili, sweet potato')).toEqual({ flavors: [], textures: [], aromas: [], visualCues: [], emotions: [] });
  });

  it('scales a characteristic by the word before it', () => {
    expect(hit('very smoky', 'smoky')!.intensity).toBe(1.5);
    expect(hit('really very smoky', 'smoky')!.intensity).toBeCloseTo(2.25);
    expect(hit('slightly sweet', 'sweet')!.intensity).toBe(0.5);
    expect(hit('very smoky', 'smoky')!.weight).toBeGreaterThan(hit('smoky', 'smoky')!.weight);
    expect(hit('slightly sweet', 'sweet')!.weight).toBeLessThan(hit('sweet', 'sweet')!.weight);
    expect(labels('very smoky, slightly sweet, crispy')).toMatchObject({ aromas: ['very smoky'], flavors: ['mildly sweet'], textures: ['crispy'] });
    expect(hit('very smoky', 'smoky')!.quotes).toEqual(['very smoky']);
    expect(displayLabel({ label: 'nostalgia', kind: 'emotion', intensity: 2 })).toBe('nostalgia');
  });

  it('takes foods after "smelled of" or before "-scented" as aromas and ingredients', () => {
    const reading = readMemory('The rice smelled of cardamom and saffron, with a cinnamon-scented syrup and a hint of lime');
    expect(characteristicsOf(reading).aromas).toEqual(['cardamom', 'saffron', 'cinnamon']);
    expect(characteristicsOf(reading).flavors).toEqual(['lime']);
    expect(reading.foods.map((f) => f.name)).toEqual(['rice', 'cardamom', 'saffron', 'cinnamon', 'lime']);
    expect(readMemory('cardamom-scented milk').characteristics[0]).toMatchObject({ label: 'cardamom', kind: 'aroma', quotes: ['cardamom-scented'] });
  });

  it('names an ingredient from a cue only when the word is built on the food (garlicky → garlic)', () => {
    const reading = readMemory('Garlicky and gingery, a little lemony');
    expect(reading.foods.map((f) => [f.name, f.via])).toEqual([
      ['garlic', 'implied'],
      ['ginger', 'implied'],
      ['lemon', 'implied'],
    ]);
  });

  it('identifies no ingredient from words many ingredients could give', () => {
    for (const text of [
      'It was tangy and smoky, golden and charred, spicy with a kick, crispy and sweet, fragrant and rich',
      'A bright red, glossy, sticky glaze with warm spices and a floral, citrusy, nutty, earthy smell',
      'Comforting, nostalgic, the whole family together on a rainy day',
    ]) {
      expect(readMemory(text).foods, text).toEqual([]);
    }
  });

  it('does not take colours, units or prose words for foods', () => {
    expect(foods('saffron-yellow rice')).toEqual(['rice']);
    expect(labels('saffron-yellow rice').visualCues).toEqual(['yellow']);
    expect(foods('a cream coloured sauce and a chocolate brown crust')).toEqual([]);
    expect(labels('a cream coloured sauce').visualCues).toEqual(['cream coloured']);
    expect(foods('two cloves of garlic')).toEqual(['garlic']);
    expect(foods('studded with whole cloves')).toEqual(['clove']);
    expect(foods('a white sauce, eaten on a date, for old times sake, I forget the name')).toEqual([]);
    expect(foods('a bright orange curry')).toEqual([]);
    expect(foods('orange segments and dates')).toEqual(['orange', 'date']);
  });

  it('keeps the member’s own words for ingredients and quotes', () => {
    const reading = readMemory('Chickpeas, long-grain rice and a jalapeño');
    expect(reading.foods.map((f) => f.name)).toEqual(['chickpeas', 'long-grain rice', 'jalapeño']);
    expect(reading.foods.map((f) => f.food.id)).toEqual([findFood('chickpea')!.id, findFood('long-grain rice')!.id, findFood('jalapeño')!.id]);
  });

  it('reads cuisines from their names and places, but not when denied', () => {
    expect(readMemory('at a street stall in Bangkok').cuisines.map((c) => c.cuisine)).toEqual(['Street Food', 'Thai']);
    expect(readMemory('a Sichuan dish, numbing and fiery').cuisines.map((c) => c.cuisine)).toEqual(['Chinese']);
    expect(readMemory('it was not Indian').cuisines).toEqual([]);
  });

  it('calls a memory vague when it names nothing that pins a dish down', () => {
    expect(isVague(readMemory('A comforting dish that reminded me of my childhood'), false)).toBe(true);
    expect(isVague(readMemory('Something sweet and warm'), false)).toBe(true);
    expect(isVague(readMemory('Paneer and spinach in a creamy sauce'), false)).toBe(false);
    expect(readMemory('Paneer, spinach').specificity).toBeLessThan(readMemory('Paneer, spinach, creamy, green').specificity);
  });

  it('reads the same text the same way every time', () => {
    const text = 'Flaky golden parathas that smelled of ghee, not too salty, with no onion; my nani made them';
    expect(readMemory(text)).toEqual(readMemory(text));
  });
});
