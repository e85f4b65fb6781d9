import { describe, expect, it } from 'vitest';
import { composeRecipe, readPrompt } from './composer';
import { plainDescription, recipeFormOf } from './tool';

describe('the recipe Chef saves', () => {
  it('has a plain-text description: no markdown marks, paragraphs kept', () => {
    expect(plainDescription('A bowl for 2.\n\n**Why it works:** toasting browns the oats.\n- Colours: red, green.')).toBe(
      'A bowl for 2.\n\nWhy it works: toasting browns the oats.\nColours: red, green.',
    );
  });

  it('never names a food in its steps that is not among its ingredients (the breakfast bowl)', () => {
    const prompt = 'A rainbow healthy breakfast full of colourful fruit';
    const recipe = composeRecipe({ prompt, mustUse: [], onlyUse: null, rules: { allergies: [], requiredDiets: [] }, variant: 0, nearby: [] })!;
    const form = recipeFormOf(recipe, readPrompt(prompt));
    expect(form.description).not.toMatch(/\*\*/);
    const names = form.ingredients.map((i) => i.name.toLowerCase()).join(' ');
    for (const fruit of ['kiwi', 'papaya', 'pomegranate']) {
      if (!names.includes(fruit))
        expect(
          form.steps
            .map((s) => s.instruction)
            .join(' ')
            .toLowerCase(),
        ).not.toContain(fruit);
    }
  });
});
