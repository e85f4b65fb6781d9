import { MUSIC_HISTORY_LIMIT, recipeToMusicMessages, type MusicComposition } from '@hearth/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, requester, sampleRecipe, type TestApp } from '../../../../test/helpers';
import type { OpenAiTestServer } from '../../../../test/openai-test-server';
import { recipeIdByTitle, startToolTestApps } from '../../../../test/tool-apps';
import { aiCalls } from '../../../db/schema';
import { MOOD_MUSIC } from '../../knowledge/music-crossmodal';
import { musicContext } from './builtin';
import { parseLyrics } from './lyrics';

const PATH = '/api/ai/recipe-to-music';
const HISTORY = '/api/ai/recipe-to-music/history';
let server: OpenAiTestServer;
let withModel: TestApp;
let builtinOnly: TestApp;

beforeAll(async () => {
  ({ server, withModel, builtinOnly } = await startToolTestApps());
});
afterAll(async () => server.close());

const recipeId = recipeIdByTitle;

/** A WAV's sample rate and length in seconds, read from its header. */
function wavInfo(bytes: Buffer) {
  expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('ascii')).toBe('WAVE');
  const sampleRate = bytes.readUInt32LE(24);
  return { sampleRate, channels: bytes.readUInt16LE(22), bits: bytes.readUInt16LE(34), seconds: bytes.readUInt32LE(40) / 2 / sampleRate };
}

describe('validation (spec §5)', () => {
  it.each([
    [{ recipeId: null, dishName: '   ', mood: 'calm' }, recipeToMusicMessages.nothingToCompose],
    [{ recipeId: null, dishName: null, mood: 'calm' }, recipeToMusicMessages.nothingToCompose],
    [{ mood: 'calm' }, recipeToMusicMessages.nothingToCompose],
    [{ recipeId: '', dishName: '', mood: 'playful' }, recipeToMusicMessages.nothingToCompose],
    [{ recipeId: null, dishName: 'Lemon tart', mood: 'angry' }, recipeToMusicMessages.mood],
    [{ recipeId: null, dishName: 'x'.repeat(121), mood: 'calm' }, recipeToMusicMessages.dishNameTooLong],
    [{ recipeId: 'twelve', dishName: null, mood: 'calm' }, 'Please enter a valid ID number'],
  ])('%j → 400 “%s”, and nothing is composed', async (body, message) => {
    const member = await createMember(builtinOnly, 'approved');
    const response = await requester(builtinOnly, member.cookie).post(PATH, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect((await requester(builtinOnly, member.cookie).get(HISTORY)).json()).toEqual([]);
  });

  it('takes calm when no mood is sent', async () => {
    const member = await createMember(builtinOnly, 'approved');
    const response = await requester(builtinOnly, member.cookie).post(PATH, { recipeId: null, dishName: 'Lemon tart' });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as MusicComposition).mood).toBe('calm');
  });
});

describe('recipe to music on the built-in engine', () => {
  it('composes from a demo recipe: its ingredients in the lyrics, elements from its taste, and a WAV that is served', async () => {
    const member = await createMember(builtinOnly, 'approved');
    const id = await recipeId(builtinOnly, 'Tiramisu');
    const response = await requester(builtinOnly, member.cookie).post(PATH, { recipeId: id, dishName: null, mood: 'romantic' });
    expect(response.statusCode, response.body).toBe(200);
    const song = response.json() as MusicComposition;
    expect(song.source).toBe('builtin');
    expect(song.mood).toBe('romantic');
    expect(song.songTitle).toBe('Tiramisu Serenade');
    expect(song.tempo).toBeGreaterThanOrEqual(MOOD_MUSIC.romantic.tempo.min);
    expect(song.tempo).toBeLessThanOrEqual(MOOD_MUSIC.romantic.tempo.max);
    expect(song.musicalElements.timeSignature).toBe('3/4');
    expect(song.musicalElements.mode).toBe('major');
    expect(song.musicalElements.taste.dominant[0]).toBe('sweet');
    expect(song.musicalElements.instruments[0]).toMatchObject({ part: 'melody', name: 'Piano (synthesized)' });
    expect(song.musicalElements.reasoning.map((r) => r.source).join(' ')).toContain('As bitter as a trombone');
    expect(parseLyrics(song.lyrics).map((s) => s.label)).toEqual(['Verse 1', 'Chorus', 'Verse 2']);
    expect(song.lyrics.toLowerCase()).toMatch(/mascarpone|ladyfinger|espresso|cocoa/);
    expect(song.musicUrl).toMatch(/^\/media\/music\/[A-Za-z0-9_-]+\.wav$/);

    const file = await builtinOnly.app.inject({ method: 'GET', url: song.musicUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/wav');
    const info = wavInfo(file.rawPayload);
    expect(info).toMatchObject({ sampleRate: 22_050, channels: 1, bits: 16 });
    expect(info.seconds).toBeGreaterThanOrEqual(20);
    expect(info.seconds).toBeLessThanOrEqual(60);
    expect(info.seconds).toBeCloseTo(song.musicalElements.durationSeconds, 0);
  });

  it('composes from a dish name, reading its foods ("lemon tart" is sour)', async () => {
    const member = await createMember(builtinOnly, 'approved');
    const response = await requester(builtinOnly, member.cookie).post(PATH, { recipeId: null, dishName: 'Lemon tart', mood: 'playful' });
    expect(response.statusCode, response.body).toBe(200);
    const song = response.json() as MusicComposition;
    expect(song.musicalElements.taste.dominant[0]).toBe('sour');
    expect(song.musicalElements.taste.basis).toContain('lemon');
    expect(song.musicalElements.harmony).toBe('added seconds');
    expect(song.lyrics.toLowerCase()).toContain('lemon');
    expect(song.songTitle).toBe('Lemon Tart Hop');
  });

  it('says so when it knows nothing of the dish, and sings the taste as unknown', async () => {
    const member = await createMember(builtinOnly, 'approved');
    const response = await requester(builtinOnly, member.cookie).post(PATH, { recipeId: null, dishName: 'Grandpa Zbigniew’s surprise', mood: 'mysterious' });
    expect(response.statusCode, response.body).toBe(200);
    const song = response.json() as MusicComposition;
    expect(song.musicalElements.taste.profile).toBeNull();
    expect(song.musicalElements.taste.basis).toMatch(/no taste for .*neutral/);
    expect(song.lyrics).toMatch(/A (taste|flavour)( that)? we (do not|don’t) know/);
  });

  it('sings a member’s own private recipe, and hides it from another member (404)', async () => {
    const owner = await createMember(builtinOnly, 'approved');
    const created = await requester(builtinOnly, owner.cookie).post(
      '/api/recipes',
      sampleRecipe({
        title: 'Secret Lime Pickle',
        visibility: 'private',
        ingredients: [
          { name: 'lime', quantity: '6', unit: '' },
          { name: 'salt', quantity: '2', unit: 'tbsp' },
          { name: 'mustard seeds', quantity: '1', unit: 'tsp' },
        ],
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: number }).id;
    const mine = await requester(builtinOnly, owner.cookie).post(PATH, { recipeId: id, dishName: null, mood: 'energetic' });
    expect(mine.statusCode, mine.body).toBe(200);
    expect((mine.json() as MusicComposition).lyrics.toLowerCase()).toContain('lime');

    const other = await createMember(builtinOnly, 'approved');
    const hidden = await requester(builtinOnly, other.cookie).post(PATH, { recipeId: id, dishName: null, mood: 'energetic' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('Secret Lime Pickle');
    expect((await requester(builtinOnly, other.cookie).get(HISTORY)).json()).toEqual([]);
  });

  it('history: the latest composition and up to six older ones, newest first', async () => {
    const member = await createMember(builtinOnly, 'approved');
    const ids: number[] = [];
    const dishes = ['Lemon tart', 'Mango lassi', 'Chocolate cake', 'Tomato soup', 'Garlic bread', 'Green salad', 'Honey cake', 'Salted caramel'];
    for (const dishName of dishes) {
      const response = await requester(builtinOnly, member.cookie).post(PATH, { recipeId: null, dishName, mood: 'calm' });
      expect(response.statusCode, response.body).toBe(200);
      ids.push((response.json() as MusicComposition).id);
    }
    const history = (await requester(builtinOnly, member.cookie).get(HISTORY)).json() as MusicComposition[];
    expect(MUSIC_HISTORY_LIMIT).toBe(7);
    expect(history.map((h) => h.id)).toEqual(ids.slice(-7).reverse());
    expect(history[0]!.songTitle).toBe('Salted Caramel Lullaby');
    const times = history.map((h) => Date.parse(h.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Every entry keeps its own recording.
    expect(new Set(history.map((h) => h.musicUrl)).size).toBe(7);
  });
});

describe('recipe to music with a model', () => {
  const lemonTart = { recipeId: null, title: 'Lemon tart', lines: [], steps: [] };

  async function fallbacks() {
    return (await withModel.database.db.select().from(aiCalls)).filter((c) => c.task === 'recipe-to-music' && c.outcome === 'fallback').length;
  }

  function goodAnswer() {
    const { plan } = musicContext(lemonTart, 'calm');
    return {
      songTitle: 'Lemon Tart at Dusk',
      musicStyle: 'Gentle pluck ballad',
      tempo: plan.tempoRange.min + 2,
      lyrics: [
        '[Verse 1]',
        'A lemon bright upon the board',
        'Its golden zest our one reward',
        'We slice it thin and wait a while',
        'The kitchen fills, we start to smile',
        '',
        '[Chorus]',
        'Lemon tart, oh lemon tart',
        'Sharp and sunny, sweet at heart',
        'Lemon tart, oh lemon tart',
        'Share a slice and never part',
        '',
        '[Verse 2]',
        'We set the table, call a friend',
        'We share the tart until the end',
        'The plates are clean, the evening slow',
        'We hum the tune and let it go',
      ].join('\n'),
      musicalElements: { key: plan.key, mode: plan.mode, timeSignature: plan.timeSignature },
    };
  }

  it('uses a model answer that keeps the knowledge, marked as the model’s, played from its tempo', async () => {
    const member = await createMember(withModel, 'approved');
    const answer = goodAnswer();
    server.script({ kind: 'json', content: answer });
    const response = await requester(withModel, member.cookie).post(PATH, { recipeId: null, dishName: 'Lemon tart', mood: 'calm' });
    expect(response.statusCode, response.body).toBe(200);
    const song = response.json() as MusicComposition;
    expect(song.source).toBe('model');
    expect(song.songTitle).toBe(answer.songTitle);
    expect(song.lyrics).toBe(answer.lyrics);
    expect(song.tempo).toBe(answer.tempo);
    expect(song.musicalElements.reasoning.find((r) => r.choice.startsWith(`${answer.tempo} BPM`))?.because).toContain('taste alone would place it');
    const prompt = server.requests
      .at(-1)!
      .body.messages.map((m) => m.content)
      .join('\n');
    expect(prompt).toContain('<<<DATA');
    expect(prompt).toContain('As bitter as a trombone');
    expect(prompt).toContain('"allowedIngredients"');
    const file = await withModel.app.inject({ method: 'GET', url: song.musicUrl });
    expect(wavInfo(file.rawPayload).seconds).toBeCloseTo(song.musicalElements.durationSeconds, 0);
  });

  it.each([
    [
      'a key the knowledge did not derive',
      'the key must be',
      (a: ReturnType<typeof goodAnswer>) => ({ ...a, musicalElements: { ...a.musicalElements, key: a.musicalElements.key === 'C' ? 'G' : 'C' } }),
    ],
    ['a tempo outside the mood’s range', 'outside the calm range', (a: ReturnType<typeof goodAnswer>) => ({ ...a, tempo: 180 })],
    [
      'a food the dish does not have',
      'foods that are not in the dish: chocolate',
      (a: ReturnType<typeof goodAnswer>) => ({ ...a, lyrics: a.lyrics.replace('Its golden zest our one reward', 'With chocolate as our reward') }),
    ],
    ['no ingredient of the dish', 'must name at least 1', (a: ReturnType<typeof goodAnswer>) => ({ ...a, lyrics: a.lyrics.replace(/lemon/gi, 'sunny') })],
    ['lyrics without the sections', 'must have the sections', (a: ReturnType<typeof goodAnswer>) => ({ ...a, lyrics: 'Lemon tart, lemon tart, la la la' })],
  ])('rejects a model answer with %s, and the built-in engine answers', async (_, problem, spoil) => {
    const member = await createMember(withModel, 'approved');
    const before = await fallbacks();
    server.script({ kind: 'json', content: spoil(goodAnswer()) });
    const response = await requester(withModel, member.cookie).post(PATH, { recipeId: null, dishName: 'Lemon tart', mood: 'calm' });
    expect(response.statusCode, response.body).toBe(200);
    const song = response.json() as MusicComposition;
    expect(song.source).toBe('builtin');
    expect(song.songTitle).toBe('Lemon Tart Lullaby');
    expect(await fallbacks()).toBe(before + 1);
    const [logged] = (await withModel.database.db.select().from(aiCalls).where(eq(aiCalls.task, 'recipe-to-music')).orderBy(desc(aiCalls.id)).limit(2)).filter(
      (c) => c.outcome === 'fallback',
    );
    expect(logged?.error).toContain(problem);
  });
});
