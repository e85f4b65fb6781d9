import type { TimeTravelResult } from '@hearth/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { historyToShow, TimeMachineHistory, timeMachineHistoryOptions } from './TimeMachineHistory';
import { TimeTravelResultCard } from './TimeTravelResultCard';

function travel(id: number, overrides: Partial<TimeTravelResult> = {}): TimeTravelResult {
  return {
    id,
    createdAt: `2026-11-${String(10 + id).padStart(2, '0')}T12:00:00.000Z`,
    dishName: `Dish ${id}`,
    era: 'Ancient Rome',
    region: 'Rome and Roman Italy',
    documented: 'Apicius, De re coquinaria',
    culturalContext: 'First paragraph.\n\nSecond paragraph.',
    recipe: { title: 'Pear patina', description: 'Poach the pears, pound them and bake them with eggs.' },
    historicalIngredients: ['pears', { quantity: '3', name: 'eggs' }],
    modernAdaptations: [{ historicalIngredient: 'garum', modernSubstitution: 'fish sauce' }, 'passum: a sweet raisin wine'],
    cookingMethods: ['poaching', 'baking'],
    tasteProfile: 'Sweet and savoury.',
    sources: ['Apicius, De re coquinaria (late Roman compilation, c. 4th–5th century AD)'],
    match: { kind: 'exact', note: null },
    requested: { era: 'Ancient Rome', region: null },
    source: 'builtin',
    ...overrides,
  };
}

function renderHistory(items: TimeTravelResult[]) {
  const client = new QueryClient();
  client.setQueryData(timeMachineHistoryOptions.queryKey, items);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <TimeMachineHistory selectedId={2} onSelect={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('Time Machine history', () => {
  it('shows nothing with no journey or only one', () => {
    expect(historyToShow([])).toEqual([]);
    expect(historyToShow([1])).toEqual([]);
    expect(renderHistory([])).toBe('');
    expect(renderHistory([travel(1)])).toBe('');
  });

  it('shows the first 6 journeys, newest first as given, once there are two or more', () => {
    expect(historyToShow([1, 2])).toEqual([1, 2]);
    expect(historyToShow([1, 2, 3, 4, 5, 6, 7, 8])).toEqual([1, 2, 3, 4, 5, 6]);
    const html = renderHistory([8, 7, 6, 5, 4, 3, 2, 1].map((id) => travel(id)));
    expect(html).toContain('Previous Time Travels');
    expect(html.match(/<button/g)).toHaveLength(6);
    expect(html.indexOf('Dish 8')).toBeLessThan(html.indexOf('Dish 3'));
    expect(html).not.toContain('Dish 2<');
    expect(html).not.toContain('Dish 1<');
  });
});

describe('Time travel result card', () => {
  it('shows the dish, era and region badges and every section of the spec', () => {
    const html = renderToStaticMarkup(<TimeTravelResultCard result={travel(1)} />);
    for (const text of [
      'Dish 1',
      'Ancient Rome',
      'Rome and Roman Italy',
      'Historical Context',
      'Pear patina',
      'Historical Ingredients',
      'Modern Substitutions',
      'Traditional Cooking Methods',
      'Taste Profile',
      'Historical References',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('<p>First paragraph.</p><p>Second paragraph.</p>');
    expect(html).toContain('3 eggs');
    expect(html).toContain('fish sauce');
    expect(html).toContain('passum: a sweet raisin wine');
    expect(html).not.toContain('The nearest era Hearth knows');
  });

  it('says plainly when the era shown is the nearest Hearth knows', () => {
    const note = "Hearth's historical kitchen has no entry for “Ming dynasty”; the nearest it knows is Tang and Song China (618–1279).";
    const html = renderToStaticMarkup(<TimeTravelResultCard result={travel(1, { era: 'Tang and Song China', match: { kind: 'nearest', note } })} />);
    expect(html).toContain('The nearest era Hearth knows');
    expect(html).toContain('no entry for “Ming dynasty”');
  });
});
