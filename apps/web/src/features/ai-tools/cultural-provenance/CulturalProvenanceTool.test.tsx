import { provenanceCopy, type CulturalProvenanceResponse } from '@hearth/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import CulturalProvenanceTool, { ProvenanceResult } from './CulturalProvenanceTool';

const documented: CulturalProvenanceResponse = {
  dishName: 'Biryani',
  cuisine: 'Indian',
  basis: 'documented',
  originRegion: 'North India (the Mughal court)',
  originEra: '16th–17th centuries',
  culturalSignificance: 'A court dish, now the dish of weddings and Eid.',
  influencedBy: ['Persian pilaw'],
  influences: ['Burmese danbauk'],
  sources: ['Lizzie Collingham, Curry: A Tale of Cooks and Conquerors (2005)'],
  note: 'Disputed: Persian or older South Indian roots.',
  suggestions: [],
  recipe: null,
  source: 'builtin',
};

const inferred: CulturalProvenanceResponse = {
  ...documented,
  dishName: 'Chana Masala',
  basis: 'inferred',
  originRegion: 'Not documented. Its cuisine, Indian, comes from the Indian subcontinent.',
  influences: [],
  sources: [],
  note: 'No documented history is held for “Chana Masala”. This answer is inferred from the recipe’s cuisine (Indian), and is not documented history.',
  suggestions: ['Chicken tikka masala'],
  recipe: { id: 7, title: 'Chana Masala', cuisine: 'Indian' },
};

describe('Cultural Provenance result', () => {
  it('shows a documented history with its sections, sources and the dispute, and no inferred label', () => {
    const html = renderToStaticMarkup(<ProvenanceResult result={documented} />);
    for (const heading of ['Origin Region', 'Origin Era', 'Cultural Significance', 'Influenced By', 'Has Influenced', 'Sources']) expect(html).toContain(heading);
    expect(html).toContain(provenanceCopy.documentedLabel);
    expect(html).toContain('Disputed: Persian or older South Indian roots.');
    expect(html).toContain('Lizzie Collingham, Curry: A Tale of Cooks and Conquerors (2005)');
    expect(html).not.toContain(provenanceCopy.inferredLabel);
  });

  it('labels an inferred answer plainly, names what it is not, and offers the close documented dishes', () => {
    const html = renderToStaticMarkup(<ProvenanceResult result={inferred} />);
    expect(html.split(provenanceCopy.inferredLabel).length - 1).toBeGreaterThanOrEqual(2);
    expect(html).not.toContain(provenanceCopy.documentedLabel);
    expect(html).toContain('No documented history is held');
    expect(html).toContain('No sources: nothing here is documented for this dish.');
    expect(html).toContain('Nothing is documented about what this dish influenced.');
    expect(html).toContain('Chicken tikka masala');
    expect(html).toContain('Recipe #7: Chana Masala');
  });

  it('starts with a labelled dish name, an optional recipe ID and a disabled button', () => {
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <CulturalProvenanceTool />
      </QueryClientProvider>,
    );
    expect(html).toContain('Dish name');
    expect(html).toContain('Recipe ID (optional)');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  });
});
