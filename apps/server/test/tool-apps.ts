import { eq } from 'drizzle-orm';
import { recipes } from '../src/db/schema';
import { seedDemoContent } from '../src/db/seed/seed-demo';
import { createTestApp, modelEnv, type TestApp } from './helpers';
import { startOpenAiTestServer, type OpenAiTestServer } from './openai-test-server';

/**
 * The two apps an AI tool's API test asks the same questions of: one whose engine is the local
 * OpenAI-compatible test server (the model path), one on the built-in engine; both with the demo content
 * unless `seed` is false. Close `server` after the tests.
 */
export async function startToolTestApps(options: { seed?: boolean } = {}): Promise<{ server: OpenAiTestServer; withModel: TestApp; builtinOnly: TestApp }> {
  const server = await startOpenAiTestServer();
  const withModel = await createTestApp(modelEnv(server.url));
  const builtinOnly = await createTestApp({ AI_RATE_LIMIT_PER_MINUTE: '1000' });
  if (options.seed !== false) {
    await seedDemoContent(withModel.database.db);
    await seedDemoContent(builtinOnly.database.db);
  }
  return { server, withModel, builtinOnly };
}

/** A recipe's id by its title (demo recipes have unique titles). */
export async function recipeIdByTitle(t: TestApp, title: string): Promise<number> {
  const [row] = await t.database.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.title, title));
  if (!row) throw new Error(`No recipe titled ${title}`);
  return row.id;
}
