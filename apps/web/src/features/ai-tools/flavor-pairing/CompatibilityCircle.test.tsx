import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CompatibilityCircle } from './CompatibilityCircle';

describe('CompatibilityCircle', () => {
  it('is green at 80 or more, yellow at 60 to 79 and red below 60 (spec §4)', () => {
    const html = (score: number) => renderToStaticMarkup(<CompatibilityCircle score={score} />);
    expect(html(80)).toContain('data-band="green"');
    expect(html(80)).toContain('stroke-green-600');
    expect(html(79)).toContain('data-band="yellow"');
    expect(html(60)).toContain('stroke-yellow-500');
    expect(html(59)).toContain('data-band="red"');
    expect(html(0)).toContain('stroke-red-600');
    expect(html(82)).toContain('aria-label="Compatibility 82 out of 100: Great match"');
  });
});
