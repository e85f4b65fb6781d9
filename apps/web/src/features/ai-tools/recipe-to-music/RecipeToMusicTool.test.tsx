import { musicCompositionSchema, recipeToMusicContract, type MusicComposition } from '@hearth/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { toolQueryKey } from '../shared/tool-api';
import { canGenerate, latestAndPrevious, requestOf } from './music-form';
import RecipeToMusicTool from './RecipeToMusicTool';

function composition(id: number, overrides: Partial<MusicComposition> = {}): MusicComposition {
  return musicCompositionSchema.parse({
    id,
    songTitle: `Song ${id}`,
    mood: 'calm',
    musicStyle: 'Gentle piano ballad',
    tempo: 70,
    lyrics: '[Verse 1]\nWe reach for the lemon with care\nAnd the sugar, beyond compare\n\n[Chorus]\nOh, Lemon Tart\nSo tangy, so bright',
    musicUrl: `/media/music/song-${id}.wav`,
    createdAt: new Date(Date.UTC(2026, 10, 23 - id)).toISOString(),
    source: 'builtin',
    musicalElements: {
      key: 'D',
      mode: 'major',
      scale: ['D', 'E', 'F#', 'G', 'A', 'B', 'C#'],
      timeSignature: '4/4',
      tempoRange: { min: 66, max: 84 },
      instruments: [
        { part: 'melody', name: 'Piano (synthesized)', sound: 'Additive partials' },
        { part: 'harmony', name: 'Warm pad (synthesized)', sound: 'Sustained chords' },
        { part: 'bass', name: 'Synth bass', sound: 'Root and fifth' },
        { part: 'percussion', name: 'Synth drum kit', sound: 'Brushed' },
      ],
      structure: [
        { section: 'intro', label: 'Intro', bars: 2, chords: ['D', 'G'] },
        { section: 'verse', label: 'Verse 1', bars: 4, chords: ['D', 'A', 'Bm', 'G'] },
        { section: 'outro', label: 'Outro', bars: 2, chords: ['G', 'D'] },
      ],
      articulation: 'normal',
      register: 'high',
      harmony: 'consonant triads',
      durationSeconds: 41.2,
      taste: { profile: { sweet: 6, sour: 2, salty: 0, bitter: 0, umami: 0 }, dominant: ['sweet'], basis: 'Read from 3 of 3 ingredients', unknownIngredients: [] },
      reasoning: [
        {
          choice: '70 BPM (calm range 66–84)',
          because: 'Sweetness outweighs sourness',
          source: 'Mesz, B., Trevisan, M. A. & Sigman, M. (2011). The taste of music. Perception 40(2), 209–219',
        },
      ],
    },
    ...overrides,
  });
}

function render(history: MusicComposition[]) {
  const client = new QueryClient();
  client.setQueryData(toolQueryKey(recipeToMusicContract.endpoints.history), history);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <RecipeToMusicTool />
    </QueryClientProvider>,
  );
}

describe('RecipeToMusicTool', () => {
  it('starts in recipe mode with Generate Music disabled until a recipe is chosen', () => {
    const html = render([]);
    expect(html).toContain('Select from my recipes');
    expect(html).toContain('Enter a dish name');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>.*Generate Music/);
    expect(html).toContain('Mood');
    expect(html).not.toContain('<audio');
  });

  it('shows the latest composition with its badges, player, lyrics and elements, and six earlier ones as cards', () => {
    const history = [1, 2, 3, 4, 5, 6, 7].map((id) => composition(id));
    const html = render(history);
    expect(html).toContain('Song 1');
    expect(html).toContain('<audio controls="" preload="metadata" src="/media/music/song-1.wav"');
    expect(html).toContain('70 BPM');
    expect(html).toContain('Gentle piano ballad');
    expect(html).toContain('We reach for the lemon with care');
    expect(html).toContain('D major');
    expect(html).toContain('Piano (synthesized)');
    expect(html).toContain('The taste of music');
    expect(html).toContain('Previous compositions');
    for (const id of [2, 3, 4, 5, 6, 7]) expect(html).toContain(`Song ${id}`);
    expect(html.match(/<audio /g)).toHaveLength(1);
  });
});

describe('the form’s rules', () => {
  const base = { method: 'recipe' as const, recipeId: null, dishName: '', mood: 'calm' as const };

  it('needs a chosen recipe in recipe mode and a non-blank dish name in dish mode', () => {
    expect(canGenerate(base)).toBe(false);
    expect(canGenerate({ ...base, recipeId: 4 })).toBe(true);
    expect(canGenerate({ ...base, method: 'dish', recipeId: 4 })).toBe(false);
    expect(canGenerate({ ...base, method: 'dish', dishName: '   ' })).toBe(false);
    expect(canGenerate({ ...base, method: 'dish', dishName: 'Lemon tart' })).toBe(true);
  });

  it('sends only the chosen method’s value', () => {
    expect(requestOf({ ...base, recipeId: 4, dishName: 'left over', mood: 'playful' })).toEqual({ recipeId: 4, dishName: null, mood: 'playful' });
    expect(requestOf({ ...base, method: 'dish', recipeId: 4, dishName: '  Lemon tart ' })).toEqual({ recipeId: null, dishName: 'Lemon tart', mood: 'calm' });
  });

  it('shows the one just made first, then up to six others', () => {
    const history = [1, 2, 3, 4, 5, 6, 7].map((id) => composition(id));
    expect(latestAndPrevious(history, undefined).latest?.id).toBe(1);
    expect(latestAndPrevious(history, undefined).previous.map((c) => c.id)).toEqual([2, 3, 4, 5, 6, 7]);
    const fresh = composition(9);
    expect(latestAndPrevious(history, fresh).latest?.id).toBe(9);
    expect(latestAndPrevious(history, fresh).previous).toHaveLength(6);
    expect(latestAndPrevious(undefined, undefined)).toEqual({ latest: null, previous: [] });
  });
});
