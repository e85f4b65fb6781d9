import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MOODS } from '../../knowledge/mood-lexicon';
import { explainReading, MAX_PICKS, pickRecipes, readMood } from './builtin';
import { moodAnswerProblems, suggestForMood, type MoodTaskInput } from './task';

const candidate = (id: number, overrides: Partial<MoodTaskInput['candidates'][number]> = {}): MoodTaskInput['candidates'][number] => ({
  id,
  title: `Recipe ${id}`,
  tags: [],
  mealTypes: ['Dinner'],
  cookingStyles: [],
  cookingTime: 40,
  servings: 4,
  cuisine: 'Indian',
  ingredientCount: 10,
  ingredients: ['rice'],
  quality: 2.5,
  ...overrides,
});

describe('readMood', () => {
  it('reads a plain feeling and quotes the words it read', () => {
    const reading = readMood("I'm exhausted after a long week and it's raining");
    expect(reading.mood).toBe('tired');
    expect(reading.hits.map((h) => h.quote)).toEqual(['exhausted', 'long week']);
    expect(reading.situations.map((s) => s.reads)).toEqual(['rain']);
    const text = explainReading(reading, []);
    expect(text).toContain('“exhausted”');
    expect(text).toContain('“long week”');
    expect(text).toContain('Wagner et al. 2014');
  });

  it('negation flips a feeling toward its opposite, at lower confidence than the plain word', () => {
    const happy = readMood('I am happy');
    const notHappy = readMood('I am not happy');
    expect(happy.mood).toBe('happy');
    expect(notHappy.mood).toBe('sad');
    expect(notHappy.hits[0]).toMatchObject({ quote: 'not happy', negated: true });
    expect(notHappy.confidence).toBeLessThan(happy.confidence);
    expect(readMood("I'm not stressed, just calm").mood).toBe('calm');
    // Negation ends at a clause boundary.
    expect(readMood("It isn't raining, I'm happy").mood).toBe('happy');
  });

  it('intensifiers raise confidence and diminishers lower it', () => {
    const plain = readMood('I feel tired').confidence;
    expect(readMood('I feel very tired').confidence).toBeGreaterThan(plain);
    expect(readMood('I feel extremely tired').confidence).toBeGreaterThan(readMood('I feel very tired').confidence);
    expect(readMood('I feel a bit tired').confidence).toBeLessThan(plain);
    expect(readMood('I feel very tired').hits[0]!.quote).toBe('very tired');
  });

  it('longer phrases win over their first word, and emoji count', () => {
    expect(readMood('totally worn out').hits.map((h) => h.quote)).toEqual(['totally worn out']);
    expect(readMood('🥳🎂').mood).toBe('celebratory');
    expect(readMood("can't wait for tonight").mood).toBe('excited');
  });

  it('unclear text is neutral with low confidence, and the answer says so', () => {
    for (const text of ['What is the capital of France?', 'asdf qwerty', 'good']) {
      const reading = readMood(text);
      expect(reading.mood).toBe('neutral');
      expect(reading.confidence).toBeLessThanOrEqual(25);
      expect(explainReading(reading, [])).toMatch(/not guessing a mood/);
    }
  });

  it('is deterministic and bounded for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const a = readMood(text);
        expect(readMood(text)).toEqual(a);
        expect(a.confidence).toBeGreaterThanOrEqual(0);
        expect(a.confidence).toBeLessThanOrEqual(100);
        expect([...MOODS, 'neutral']).toContain(a.mood);
      }),
    );
  });

  it('more of the same evidence never lowers confidence', () => {
    const words = ['tired', 'exhausted', 'drained', 'sleepy', 'weary'];
    fc.assert(
      fc.property(fc.integer({ min: 1, max: words.length - 1 }), (n) => {
        const fewer = readMood(`I am ${words.slice(0, n).join(' and ')}`).confidence;
        const more = readMood(`I am ${words.slice(0, n + 1).join(' and ')}`).confidence;
        expect(more).toBeGreaterThanOrEqual(fewer);
      }),
    );
  });
});

describe('pickRecipes', () => {
  const quickSoup = candidate(1, { title: 'Miso Soup', tags: ['Soup', 'Quick'], cookingTime: 20, ingredientCount: 6 });
  const longParty = candidate(2, { title: 'Paneer Tikka', tags: ['Party Food'], cookingTime: 45, ingredientCount: 16 });
  const dessert = candidate(3, { title: 'Mango Sticky Rice', mealTypes: ['Dessert'], cookingTime: 50, ingredientCount: 5 });
  const salad = candidate(4, { title: 'Greek Salad', tags: ['Salad', 'No-Cook'], cookingTime: 15, ingredientCount: 8 });

  it('a tired cook on a rainy day gets the quick hot soup first, with its time named', () => {
    const picks = pickRecipes(readMood("I'm exhausted after a long week and it's raining"), [longParty, quickSoup, dessert, salad]);
    expect(picks[0]!.recipeId).toBe(1);
    expect(picks[0]!.reasoning).toContain('20 minutes');
    expect(picks[0]!.reasoning).toContain('hot soup');
  });

  it('a celebration gets the dessert and party food ahead of the weekday soup', () => {
    const picks = pickRecipes(readMood('We are celebrating my promotion tonight with friends!'), [quickSoup, longParty, dessert]);
    expect(
      picks
        .slice(0, 2)
        .map((p) => p.recipeId)
        .sort(),
    ).toEqual([2, 3]);
  });

  it('hot weather turns away from hot dishes', () => {
    const picks = pickRecipes(readMood("I'm tired and it's a heatwave"), [quickSoup, salad]);
    expect(picks[0]!.recipeId).toBe(4);
  });

  it('never picks more than the limit, nor anything outside the candidates', () => {
    const many = Array.from({ length: 20 }, (_, i) => candidate(i + 10, { tags: ['Comfort Food'] }));
    const picks = pickRecipes(readMood('so sad today'), many);
    expect(picks).toHaveLength(MAX_PICKS);
    for (const p of picks) expect(many.map((c) => c.id)).toContain(p.recipeId);
  });
});

describe('the task check', () => {
  const input: MoodTaskInput = {
    userInput: 'tired',
    candidates: [candidate(1, { tags: ['Quick'], cookingTime: 15, ingredients: ['rice', 'peanut'] }), candidate(2, { cookingTime: 10, ingredients: ['rice', 'cumin seeds'] })],
    rules: { allergies: ['Nuts'], requiredDiets: [] },
  };

  it('rejects an invented id and a recipe that breaks the member’s allergies', () => {
    const answer = {
      detectedMood: 'tired' as const,
      moodScore: 60,
      reasoningExplanation: 'x',
      suggestions: [
        { recipeId: 99, reasoning: 'x' },
        { recipeId: 1, reasoning: 'x' },
      ],
    };
    const problems = moodAnswerProblems(input, answer);
    expect(problems.some((p) => p.includes('99'))).toBe(true);
    expect(problems.some((p) => p.includes('Nuts'))).toBe(true);
  });

  it('says plainly when no recipe could be offered at all', () => {
    const output = suggestForMood({ ...input, candidates: [] });
    expect(output.suggestions).toEqual([]);
    expect(output.reasoningExplanation).toContain('No listed recipe can be confirmed safe');
  });

  it('passes the built-in answer when the candidates are safe', () => {
    const safe = { ...input, candidates: [input.candidates[1]!] };
    const output = suggestForMood(safe);
    expect(output.suggestions.map((s) => s.recipeId)).toEqual([2]);
    expect(moodAnswerProblems(safe, output)).toEqual([]);
  });
});
