import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import { startOpenAiTestServer, type OpenAiTestServer } from '../../test/openai-test-server';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { aiCalls } from '../db/schema';
import { createAiCallsRepository } from './ai-calls.repository';
import { AI_UNAVAILABLE, createAiEngine } from './engine';
import { categorizeIngredientTask } from './tasks/categorize-ingredient';
import { AppError } from '../errors';
import pino from 'pino';

let server: OpenAiTestServer;
let database: DatabaseHandle;
beforeAll(async () => {
  server = await startOpenAiTestServer();
  database = await createTestDatabase();
});
afterAll(async () => {
  await server.close();
  await database.close();
});
beforeEach(async () => {
  server.requests.length = 0;
  await database.db.delete(aiCalls);
});

const log = pino({ level: 'silent' });
const engineFor = (env: Record<string, string>) => {
  const config = loadConfig({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: server.url, AI_API_KEY: 'test-key', AI_TEXT_MODEL: 'chef-model-1', AI_TIMEOUT_MS: '1500', ...env });
  return createAiEngine({ config: config.ai, calls: createAiCallsRepository(database.db), log });
};
const calls = () => database.db.select().from(aiCalls);

const modelAnswer = { category: 'Dairy', allergens: ['Dairy'], alternativeNames: { hi: ['घी'], es: ['mantequilla clarificada'] } };

describe('the OpenAI-compatible provider', () => {
  it('asks chat completions for schema-shaped JSON, with user text as delimited data', async () => {
    server.script({ kind: 'json', content: modelAnswer });
    const result = await engineFor({}).run(categorizeIngredientTask, { name: 'ghee' }, { userId: null });
    expect(result).toEqual({ output: modelAnswer, source: 'model', model: 'chef-model-1' });

    const [request] = server.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer test-key');
    expect(request!.body.model).toBe('chef-model-1');
    expect(request!.body.response_format?.type).toBe('json_schema');
    expect(request!.body.response_format?.json_schema?.name).toBe('categorize_ingredient');
    const [system, user] = request!.body.messages;
    expect(system).toMatchObject({ role: 'system' });
    expect(system!.content).not.toContain('ghee');
    expect(user!.content).toContain('<<<DATA');
    expect(user!.content).toContain('"ingredient": "ghee"');

    expect(await calls()).toEqual([
      expect.objectContaining({ task: 'categorize-ingredient', provider: 'openai-compatible', model: 'chef-model-1', outcome: 'ok', inputTokens: 42, outputTokens: 17 }),
    ]);
  });

  it('an answer that breaks the schema falls back to the built-in engine, which says so', async () => {
    server.script({ kind: 'json', content: { category: 'Snacks', allergens: ['Peanuts'] } });
    const result = await engineFor({}).run(categorizeIngredientTask, { name: 'cashew' }, { userId: null });
    expect(result.source).toBe('builtin');
    expect(result.output).toMatchObject({ category: 'Nuts & Seeds', allergens: ['Nuts'] });
    expect((await calls()).map((c) => [c.provider, c.outcome])).toEqual([
      ['openai-compatible', 'fallback'],
      ['builtin', 'ok'],
    ]);
  });

  it('retries transient errors with backoff, then succeeds', async () => {
    server.script({ kind: 'status', status: 503 }, { kind: 'status', status: 429 }, { kind: 'json', content: modelAnswer });
    const result = await engineFor({}).run(categorizeIngredientTask, { name: 'ghee' }, { userId: null });
    expect(result.source).toBe('model');
    expect(server.requests).toHaveLength(3);
  });

  it('a timeout falls back; with AI_FALLBACK=false the caller gets a clear 503 instead', async () => {
    server.script({ kind: 'hang' });
    const fallback = await engineFor({ AI_TIMEOUT_MS: '1000' }).run(categorizeIngredientTask, { name: 'paneer' }, { userId: null });
    expect(fallback).toMatchObject({ source: 'builtin', output: { category: 'Dairy' } });

    server.script({ kind: 'text', content: 'this is not json' });
    const strict = engineFor({ AI_FALLBACK: 'false' });
    const error = await strict.run(categorizeIngredientTask, { name: 'paneer' }, { userId: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 503, message: AI_UNAVAILABLE });
  });
});

describe('the built-in engine', () => {
  it('answers from the food knowledge without any network', async () => {
    const engine = createAiEngine({ config: loadConfig({}).ai, calls: createAiCallsRepository(database.db), log });
    const result = await engine.run(categorizeIngredientTask, { name: 'Soy Sauce' }, { userId: null });
    expect(result.source).toBe('builtin');
    expect(result.output.category).toBe('Condiments & Sauces');
    expect(result.output.allergens).toEqual(expect.arrayContaining(['Soy', 'Gluten']));
    expect(server.requests).toHaveLength(0);
  });
});
