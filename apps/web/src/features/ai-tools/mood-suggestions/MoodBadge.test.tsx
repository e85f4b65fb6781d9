import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MoodBadge } from './MoodSuggestionsTool';

describe('MoodBadge', () => {
  it('uses the spec §4 colour for each mood and purple for others', () => {
    const html = (mood: string) => renderToStaticMarkup(<MoodBadge mood={mood} />);
    expect(html('happy')).toContain('data-color="yellow"');
    expect(html('happy')).toContain('bg-yellow-100');
    expect(html('stressed')).toContain('bg-red-100');
    expect(html('calm')).toContain('bg-green-100');
    expect(html('nostalgic')).toContain('data-color="purple"');
    expect(html('nostalgic')).toContain('>nostalgic</span>');
  });
});
