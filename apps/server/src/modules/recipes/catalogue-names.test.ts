import { describe, expect, it } from 'vitest';
import { catalogueNameOf } from './catalogue-names';

describe('a new catalogue ingredient', () => {
  it('carries the food knowledge’s Hindi and Spanish names, which the web shows to readers of those languages', () => {
    const okra = catalogueNameOf('Okra');
    expect(okra.alternativeNames.hi).toContain('भिंडी');
    expect(okra.alternativeNames.es).toContain('quimbombó');
  });

  it('has none when the knowledge does not know the food', () => {
    expect(catalogueNameOf('grandma’s secret spice mix').alternativeNames).toEqual({});
  });
});
