import { tasteMemorySchema, validation, type TasteMemory } from '@hearth/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeProfile, createMember, requester, sampleRecipe, signUp, type TestApp } from '../../../../test/helpers';
import type { OpenAiTestServer } from '../../../../test/openai-test-server';
import { recipeIdByTitle, startToolTestApps } from '../../../../test/tool-apps';
import { aiCalls } from '../../../db/schema';
import { createUsersRepository } from '../../../modules/users/users.repository';

const PATH = '/api/ai/taste-memory';
const HISTORY = '/api/ai/taste-memory/history';
const PALAK = 'Soft cubes of paneer in a creamy green spinach sauce, fragrant with garlic and ginger; my grandmother made it every winter';
const VAGUE = 'It was a comforting dish that reminded me of my childhood, like a warm hug.';

let server: OpenAiTestServer;
let builtinOnly: TestApp;
let withModel: TestApp;

beforeAll(async () => {
  ({ server, withModel, builtinOnly } = await startToolTestApps());
});
afterAll(async () => server.close());

const recipeId = recipeIdByTitle;

async function analyze(t: TestApp, cookie: string, memoryDescription: string): Promise<TasteMemory> {
  const response = await requester(t, cookie).post(PATH, { memoryDescription });
  expect(response.statusCode, response.body).toBe(200);
  return tasteMemorySchema.parse(response.json());
}

/** An approved member with these profile answers (allergies, diets). */
async function memberWith(t: TestApp, profile: Record<string, unknown>) {
  const signedUp = await signUp(t.app);
  await completeProfile(t.app, signedUp.cookie, profile);
  await createUsersRepository(t.database.db).approve(signedUp.userId);
  return signedUp;
}

describe('taste memory on the built-in engine and the demo recipes', () => {
  it('refuses a description under 10 characters with the spec’s message, calling no engine', async () => {
    const member = await createMember(builtinOnly, 'approved');
    const before = (await builtinOnly.database.db.select().from(aiCalls)).length;
    for (const memoryDescription of ['too short', '   soup    ', '']) {
      const response = await requester(builtinOnly, member.cookie).post(PATH, { memoryDescription });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: validation.tasteMemoryMin });
    }
    expect((await requester(builtinOnly, member.cookie).post(PATH, {})).json()).toMatchObject({ message: validation.tasteMemoryMin });
    expect(await builtinOnly.database.db.select().from(aiCalls)).toHaveLength(before);
  });

  it('reads the memory and ranks the demo recipe it describes first, linked by id', async () => {
    const member = await createMember(builtinOnly, 'approved');
    const memory = await analyze(builtinOnly, member.cookie, PALAK);
    expect(memory.source).toBe('builtin');
    expect(memory.memoryDescription).toBe(PALAK);
    expect(memory.extractedCharacteristics.textures).toEqual(expect.arrayContaining(['soft', 'creamy']));
    expect(memory.extractedCharacteristics.aromas).toEqual(expect.arrayContaining(['garlic', 'ginger']));
    expect(memory.extractedCharacteristics.visualCues).toContain('green');
    expect(memory.extractedCharacteristics.emotions).toContain('nostalgia');
    expect(memory.matchedIngredients).toEqual(expect.arrayContaining(['paneer', 'spinach', 'garlic', 'ginger']));
    const top = memory.possibleRecipes[0]!;
    expect(top.name).toBe('Palak Paneer');
    expect(top.recipe).toMatchObject({ id: await recipeId(builtinOnly, 'Palak Paneer'), title: 'Palak Paneer', cuisine: 'Indian' });
    expect(top.classicDish).toBeNull();
    expect(top.reasoning).toContain('“paneer”');
    expect(top.reasoning).toContain('“spinach”');
    expect(memory.confidence).toBeGreaterThan(0.5);
    expect(memory.possibleRecipes.map((p) => p.confidence)).toEqual([...memory.possibleRecipes.map((p) => p.confidence)].sort((a, b) => b - a));
    expect(memory.suggestions).toEqual([]);
  });

  it('matches other demo recipes from what the memory names', async () => {
    const member = await createMember(builtinOnly, 'approved');
    const cases: [string, string][] = [
      ["My mum's chickpea curry with tomato and onion, thick and hearty, not too spicy", 'Chana Masala'],
      ['Lacy crêpes in Paris, slightly sweet, with lemon and butter', 'Crêpes'],
      ['Very smoky, charred paneer pieces in a tangy yogurt marinade with a squeeze of lemon', 'Paneer Tikka'],
      ['Sticky sweet rice with ripe mango and coconut milk at a night market in Bangkok', 'Mango Sticky Rice'],
    ];
    for (const [text, title] of cases) expect((await analyze(builtinOnly, member.cookie, text)).possibleRecipes[0]?.name, text).toBe(title);
  });

  it('says plainly when a memory is too vague, with low confidence and what would help', async () => {
    const member = await createMember(builtinOnly, 'approved');
    const memory = await analyze(builtinOnly, member.cookie, VAGUE);
    expect(memory.confidence).toBeLessThanOrEqual(0.35);
    expect(memory.confidenceNote).toMatch(/too vague/);
    expect(memory.suggestions.length).toBeGreaterThan(0);
    expect(memory.suggestions.join(' ')).toMatch(/ingredient/);
    expect(memory.extractedCharacteristics.emotions).toEqual(expect.arrayContaining(['comfort', 'nostalgia']));
    expect(memory.matchedIngredients).toEqual([]);
  });

  it('identifies no ingredient from words that could come from many ("tangy", "smoky", "golden")', async () => {
    const member = await createMember(builtinOnly, 'approved');
    const memory = await analyze(builtinOnly, member.cookie, 'It was tangy, smoky and golden, with a spicy kick and a crispy edge');
    expect(memory.matchedIngredients).toEqual([]);
    expect(memory.extractedCharacteristics.flavors).toEqual(expect.arrayContaining(['tangy', 'spicy']));
    expect(memory.confidence).toBeLessThanOrEqual(0.35);
  });

  it('names what breaks the member’s allergies on a matching recipe instead of hiding it', async () => {
    const allergic = await memberWith(builtinOnly, { allergies: ['Dairy'] });
    const memory = await analyze(builtinOnly, allergic.cookie, PALAK);
    const palak = memory.possibleRecipes.find((p) => p.name === 'Palak Paneer')!;
    expect(palak.cautions.join(' ')).toMatch(/paneer may contain Dairy/);
    const everyone = await analyze(builtinOnly, (await createMember(builtinOnly, 'approved')).cookie, PALAK);
    expect(everyone.possibleRecipes.find((p) => p.name === 'Palak Paneer')!.cautions).toEqual([]);
  });

  it('never offers another member’s private recipe', async () => {
    const owner = await createMember(builtinOnly, 'approved');
    const created = await requester(builtinOnly, owner.cookie).post('/api/recipes', sampleRecipe({ title: 'Secret Smoked Tamarind Dal', visibility: 'private' }));
    expect(created.statusCode, created.body).toBe(201);
    const other = await createMember(builtinOnly, 'approved');
    const memory = await analyze(builtinOnly, other.cookie, 'A secret smoked tamarind dal with toor dal, ghee and cumin seeds');
    expect(memory.possibleRecipes.map((p) => p.name)).not.toContain('Secret Smoked Tamarind Dal');
  });

  it('keeps each member’s memories, newest first, with date, description, percent and recipe count', async () => {
    const asha = await createMember(builtinOnly, 'approved');
    const ravi = await createMember(builtinOnly, 'approved');
    const first = await analyze(builtinOnly, asha.cookie, PALAK);
    const second = await analyze(builtinOnly, asha.cookie, VAGUE);
    const response = await requester(builtinOnly, asha.cookie).get(HISTORY);
    expect(response.statusCode).toBe(200);
    const entries = (response.json() as unknown[]).map((e) => tasteMemorySchema.parse(e));
    expect(entries.map((e) => e.id)).toEqual([second.id, first.id]);
    expect(entries[1]).toEqual(first);
    expect(Date.parse(entries[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(entries[1]!.createdAt));
    expect(entries[1]!.memoryDescription).toBe(PALAK);
    expect(Math.round(entries[1]!.confidence * 100)).toBeGreaterThan(50);
    expect(entries[1]!.possibleRecipes.length).toBe(first.possibleRecipes.length);
    expect((await requester(builtinOnly, ravi.cookie).get(HISTORY)).json()).toEqual([]);
  });

  it('answers within the time budget on the demo content', async () => {
    const member = await createMember(builtinOnly, 'approved');
    const timings: number[] = [];
    for (let i = 0; i < 12; i++) {
      const started = performance.now();
      await analyze(builtinOnly, member.cookie, i % 2 ? PALAK : 'Golden flaky flatbread that smelled of cardamom and ghee, not too sweet');
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    // Generous against a loaded test machine; the bench target is p95 < 150 ms.
    expect(timings[Math.floor(timings.length * 0.9)]).toBeLessThan(600);
  });
});

describe('taste memory with a model', () => {
  async function fallbacks() {
    return (await withModel.database.db.select().from(aiCalls)).filter((c) => c.task === 'taste-memory' && c.outcome === 'fallback').length;
  }

  const answer = (overrides: Record<string, unknown>) => ({
    confidence: 0.8,
    confidenceNote: 'Strong match on the paneer and spinach.',
    suggestions: [],
    extractedCharacteristics: { flavors: [], textures: ['soft', 'creamy'], aromas: ['garlic'], visualCues: ['green'], emotions: ['nostalgia'] },
    matchedIngredients: ['paneer', 'spinach'],
    ruledOut: [],
    possibleRecipes: [],
    ...overrides,
  });

  it('uses a model answer that picks among the candidates, shown with the platform’s own card', async () => {
    const member = await createMember(withModel, 'approved');
    const palak = await recipeId(withModel, 'Palak Paneer');
    const reasoning = 'Your “paneer” in a “creamy green spinach sauce” is palak paneer.';
    server.script({ kind: 'json', content: answer({ possibleRecipes: [{ ref: `recipe:${palak}`, confidence: 0.85, reasoning }] }) });
    const memory = await analyze(withModel, member.cookie, PALAK);
    expect(memory.source).toBe('model');
    expect(memory.possibleRecipes).toEqual([
      { name: 'Palak Paneer', confidence: 0.85, reasoning, recipe: expect.objectContaining({ id: palak, title: 'Palak Paneer' }), classicDish: null, cautions: [] },
    ]);
    const prompt = server.requests
      .at(-1)!
      .body.messages.map((m) => m.content)
      .join('\n');
    expect(prompt).toContain('<<<DATA');
    expect(prompt).toContain(`"ref": "recipe:${palak}"`);
    expect(prompt).toContain('"characteristic": "creamy"');
  });

  it('rejects answers that break the knowledge, and the built-in engine answers', async () => {
    const member = await createMember(withModel, 'approved');
    const palak = await recipeId(withModel, 'Palak Paneer');
    const bad = [
      answer({ possibleRecipes: [{ ref: 'recipe:999999', confidence: 0.9, reasoning: 'Invented.' }] }),
      answer({ possibleRecipes: [{ ref: `recipe:${palak}`, confidence: 1.7, reasoning: 'Too sure.' }] }),
      answer({ matchedIngredients: ['paneer', 'lobster'] }),
    ];
    for (const content of bad) {
      const before = await fallbacks();
      server.script({ kind: 'json', content });
      const memory = await analyze(withModel, member.cookie, PALAK);
      expect(memory.source).toBe('builtin');
      expect(memory.possibleRecipes[0]?.name).toBe('Palak Paneer');
      expect(await fallbacks()).toBe(before + 1);
    }
    const before = await fallbacks();
    server.script({
      kind: 'json',
      content: answer({ confidence: 0.9, matchedIngredients: [], extractedCharacteristics: { flavors: [], textures: [], aromas: [], visualCues: [], emotions: ['comfort'] } }),
    });
    const vague = await analyze(withModel, member.cookie, VAGUE);
    expect(vague.source).toBe('builtin');
    expect(vague.confidence).toBeLessThanOrEqual(0.35);
    expect(await fallbacks()).toBe(before + 1);
  });

  it('rejects a model answer listing a characteristic the memory denies', async () => {
    const member = await createMember(withModel, 'approved');
    const before = await fallbacks();
    server.script({
      kind: 'json',
      content: answer({ matchedIngredients: ['paneer'], extractedCharacteristics: { flavors: ['spicy'], textures: [], aromas: [], visualCues: [], emotions: [] } }),
    });
    const memory = await analyze(withModel, member.cookie, 'Charred paneer, smoky and tangy, but not spicy at all');
    expect(memory.source).toBe('builtin');
    expect(memory.extractedCharacteristics.flavors).not.toContain('spicy');
    expect(memory.ruledOut).toContain('not spicy');
    expect(await fallbacks()).toBe(before + 1);
  });
});
