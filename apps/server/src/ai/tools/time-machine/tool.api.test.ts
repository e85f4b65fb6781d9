import { timeTravelResultSchema, validation, type TimeTravelDish, type TimeTravelResult } from '@hearth/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, requester, type TestApp } from '../../../../test/helpers';
import type { OpenAiTestServer } from '../../../../test/openai-test-server';
import { startToolTestApps } from '../../../../test/tool-apps';
import { aiCalls } from '../../../db/schema';
import { eraByKey, sourceOf } from '../../knowledge/historical-kitchens';

const PATH = '/api/ai/time-machine';
const HISTORY = '/api/ai/time-machine/history';
let server: OpenAiTestServer;
let withModel: TestApp;
let builtinOnly: TestApp;

beforeAll(async () => {
  ({ server, withModel, builtinOnly } = await startToolTestApps({ seed: false }));
});
afterAll(async () => server.close());

async function travel(t: TestApp, cookie: string, body: object) {
  const response = await requester(t, cookie).post(PATH, body);
  expect(response.statusCode, response.body).toBe(200);
  const result = response.json() as TimeTravelResult;
  expect(timeTravelResultSchema.safeParse(result).success).toBe(true);
  return result;
}

describe('time machine on the built-in engine', () => {
  it('refuses a blank or missing era with the spec’s message', async () => {
    const member = await createMember(builtinOnly, 'approved');
    for (const body of [{ era: '   ', region: 'Italy' }, { region: 'Italy' }, { era: '' }]) {
      const response = await requester(builtinOnly, member.cookie).post(PATH, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: validation.eraRequired });
    }
  });

  it('serves a recorded Roman dish with its sources, an exact match and the member’s request', async () => {
    const member = await createMember(builtinOnly, 'approved');
    const result = await travel(builtinOnly, member.cookie, { era: 'Ancient Rome', region: 'Italy' });
    const rome = eraByKey('ancient-rome')!;
    expect(result).toMatchObject({
      era: 'Ancient Rome',
      region: 'Rome and Roman Italy',
      source: 'builtin',
      match: { kind: 'exact', note: null },
      requested: { era: 'Ancient Rome', region: 'Italy' },
    });
    const dish = rome.dishes.find((d) => d.name === result.dishName)!;
    expect(dish).toBeDefined();
    expect(result.documented).toBe(dish.documented);
    expect(result.sources).toEqual(expect.arrayContaining(dish.sources.map((key) => sourceOf(key).cite)));
    expect(result.historicalIngredients).toEqual([...dish.ingredients]);
    expect(result.modernAdaptations.length).toBeGreaterThan(0);
    expect(result.cookingMethods.length).toBeGreaterThan(0);
  });

  it('shows another of the era’s dishes on the next visit', async () => {
    const member = await createMember(builtinOnly, 'approved');
    const names = new Set<string>();
    for (let i = 0; i < 3; i++) names.add((await travel(builtinOnly, member.cookie, { era: 'Edo Japan', region: '' })).dishName);
    expect(names.size).toBe(3);
  });

  it('answers an era it has no entry for from the nearest one, saying so plainly', async () => {
    const member = await createMember(builtinOnly, 'approved');
    const result = await travel(builtinOnly, member.cookie, { era: 'Ming dynasty', region: null });
    expect(result.era).toBe('Tang and Song China');
    expect(result.match.kind).toBe('nearest');
    expect(result.match.note).toContain("Hearth's historical kitchen has no entry for “Ming dynasty”; the nearest it knows is Tang and Song China (618–1279).");
    expect(eraByKey('tang-song-china')!.dishes.map((d) => d.name)).toContain(result.dishName);
  });

  it('says when the region belongs to another kitchen', async () => {
    const member = await createMember(builtinOnly, 'approved');
    const result = await travel(builtinOnly, member.cookie, { era: 'Victorian', region: 'Japan' });
    expect(result.era).toBe('Victorian Britain');
    expect(result.match.note).toContain('For Japan, the nearest kitchen it knows is Edo Japan (1603–1868)');
  });

  it('refuses an era it cannot place in time or space, recording nothing', async () => {
    const member = await createMember(builtinOnly, 'approved');
    const response = await requester(builtinOnly, member.cookie).post(PATH, { era: 'once upon a time', region: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: expect.stringContaining('Hearth could not tell when “once upon a time” was') });
    expect((await requester(builtinOnly, member.cookie).get(HISTORY)).json()).toEqual([]);
  });

  it('keeps each member’s time travels, newest first, as the results they saw', async () => {
    const member = await createMember(builtinOnly, 'approved');
    const other = await createMember(builtinOnly, 'approved');
    const first = await travel(builtinOnly, member.cookie, { era: 'Aztec Mexico' });
    const second = await travel(builtinOnly, member.cookie, { era: '1950s America' });
    const third = await travel(builtinOnly, member.cookie, { era: 'Tudor', region: 'England' });
    const response = await requester(builtinOnly, member.cookie).get(HISTORY);
    expect(response.statusCode).toBe(200);
    const history = response.json() as TimeTravelResult[];
    expect(history.map((h) => h.id)).toEqual([third.id, second.id, first.id]);
    expect(history[0]).toEqual(third);
    expect(history[2]!.era).toBe('Aztec Mexico');
    expect((await requester(builtinOnly, other.cookie).get(HISTORY)).json()).toEqual([]);
  });
});

describe('time machine with a model', () => {
  async function fallbacks() {
    return (await withModel.database.db.select().from(aiCalls)).filter((c) => c.task === 'time-machine' && c.outcome === 'fallback').length;
  }

  const libum: TimeTravelDish = {
    dishName: 'Libum',
    culturalContext: 'Cato’s cake for the gods: cheese, flour and an egg, baked on leaves under an earthenware cover.',
    recipe: { title: 'Libum for a modern oven', description: 'Pound the cheese, work in the flour and egg, shape a loaf and bake it on bay leaves under a lid.' },
    historicalIngredients: ['fresh cheese', 'wheat flour', 'an egg', 'bay leaves'],
    modernAdaptations: [{ historicalIngredient: 'fresh cheese', modernSubstitution: 'ricotta' }],
    cookingMethods: ['pounding in a mortar', 'baking under a cover'],
    tasteProfile: 'A dense, tangy cheese bread.',
    sources: ['Cato the Elder, De agri cultura (On Agriculture, c. 160 BC)'],
  };

  it('uses a model answer that keeps to the era’s dishes, foods and works, marked as the model’s', async () => {
    const member = await createMember(withModel, 'approved');
    server.script({ kind: 'json', content: libum });
    const result = await travel(withModel, member.cookie, { era: 'Ancient Rome', region: 'Italy' });
    expect(result).toMatchObject({ ...libum, source: 'model', era: 'Ancient Rome', documented: 'Cato the Elder, De agri cultura 75 (c. 160 BC)' });
    const prompt = server.requests
      .at(-1)!
      .body.messages.map((m) => m.content)
      .join('\n');
    expect(prompt).toContain('<<<DATA');
    expect(prompt).toContain('notYetAvailable');
    expect(prompt).toContain('De re coquinaria');
    const [saved] = (await requester(withModel, member.cookie).get(HISTORY)).json() as TimeTravelResult[];
    expect(saved).toMatchObject({ dishName: 'Libum', source: 'model' });
  });

  it('rejects a model answer with a tomato in Rome or an invented source; the built-in answer is shown', async () => {
    const member = await createMember(withModel, 'approved');
    for (const bad of [
      { ...libum, historicalIngredients: [...libum.historicalIngredients, 'tomatoes'] },
      { ...libum, sources: ['Marcus Gavius, The Imperial Kitchen (AD 50)'] },
      { ...libum, dishName: 'Pizza Margherita' },
    ]) {
      const before = await fallbacks();
      server.script({ kind: 'json', content: bad });
      const result = await travel(withModel, member.cookie, { era: 'Ancient Rome', region: null });
      expect(result.source).toBe('builtin');
      expect(result.historicalIngredients.join(' ')).not.toContain('tomato');
      expect(eraByKey('ancient-rome')!.dishes.map((d) => d.name)).toContain(result.dishName);
      expect(await fallbacks()).toBe(before + 1);
    }
  });
});
