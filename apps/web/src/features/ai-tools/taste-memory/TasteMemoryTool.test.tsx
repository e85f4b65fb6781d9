import { tasteMemoryContract, type TasteMemory } from '@hearth/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { toolQueryKey } from '../shared/tool-api';
import { percent, recipeCount, TasteMemoryResult } from './TasteMemoryResult';
import TasteMemoryTool from './TasteMemoryTool';

const memory: TasteMemory = {
  id: 4,
  createdAt: '2026-11-20T18:30:00.000Z',
  memoryDescription: 'Soft paneer in a creamy green spinach sauce, not spicy',
  confidence: 0.736,
  confidenceNote: 'Strong match: Palak Paneer (74%).',
  suggestions: [],
  extractedCharacteristics: { flavors: [], textures: ['soft', 'creamy'], aromas: ['garlic'], visualCues: ['green'], emotions: ['nostalgia'] },
  matchedIngredients: ['paneer', 'spinach'],
  ruledOut: ['not spicy'],
  possibleRecipes: [
    {
      name: 'Palak Paneer',
      confidence: 0.784,
      reasoning: 'It uses “paneer” and “spinach”.',
      recipe: { id: 12, title: 'Palak Paneer', description: null, imageUrl: null, cuisine: 'Indian', cookingTime: 40 },
      classicDish: null,
      cautions: ['paneer may contain Dairy'],
    },
    {
      name: 'Saag',
      confidence: 0.3,
      reasoning: 'Its defining ingredients include “spinach”.',
      recipe: null,
      classicDish: {
        key: 'saag',
        cuisine: 'Indian',
        originRegion: 'Punjab',
        originEra: 'unknown',
        keyIngredients: ['mustard greens', 'spinach'],
        about: 'A winter dish of greens.',
        sources: ['A book'],
      },
      cautions: [],
    },
  ],
  source: 'builtin',
};

describe('Taste Memory screen', () => {
  it('rounds confidences to whole percents and counts recipes', () => {
    expect(percent(0.736)).toBe(74);
    expect(percent(0.005)).toBe(1);
    expect(percent(1.2)).toBe(100);
    expect(recipeCount(1)).toBe('1 recipe');
    expect(recipeCount(0)).toBe('0 recipes');
  });

  it('shows the confidence, the memory, every kind of characteristic, the ingredients and the matches', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <TasteMemoryResult memory={memory} />
      </MemoryRouter>,
    );
    expect(html).toContain('74%');
    expect(html).toContain('Soft paneer in a creamy green spinach sauce, not spicy');
    for (const title of ['Flavors', 'Textures', 'Aromas', 'Visual Cues', 'Emotions', 'Identified Ingredients', 'Possible Recipe Matches']) expect(html).toContain(title);
    expect(html).toContain('None described');
    expect(html).toContain('nostalgia');
    expect(html).toContain('not spicy');
    expect(html).toContain('78% match');
    expect(html).toContain('30% match');
    // A Hearth recipe links to its page; a classic dish opens what its history records instead.
    expect(html).toMatch(/<a[^>]*href="\/recipe\/12"[^>]*>.*View Full Recipe/);
    expect(html).toMatch(/<button[^>]*aria-label="View Full Recipe: Saag"/);
    expect(html).toContain('paneer may contain Dairy');
  });

  it('lists past memories with date, description, percent match and recipe count', () => {
    const client = new QueryClient();
    client.setQueryData(toolQueryKey(tasteMemoryContract.endpoints.history), [memory, { ...memory, id: 3, confidence: 0.2, possibleRecipes: [] }]);
    const html = renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <TasteMemoryTool />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(html).toContain('Describe your taste memory');
    expect(html).toContain('Analyze Memory');
    expect(html).toContain('Your Taste Memories');
    expect(html).toMatch(/datetime="2026-11-20T18:30:00.000Z"/i);
    expect(html).toContain('74%</span> match');
    expect(html).toContain('2 recipes');
    expect(html).toContain('20%</span> match');
    expect(html).toContain('0 recipes');
  });
});
