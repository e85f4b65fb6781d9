import { describe, expect, it } from 'vitest';
import { analyzeMemory, type TasteMemoryInput } from './builtin';
import { tasteMemoryAnswerProblems, tasteMemoryTask, type TasteMemoryTaskOutput } from './task';

const input: TasteMemoryInput = {
  memoryDescription: 'Charred paneer in a smoky, tangy yogurt marinade, not spicy at all',
  candidates: [
    {
      id: 7,
      title: 'Paneer Tikka',
      description: 'Paneer grilled until charred.',
      cuisine: 'Indian',
      tags: ['Tandoori'],
      cookingStyles: [],
      ingredients: ['paneer', 'yogurt', 'red onion', 'lemon'],
    },
    {
      id: 9,
      title: 'Greek Salad',
      description: 'Tomato, cucumber and feta.',
      cuisine: 'Mediterranean',
      tags: ['Salad'],
      cookingStyles: [],
      ingredients: ['tomato', 'cucumber', 'feta'],
    },
  ],
  dishes: [{ key: 'kheer', name: 'Kheer', aliases: [], cuisine: 'Indian', keyIngredients: ['rice', 'milk'] }],
};

const good = (): TasteMemoryTaskOutput => ({
  confidence: 0.7,
  confidenceNote: 'Likely paneer tikka.',
  suggestions: [],
  extractedCharacteristics: { flavors: ['tangy'], textures: [], aromas: ['smoky'], visualCues: ['charred'], emotions: [] },
  matchedIngredients: ['paneer', 'yogurt'],
  ruledOut: ['not spicy'],
  possibleRecipes: [
    { ref: 'recipe:7', confidence: 0.8, reasoning: 'Your “charred paneer” in “yogurt”.' },
    { ref: 'dish:kheer', confidence: 0.1, reasoning: 'Hardly.' },
  ],
});

describe('the taste memory check', () => {
  it('accepts an answer that keeps to the candidates and the memory', () => {
    expect(tasteMemoryAnswerProblems(input, good())).toEqual([]);
    // An ingredient a candidate uses may be named, though the memory did not.
    expect(tasteMemoryAnswerProblems(input, { ...good(), matchedIngredients: ['paneer', 'lemon'] })).toEqual([]);
  });

  it('rejects recipes that were not offered, or offered twice', () => {
    const answer = good();
    answer.possibleRecipes = [
      ...answer.possibleRecipes,
      { ref: 'recipe:1234', confidence: 0.5, reasoning: 'x' },
      { ref: 'recipe:7', confidence: 0.5, reasoning: 'x' },
      { ref: 'Paneer Tikka', confidence: 0.5, reasoning: 'x' },
    ];
    expect(tasteMemoryAnswerProblems(input, answer)).toEqual(['recipe:1234 was not offered', 'recipe:7 is listed twice', 'Paneer Tikka was not offered']);
  });

  it('rejects confidences outside 0–1', () => {
    const answer = { ...good(), confidence: 1.2 };
    answer.possibleRecipes = [{ ref: 'recipe:7', confidence: -0.1, reasoning: 'x' }];
    expect(tasteMemoryAnswerProblems(input, answer)).toEqual(['recipe:7 has confidence -0.1, outside 0–1', 'overall confidence 1.2 is outside 0–1']);
  });

  it('rejects ingredients neither in the memory nor in any candidate', () => {
    expect(tasteMemoryAnswerProblems(input, { ...good(), matchedIngredients: ['paneer', 'saffron'] })).toEqual(['saffron is neither in the memory nor in any candidate']);
  });

  it('rejects a characteristic the memory denies, however it is dressed up', () => {
    for (const flavor of ['spicy', 'very spicy', 'Mildly Spicy']) {
      const answer = good();
      answer.extractedCharacteristics = { ...answer.extractedCharacteristics, flavors: ['tangy', flavor] };
      expect(tasteMemoryAnswerProblems(input, answer)).toEqual(['the memory says it was not spicy']);
    }
  });

  it('rejects a confident answer to a vague memory', () => {
    const vague = { ...input, memoryDescription: 'It reminded me of my childhood, so comforting' };
    const answer = {
      ...good(),
      matchedIngredients: [],
      extractedCharacteristics: { flavors: [], textures: [], aromas: [], visualCues: [], emotions: ['nostalgia'] },
      possibleRecipes: [],
    };
    expect(tasteMemoryAnswerProblems(vague, { ...answer, confidence: 0.6 })).toEqual(['confidence 0.6 is too high for a memory this vague (at most 0.35)']);
    expect(tasteMemoryAnswerProblems(vague, { ...answer, confidence: 0.2 })).toEqual([]);
  });

  it('gives the model the reading and every candidate by ref, with the built-in evidence', () => {
    const data = tasteMemoryTask.data(input) as {
      reading: { ruledOut: string[]; ingredientsNamed: { name: string }[] };
      candidates: { ref: string; evidence?: string }[];
      classicDishes: { ref: string }[];
    };
    expect(data.reading.ruledOut).toEqual(['not spicy']);
    expect(data.reading.ingredientsNamed.map((i) => i.name)).toEqual(['paneer', 'yogurt']);
    expect(data.candidates.map((c) => c.ref)).toEqual(['recipe:7', 'recipe:9']);
    expect(data.candidates[0]!.evidence).toContain('“paneer”');
    expect(data.classicDishes.map((d) => d.ref)).toEqual(['dish:kheer']);
    expect(tasteMemoryAnswerProblems(input, analyzeMemory(input))).toEqual([]);
  });
});
