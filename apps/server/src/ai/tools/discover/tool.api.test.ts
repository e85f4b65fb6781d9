import { discoverMessages, discoverResponseSchema, discoveryHistoryEntrySchema, validation, type DiscoverResponse } from '@hearth/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeProfile, createTestApp, multipartFile, signUp, modelEnv, type TestApp } from '../../../../test/helpers';
import { startOpenAiTestServer, type OpenAiTestServer } from '../../../../test/openai-test-server';
import { aiCalls, aiToolRuns } from '../../../db/schema';
import { demoRecipes } from '../../../db/seed/demo-recipes';
import { seedDemoContent } from '../../../db/seed/seed-demo';
import { createRecipesRepository } from '../../../modules/recipes/recipes.repository';
import { createUsersRepository } from '../../../modules/users/users.repository';
import { recipeFacts } from '../../analysis/recipe-facts';
import { findFood } from '../../knowledge/lookup';
import { isPantryStaple } from '../../knowledge/pantry-staples';
import { problemsWith } from '../member-rules';

function fields(values: Record<string, string>) {
  const boundary = `----discover${Date.now().toString(16)}`;
  const parts = Object.entries(values).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return { payload: `${parts.join('')}--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function discover(t: TestApp, cookie: string, ingredients: string[], limitToIngredients = false) {
  const body = fields({ ingredients: JSON.stringify(ingredients), limitToIngredients: String(limitToIngredients) });
  const response = await t.app.inject({ method: 'POST', url: '/api/ai/discover', headers: { cookie, ...body.headers }, payload: body.payload });
  expect(response.statusCode, response.body).toBe(200);
  return discoverResponseSchema.parse(response.json()) as DiscoverResponse;
}

function sendPhoto(t: TestApp, cookie: string, bytes: Buffer) {
  const body = multipartFile('image', 'fridge.png', 'image/png', bytes);
  return t.app.inject({ method: 'POST', url: '/api/ai/discover', headers: { cookie, ...body.headers }, payload: body.payload });
}

/** An approved member with these profile answers (allergies, diets). */
async function member(t: TestApp, profile: Record<string, unknown> = {}) {
  const signedUp = await signUp(t.app);
  await completeProfile(t.app, signedUp.cookie, profile);
  await createUsersRepository(t.database.db).approve(signedUp.userId);
  return signedUp;
}

/** What the enrichment job would store: allergens and diets from the food knowledge (no AI review). */
async function enrichFacts(t: TestApp, recipeIds: number[]) {
  const recipes = createRecipesRepository(t.database.db);
  for (const id of recipeIds) {
    const { lines } = await recipes.findContent(id);
    const facts = recipeFacts(lines, 4);
    await recipes.saveEnrichment(id, {
      derivedAllergens: facts.allergens,
      mayContainAllergens: facts.mayContain,
      unknownIngredients: facts.unknownIngredients,
      dietFlags: facts.diets,
      nutrition: null,
      aiRating: null,
      aiRatingNotes: [],
      healthBenefits: [],
      likelyConcerns: [],
      avoidWith: [],
      flaggedReasons: [],
      flagged: false,
    });
  }
}

const ingredientsOf = (title: string) => demoRecipes.find((r) => r.title === title)!.ingredients.map((i) => i.name);

describe('discovering recipes on the demo content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AI_RATE_LIMIT_PER_MINUTE: '1000' });
    await seedDemoContent(t.database.db);
  });

  it('ranks database recipes by the share of their ingredients the member has', async () => {
    const { cookie } = await member(t);
    const answer = await discover(t, cookie, ['chickpeas', 'tomato', 'onion']);
    const titles = answer.databaseRecipes!.map((r) => r.title);
    expect(titles[0]).toBe('Chana Masala');
    expect(titles).toEqual(expect.arrayContaining(['Classic Hummus', 'Falafel with Tahini Sauce']));
    // A dish missing its main ingredient (guacamole without avocado) ranks below one missing only spices.
    expect(titles.indexOf('Chunky Guacamole')).toBeGreaterThan(titles.indexOf('Chana Masala'));
    for (const recipe of answer.databaseRecipes!) {
      expect(recipe.matchedIngredients.length).toBeGreaterThan(0);
      // Staples are neither matched nor missing.
      expect([...recipe.matchedIngredients, ...recipe.missingIngredients].some((name) => isPantryStaple(findFood(name)))).toBe(false);
    }
    expect(answer.source).toBe('builtin');
    expect(answer.aiGeneratedRecipes!.length).toBeGreaterThanOrEqual(2);
    for (const recipe of answer.aiGeneratedRecipes!) {
      expect(recipe.ingredients.some((i) => ['chickpea', 'tomato', 'onion'].includes(findFood(i.name)?.id ?? ''))).toBe(true);
    }
  });

  it('with limitToIngredients, returns only recipes made of the listed ingredients and pantry staples', async () => {
    const { cookie } = await member(t);
    const hummus = ingredientsOf('Classic Hummus').filter((name) => !isPantryStaple(findFood(name)));
    const limited = await discover(t, cookie, hummus, true);
    expect(limited.databaseRecipes!.map((r) => r.title)).toContain('Classic Hummus');
    for (const recipe of limited.databaseRecipes!) expect(recipe.missingIngredients).toEqual([]);
    const open = await discover(t, cookie, hummus, false);
    expect(open.databaseRecipes!.some((r) => r.missingIngredients.length > 0)).toBe(true);
  });

  it('composes the same AI recipes for the same ingredients every time, in any order, and never a starch dish from chickpeas', async () => {
    const { cookie } = await member(t);
    const first = await discover(t, cookie, ['chickpeas', 'tomato', 'onion'], true);
    const again = await discover(t, cookie, ['chickpeas', 'tomato', 'onion'], true);
    const reordered = await discover(t, cookie, ['onion', 'tomato', 'chickpeas'], true);
    expect(first.aiGeneratedRecipes!.length).toBeGreaterThanOrEqual(2);
    expect(again.aiGeneratedRecipes).toEqual(first.aiGeneratedRecipes);
    expect(reordered.aiGeneratedRecipes).toEqual(first.aiGeneratedRecipes);
    for (const recipe of first.aiGeneratedRecipes!) expect(recipe.title).not.toMatch(/risotto|pilaf|pasta|noodle|rice/i);
  });

  it('answers an empty AI section, not an error, when nothing can be composed', async () => {
    const { cookie } = await member(t, { allergies: ['Eggs'] });
    const answer = await discover(t, cookie, ['eggs'], true);
    expect(answer.aiGeneratedRecipes).toEqual([]);
  });

  it('refuses a discovery with neither ingredients nor a photo', async () => {
    const { cookie } = await member(t);
    const body = fields({ ingredients: '[]', limitToIngredients: 'false' });
    const response = await t.app.inject({ method: 'POST', url: '/api/ai/discover', headers: { cookie, ...body.headers }, payload: body.payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: discoverMessages.nothingToDo });
  });

  it('records each discovery in the member’s own history, newest first', async () => {
    const asha = await member(t);
    const ravi = await member(t);
    const first = await discover(t, asha.cookie, ['paneer', 'spinach']);
    const second = await discover(t, asha.cookie, ['egg', 'tomato']);
    const history = await t.app.inject({ method: 'GET', url: '/api/ai/discover/history', headers: { cookie: asha.cookie } });
    const entries = history.json().map((e: unknown) => discoveryHistoryEntrySchema.parse(e));
    expect(entries.map((e: { id: number }) => e.id)).toEqual([second.historyId, first.historyId]);
    expect(entries[0].identifiedIngredients).toEqual(['egg', 'tomato']);
    expect(entries[0].databaseRecipes).toEqual(second.databaseRecipes!.map(({ id, title }) => ({ id, title })));
    expect(entries[0].aiGeneratedRecipes).toEqual(second.aiGeneratedRecipes);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/ai/discover/history', headers: { cookie: ravi.cookie } });
    expect(theirs.json()).toEqual([]);
  });
});

describe('allergy and diet safety', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AI_RATE_LIMIT_PER_MINUTE: '1000' });
    const { recipeIds } = await seedDemoContent(t.database.db);
    await enrichFacts(t, recipeIds);
  });

  it('never offers a member a recipe with their allergen, while others get it', async () => {
    const everyone = await member(t);
    const open = await discover(t, everyone.cookie, ['paneer', 'tomato', 'onion']);
    expect(open.databaseRecipes!.map((r) => r.title)).toEqual(expect.arrayContaining(['Paneer Tikka', 'Palak Paneer']));

    const allergic = await member(t, { allergies: ['Dairy'] });
    const safe = await discover(t, allergic.cookie, ['paneer', 'tomato', 'onion']);
    expect(safe.databaseRecipes!.length).toBeGreaterThan(0);
    for (const recipe of safe.databaseRecipes!) {
      const names = ingredientsOf(recipe.title);
      expect(problemsWith(names, { allergies: ['Dairy'], requiredDiets: [] }), recipe.title).toEqual([]);
    }
    for (const recipe of safe.aiGeneratedRecipes!) {
      expect(
        problemsWith(
          recipe.ingredients.map((i) => i.name),
          { allergies: ['Dairy'], requiredDiets: [] },
        ),
        recipe.title,
      ).toEqual([]);
    }
  });

  it('keeps a vegan member to vegan recipes', async () => {
    const vegan = await member(t, { primaryDietType: ['Vegan'] });
    const answer = await discover(t, vegan.cookie, ['egg', 'tomato', 'onion', 'chickpeas']);
    expect(answer.databaseRecipes!.map((r) => r.title)).not.toContain('Shakshuka');
    for (const recipe of [...answer.databaseRecipes!.map((r) => ingredientsOf(r.title)), ...answer.aiGeneratedRecipes!.map((r) => r.ingredients.map((i) => i.name))]) {
      expect(problemsWith(recipe, { allergies: [], requiredDiets: ['vegan'] })).toEqual([]);
    }
  });
});

describe('identifying ingredients in a photo', () => {
  let server: OpenAiTestServer;
  let photo: Buffer;
  beforeAll(async () => {
    server = await startOpenAiTestServer();
    photo = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => server.close());

  it('without a vision model says so plainly, and typed ingredients still work', async () => {
    const t = await createTestApp({ AI_RATE_LIMIT_PER_MINUTE: '1000' });
    await seedDemoContent(t.database.db);
    const { cookie } = await member(t);
    const response = await sendPhoto(t, cookie, photo);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(discoverMessages.visionNotConfigured);
    expect(response.json().message).toMatch(/AI_VISION_MODEL/);
    expect((await discover(t, cookie, ['chickpeas'])).databaseRecipes!.length).toBeGreaterThan(0);
  });

  it('sends the photo inline to the vision model and uses its answer', async () => {
    const t = await createTestApp({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: server.url,
      AI_TEXT_MODEL: 'test-text',
      AI_VISION_MODEL: 'test-vision',
      AI_RATE_LIMIT_PER_MINUTE: '1000',
    });
    const { cookie, userId } = await member(t);
    server.script({ kind: 'json', content: { ingredients: ['Tomato', 'red onion', 'tomato', ' chickpeas '] } });
    const before = server.requests.length;
    const response = await sendPhoto(t, cookie, photo);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ identifiedIngredients: ['tomato', 'red onion', 'chickpeas'], source: 'model' });

    const sent = server.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.model).toBe('test-vision');
    const parts = sent[0]!.body.messages.flatMap((m) => (Array.isArray(m.content) ? m.content : [])) as { type: string; image_url?: { url: string } }[];
    const image = parts.find((p) => p.type === 'image_url');
    expect(image?.image_url?.url).toMatch(/^data:image\/jpeg;base64,/);
    // The model sees a re-encoded JPEG of the same picture, not the uploaded bytes.
    const decoded = await sharp(Buffer.from(image!.image_url!.url.split(',')[1]!, 'base64')).metadata();
    expect(decoded).toMatchObject({ format: 'jpeg', width: 48, height: 32 });

    const calls = await t.database.db.select().from(aiCalls);
    expect(calls.find((c) => c.task === 'discover-identify-ingredients')).toMatchObject({ userId, provider: 'openai-compatible', model: 'test-vision', outcome: 'ok' });
    expect(await t.database.db.select().from(aiToolRuns)).toEqual([]);
  });

  it('a failing vision model is a clear 503, logged, with no guessed ingredients', async () => {
    const t = await createTestApp({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: server.url,
      AI_TEXT_MODEL: 'test-text',
      AI_VISION_MODEL: 'test-vision',
      AI_RATE_LIMIT_PER_MINUTE: '1000',
    });
    const { cookie } = await member(t);
    server.script({ kind: 'json', content: { dishes: ['pizza'] } });
    const response = await sendPhoto(t, cookie, photo);
    expect(response.statusCode).toBe(503);
    expect(response.json().identifiedIngredients).toBeUndefined();
    expect((await t.database.db.select().from(aiCalls)).map((c) => c.outcome)).toEqual(['error']);
  });

  it('refuses bytes that are not an image, as recipe uploads do', async () => {
    const t = await createTestApp({ AI_RATE_LIMIT_PER_MINUTE: '1000' });
    const { cookie } = await member(t);
    const response = await sendPhoto(t, cookie, Buffer.from('<html><script>alert(1)</script></html>'));
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(validation.invalidFileType.description);
  });
});

describe('a language model answering the discovery', () => {
  let server: OpenAiTestServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startOpenAiTestServer();
    t = await createTestApp(modelEnv(server.url));
    const { recipeIds } = await seedDemoContent(t.database.db);
    await enrichFacts(t, recipeIds);
  });
  afterAll(async () => server.close());

  const modelRecipe = (ingredients: { quantity: string; unit: string; name: string }[]) => ({
    title: 'Chickpea and Tomato Stew',
    description: 'A quick stew.',
    cookingTime: 30,
    servings: 2,
    cuisine: 'Mediterranean',
    ingredients,
    steps: [{ stepNumber: 1, instruction: 'Soften the onion, add the tomato and chickpeas, simmer 15 minutes.', timing: '20 minutes' }],
  });

  it('uses a valid model answer', async () => {
    const { cookie } = await member(t);
    const baseline = server.requests.length;
    server.script({ kind: 'status', status: 500 });
    const offered = await discover(t, cookie, ['chickpeas', 'tomato', 'onion']);
    expect(server.requests.length).toBeGreaterThan(baseline);
    const chosen = offered
      .databaseRecipes!.slice(0, 2)
      .map((r) => r.id)
      .reverse();
    server.script({
      kind: 'json',
      content: {
        databaseRecipeIds: chosen,
        aiGeneratedRecipes: [
          modelRecipe([
            { quantity: '1', unit: 'can', name: 'chickpeas' },
            { quantity: '2', unit: '', name: 'tomato' },
            { quantity: '1', unit: '', name: 'onion' },
          ]),
        ],
      },
    });
    const answer = await discover(t, cookie, ['chickpeas', 'tomato', 'onion']);
    expect(answer.source).toBe('model');
    expect(answer.databaseRecipes!.map((r) => r.id)).toEqual(chosen);
    expect(answer.aiGeneratedRecipes!.map((r) => r.title)).toEqual(['Chickpea and Tomato Stew']);
  });

  it('rejects a model answer that breaks the member’s allergy or invents a recipe, and the built-in engine answers', async () => {
    const allergic = await member(t, { allergies: ['Dairy'] });
    server.script({
      kind: 'json',
      content: {
        databaseRecipeIds: [],
        aiGeneratedRecipes: [
          modelRecipe([
            { quantity: '200', unit: 'g', name: 'paneer' },
            { quantity: '2', unit: '', name: 'tomato' },
          ]),
        ],
      },
    });
    const dairy = await discover(t, allergic.cookie, ['paneer', 'tomato']);
    expect(dairy.source).toBe('builtin');

    const { cookie } = await member(t);
    server.script({ kind: 'json', content: { databaseRecipeIds: [999_999], aiGeneratedRecipes: [] } });
    const invented = await discover(t, cookie, ['chickpeas']);
    expect(invented.source).toBe('builtin');
    expect(invented.databaseRecipes!.map((r) => r.id)).not.toContain(999_999);
    const outcomes = (await t.database.db.select().from(aiCalls)).filter((c) => c.task === 'discover-recipes').map((c) => c.outcome);
    expect(outcomes.filter((o) => o === 'fallback').length).toBeGreaterThanOrEqual(3);
  });

  it('in limit mode rejects a model recipe that needs more than the listed ingredients', async () => {
    const { cookie } = await member(t);
    server.script({
      kind: 'json',
      content: {
        databaseRecipeIds: [],
        aiGeneratedRecipes: [
          modelRecipe([
            { quantity: '1', unit: 'can', name: 'chickpeas' },
            { quantity: '2', unit: 'clove', name: 'garlic' },
          ]),
        ],
      },
    });
    const answer = await discover(t, cookie, ['chickpeas', 'tomato'], true);
    expect(answer.source).toBe('builtin');
  });
});
