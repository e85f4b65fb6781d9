import type { RecipeReviewInput } from '@hearth/contracts';
import { describe, expect, it } from 'vitest';
import { demoRecipes } from '../../db/seed/demo-recipes';
import { FOODS } from '../knowledge/catalog';
import { findFood } from '../knowledge/lookup';
import { healthNotes, listOf, NOTE_FOODS } from './health-notes';
import { recipeFacts } from './recipe-facts';

type Line = { name: string; quantity: string; unit: string };
const line = (name: string, quantity = '1', unit = ''): Line => ({ name, quantity, unit });

function notesFor(lines: Line[], options: { title?: string; steps?: string[]; servings?: number } = {}) {
  const servings = options.servings ?? 4;
  const input: RecipeReviewInput = {
    title: options.title ?? 'A dish',
    description: null,
    backstory: null,
    cookingTime: 30,
    servings,
    tags: [],
    ingredients: lines,
    steps: options.steps ?? ['Cook everything together.'],
    facts: recipeFacts(lines, servings),
  };
  return healthNotes(input);
}

// Every catalogue name and alias, longest first, to find which foods a sentence speaks of.
const FOOD_NAMES = FOODS.flatMap((food) => [food.name, ...food.aliases].map((name) => ({ name: name.toLowerCase(), id: food.id }))).sort((a, b) => b.name.length - a.name.length);
function foodsNamedIn(sentence: string): string[] {
  let rest = sentence.toLowerCase();
  const ids: string[] = [];
  for (const { name, id } of FOOD_NAMES) {
    const pattern = new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g');
    if (pattern.test(rest)) {
      ids.push(id);
      rest = rest.replace(pattern, ' ');
    }
  }
  return ids;
}

describe("'Things Worth Knowing'", () => {
  it('names only ingredients the recipe has, in every benefit and concern of every demo recipe', () => {
    for (const recipe of demoRecipes) {
      const lines = recipe.ingredients.map((i) => line(i.name, i.quantity ?? '', i.unit ?? ''));
      const own = new Set(lines.map((l) => findFood(l.name)?.id).filter(Boolean));
      const notes = notesFor(lines, { title: recipe.title, steps: recipe.steps.map((s) => s.instruction), servings: Number(recipe.servings ?? 4) });
      for (const note of [...notes.healthBenefits, ...notes.likelyConcerns]) {
        // The one general remark allowed: what turmeric needs, said as advice when pepper is absent.
        // The allergen classes ('Contains Nuts (peanut).') and 'added sugar' are general words, not foods.
        let claim = note
          .replace('unless black pepper is eaten with it', '')
          .replace(/^(Contains|May contain) [A-Za-z, ]+?(?=[ .(,])/, '')
          .replace('Has added sugar', '');
        // The recipe's own names as written ('palm sugar') are its own, whatever words they contain.
        for (const own of lines.map((l) => l.name.toLowerCase()).sort((a, b) => b.length - a.length)) claim = claim.toLowerCase().split(own).join(' ');
        const strangers = foodsNamedIn(claim).filter((id) => !own.has(id));
        expect(strangers, `${recipe.title}: "${note}"`).toEqual([]);
      }
    }
  });

  it('says pepper helps turmeric in this dish only when the dish has pepper', () => {
    const withPepper = notesFor([line('turmeric', '1', 'tsp'), line('black pepper', '1/2', 'tsp'), line('toor dal', '1', 'cup')]);
    expect(withPepper.healthBenefits.join(' ')).toContain('the black pepper in the same dish helps the body absorb it');
    const without = notesFor([line('turmeric', '1', 'tsp'), line('toor dal', '1', 'cup')]);
    expect(without.healthBenefits.join(' ')).not.toContain('in the same dish');
    expect(without.healthBenefits.join(' ')).toContain('unless black pepper is eaten with it');
  });

  it('agrees verbs with the foods named: one food takes the singular', () => {
    const one = notesFor([line('bell pepper', '1'), line('rice', '1', 'cup')], { servings: 2 });
    expect(one.healthBenefits.some((n) => n.startsWith('Bell pepper brings about'))).toBe(true);
    const two = notesFor([line('bell pepper', '1'), line('tomato', '4'), line('rice', '1', 'cup')], { servings: 2 });
    expect(two.healthBenefits.some((n) => /^Bell pepper and tomato bring about \d+ mg of vitamin C/.test(n))).toBe(true);
    expect([...one.healthBenefits, ...two.healthBenefits].join(' ')).not.toMatch(/Bell pepper bring |and tomato brings /);
    // Lemon has no IFCT row of its own (only its juice), so no figure is claimed for a whole lemon.
    expect(notesFor([line('lemon', '2')]).healthBenefits.join(' ')).not.toContain('vitamin C');
  });

  it('does not take fish sauce for fish, coconut milk for dairy, or a pinch of lemon for a source of vitamin C', () => {
    const curry = notesFor([line('chicken thigh', '500', 'g'), line('fish sauce', '2', 'tbsp'), line('coconut milk', '400', 'ml'), line('lime', '1', 'tsp')]);
    const all = [...curry.healthBenefits, ...curry.likelyConcerns, ...curry.avoidWith].join(' ');
    expect(all).not.toMatch(/fish sauce gives|omega-3|Ayurvedic|calcium in the coconut milk|vitamin C/);
    expect(curry.healthBenefits.join(' ')).toContain('Chicken thigh gives complete protein');
    expect(curry.avoidWith.join(' ')).toContain('fish sauce already adds a lot of salt');
  });

  it('counts nutrients for a serving from the amounts used', () => {
    const palak = notesFor([line('spinach', '500', 'g'), line('lemon', '1'), line('paneer', '200', 'g')], { servings: 4 });
    const iron = palak.healthBenefits.find((n) => n.includes('mg of iron'));
    expect(iron).toMatch(/^About \d+\.\d mg of iron a serving, mostly from spinach\.$/);
    expect(palak.avoidWith).toContain('Tea or coffee with this meal: their tannins reduce how much of the plant iron you absorb.');
    // A tablespoon of spinach in a big pot is no source of iron.
    const garnish = notesFor([line('spinach', '1', 'tbsp'), line('rice', '2', 'cup')], { servings: 6 });
    expect(garnish.healthBenefits.join(' ')).not.toContain('mg of iron');
  });

  it('lists names the way a sentence does', () => {
    expect(listOf(['lemon'])).toBe('lemon');
    expect(listOf(['lemon', 'tomato'])).toBe('lemon and tomato');
    expect(listOf(['lemon', 'tomato', 'amla', 'lemon'])).toBe('lemon, tomato and amla');
  });

  it('refers only to foods the catalogue has', () => {
    const ids = new Set(FOODS.map((f) => f.id));
    for (const id of Object.values(NOTE_FOODS).flat()) expect(ids.has(id), id).toBe(true);
  });
});
