import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@hearth/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createCacheGroup, type CacheGroup } from './cache/read-cache';
import { redisConnector } from './cache/redis';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createAiCallsRepository } from './ai/ai-calls.repository';
import { createAiEngine } from './ai/engine';
import { createAiBudget } from './ai/rate-limit';
import { drawRecipePicture, enrichRecipe, ENRICH_RECIPE_QUEUE, RECIPE_PICTURE_QUEUE } from './ai/enrichment/enrich-recipe';
import { createImageGenerator } from './ai/images/image-generator';
import type { JobQueue } from './jobs/queue';
import { createSignInGuard } from './modules/auth/sign-in-guard';
import { createRateCounter } from './plugins/rate-counter';
import { registerWriteBudget } from './plugins/write-budget';
import { adminAiRoutes } from './modules/admin/admin-ai.routes';
import { createSmtpMailer, disabledMailer, type Mailer } from './mail/mailer';
import { adminContentRoutes } from './modules/admin/admin-content.routes';
import { adminUsersRoutes } from './modules/admin/admin-users.routes';
import { createIngredientsRepository } from './modules/ingredients/ingredients.repository';
import { ingredientsRoutes } from './modules/ingredients/ingredients.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { openApiRoutes, registerOpenApi } from './modules/openapi/openapi.routes';
import { createDataExportRepository } from './modules/data-export/data-export.repository';
import { dataExportRoutes } from './modules/data-export/data-export.routes';
import { createCollectionsRepository } from './modules/collections/collections.repository';
import { collectionsRoutes } from './modules/collections/collections.routes';
import { createMealPlansRepository } from './modules/meal-plans/meal-plans.repository';
import { mealPlansRoutes } from './modules/meal-plans/meal-plans.routes';
import { createShoppingChecksStore, createShoppingExtrasRepository } from './modules/meal-plans/shopping.repository';
import { fileStoreFor, type FileStore } from './storage/file-store';
import { createAuth } from './modules/auth/better-auth';
import { authRoutes } from './modules/auth/auth.routes';
import { mailsLinks } from './modules/auth/account-mail';
import { createAccountRepository } from './modules/account/account.repository';
import { accountRoutes } from './modules/account/account.routes';
import { createHealthRepository } from './modules/health/health.repository';
import { healthRoutes } from './modules/health/health.routes';
import { createNotificationsRepository } from './modules/notifications/notifications.repository';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createNotifier } from './modules/notifications/notifications.service';
import { createProfileRepository } from './modules/profile/profile.repository';
import { createRecipesRepository } from './modules/recipes/recipes.repository';
import { createActivityRecorder, type ActivityRecorder } from './modules/recipes/activity-recorder';
import { createDiscoveryRepository } from './modules/recipes/discovery.repository';
import { createRecipeReads } from './modules/recipes/recipe-reads';
import { recipesRoutes } from './modules/recipes/recipes.routes';
import { createRecipePhotosRepository } from './modules/recipes/recipe-photos.repository';
import { recipePhotosRoutes } from './modules/recipes/recipe-photos.routes';
import { createImportBudget, recipeImportRoutes } from './modules/recipe-import/recipe-import.routes';
import { defaultImportOptions } from './modules/recipe-import/recipe-import.service';
import { createRecipe, findVisibleRecipe, recipeLinkPreview } from './modules/recipes/recipes.service';
import { aiToolsRoutes } from './ai/tools/routes';
import { createAiToolRunsRepository } from './ai/tools/history.repository';
import { profileRoutes } from './modules/profile/profile.routes';
import { createUsersRepository, type Viewer } from './modules/users/users.repository';
import { webDistDir, webRenderEntryBeside } from './paths';
import { registerAuthentication } from './plugins/authentication';
import { registerErrorHandling } from './plugins/errors';
import { registerBodyParsers } from './plugins/json-body';
import { registerCacheInvalidation } from './plugins/read-caches';
import { registerSecurity } from './plugins/security';
import { createFirstScreenRender } from './plugins/server-render';
import { registerWebApp } from './plugins/web-app';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Signs session cookies; main.ts reads it from SESSION_SECRET or DATA_DIR. */
  secret: string;
  /** false in tests, pino options in production. */
  logger?: boolean | object;
  /** The built web app; tests of the API leave it out. */
  webDist?: string | null;
  /** The web's server render of the first browse screen; defaults to the one built beside webDist. */
  webRenderEntry?: string;
  /** Defaults to SMTP when SMTP_URL is set, else no email. */
  mailer?: Mailer;
  /** Defaults to S3 when S3_BUCKET is set, else DATA_DIR/uploads. */
  fileStore?: FileStore;
  /** Background jobs: pg-boss in production (main.ts), run-at-once in API tests. */
  jobs: JobQueue;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** In-memory caches of shared reads; background work that changes recipes invalidates them. */
    readCaches: CacheGroup;
    /** Trending's signals, written in batches; `flush()` writes what waits (Trending's job and tests). */
    activity: ActivityRecorder;
  }
}

/** Builds the whole HTTP application. Tests build their own with a fresh database. */
export async function buildApp({ config, database, secret, logger = false, webDist = webDistDir, webRenderEntry, mailer, fileStore, jobs }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === true ? loggerOptions(config) : logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerBodyParsers(app);

  const { db } = database;
  const redis = await redisConnector(config.redisUrl);
  const readCaches = createCacheGroup({ ttlMs: config.readCacheMs, redis, onError: (error) => app.log.warn({ err: error }, 'read cache') });
  app.decorate('readCaches', readCaches);
  const users = createUsersRepository(db);
  const profiles = createProfileRepository(db);
  const recipes = createRecipesRepository(db);
  const discovery = createDiscoveryRepository(db);
  const ingredients = createIngredientsRepository(db);
  const store = fileStore ?? fileStoreFor(config);
  const notifications = createNotificationsRepository(db);
  const mail = mailer ?? (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : disabledMailer);
  const notifier = createNotifier({ notifications, mailer: mail, log: app.log, publicUrl: config.publicUrl });
  const auth = createAuth({
    config,
    db,
    secret,
    isBanned: users.isBanned,
    mailer: mail,
    makeSuperAdmin: (userId) => users.setRole(userId, 'super-admin'),
    onPasswordReset: (user) => signInGuard.after(user.email, true),
    log: app.log,
  });
  const aiCalls = createAiCallsRepository(db);
  const ai = createAiEngine({ config: config.ai, calls: aiCalls, log: app.log });
  const images = createImageGenerator(config.ai, (error) => app.log.warn({ err: error }, 'image model failed; drew the picture instead'));
  app.addHook('onClose', async () => images.close());
  const queuePicture = (recipeId: number) => jobs.send(RECIPE_PICTURE_QUEUE, { recipeId }, { singletonKey: String(recipeId) });
  const enrichmentDeps = { recipes, ingredients, users, notifier, store, ai, images, log: app.log, queuePicture, rankRelatedAround: discovery.rankRelatedAround };
  // Allergens, diet flags, pictures and moderation state change in these jobs: lists and details must show them.
  const thenInvalidate =
    (job: (recipeId: number) => Promise<void>) =>
    async ({ recipeId }: { recipeId: number }) => {
      try {
        await job(recipeId);
      } finally {
        readCaches.invalidate();
      }
    };
  await jobs.work(
    ENRICH_RECIPE_QUEUE,
    thenInvalidate((recipeId) => enrichRecipe(enrichmentDeps, recipeId)),
  );
  await jobs.work(
    RECIPE_PICTURE_QUEUE,
    thenInvalidate((recipeId) => drawRecipePicture(enrichmentDeps, recipeId)),
  );
  const enqueueEnrichment = (recipeId: number) => jobs.send(ENRICH_RECIPE_QUEUE, { recipeId }, { singletonKey: String(recipeId) });

  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
  const rateCounter = createRateCounter({ redis, log: app.log });
  app.addHook('onClose', () => rateCounter.close());
  await registerSecurity(app, config, rateCounter);
  // One per-member AI budget for every route that calls the engine, whichever tool it is.
  const aiBudget = createAiBudget(app, config);
  const importBudget = createImportBudget(app, config);
  registerWriteBudget(app, config, [aiBudget, importBudget]);
  registerCacheInvalidation(app, readCaches);
  const viewers = readCaches.cache<Viewer | null>({ maxEntries: 10_000 });
  const { forwardToAuth } = registerAuthentication(app, { auth, secret, users, viewers });
  const reads = createRecipeReads(readCaches, { recipes }, config.readCacheMs);
  const renderFirstScreen = webDist ? createFirstScreenRender({ discovery, reads, profiles, entryFile: webRenderEntry ?? webRenderEntryBeside(webDist), log: app.log }) : undefined;
  const spaFallback = webDist ? await registerWebApp(app, webDist, (path) => recipeLinkPreview({ recipes }, path), renderFirstScreen) : null;
  registerErrorHandling(app, spaFallback);

  await registerOpenApi(app);
  const healthRepository = createHealthRepository(db);
  await app.register(healthRoutes, {
    checks: [
      { name: 'database', check: healthRepository.probe },
      ...(config.redisUrl ? [{ name: 'redis' as const, check: readCaches.ping }] : []),
      ...(jobs.ping ? [{ name: 'jobs' as const, check: jobs.ping }] : []),
    ],
    rateLimits: rateCounter.mode,
  });
  const signInGuard = createSignInGuard(rateCounter, { failuresPerHour: config.signInFailuresPerHour });
  const linksByMail = mailsLinks(config, mail);
  if (mail.enabled && !linksByMail)
    app.log.warn('SMTP_URL is set without PUBLIC_URL: password-reset and email-change links are not mailed (their address must not come from the request)');
  await app.register(authRoutes, { config, auth, forwardToAuth, signInGuard, mailsLinks: linksByMail, webDist });
  await app.register(accountRoutes, { auth, accounts: createAccountRepository(db), store, signInGuard, mailsLinks: linksByMail });
  await app.register(profileRoutes, { profiles, users, store });
  const activity = createActivityRecorder((signals) => discovery.recordActivities(signals), { onError: (error) => app.log.warn({ err: error }, 'Trending signals not written') });
  app.decorate('activity', activity);
  app.addHook('onClose', () => activity.flush());
  const recordActivity = activity.record;
  await app.register(recipesRoutes, { recipes, enqueueEnrichment, discovery, recordActivity, reads });
  await app.register(recipePhotosRoutes, { recipes, photos: createRecipePhotosRepository(db), store, queuePicture });
  await app.register(recipeImportRoutes, { budget: importBudget, options: defaultImportOptions(config.recipeImport.allowHosts) });
  await app.register(ingredientsRoutes, { ingredients });
  await app.register(collectionsRoutes, { collections: createCollectionsRepository(db), recipes, recordActivity });
  await app.register(mealPlansRoutes, {
    mealPlans: createMealPlansRepository(db),
    recipes,
    recordActivity,
    checks: createShoppingChecksStore(db),
    extras: createShoppingExtrasRepository(db),
  });
  const recipeDeps = { recipes, enqueueEnrichment, recordActivity, reads };
  await app.register(aiToolsRoutes, {
    aiBudget,
    platform: {
      db,
      ai,
      history: createAiToolRunsRepository(db),
      files: store,
      config,
      log: app.log,
      findProfile: profiles.findByUserId,
      createRecipe: (viewer, form) => createRecipe(recipeDeps, viewer, form),
      findVisibleRecipe: (viewer, id) => findVisibleRecipe(recipeDeps, viewer, id),
    },
  });
  await app.register(notificationsRoutes, { notifications });
  await app.register(adminUsersRoutes, { users, recipes, notifier });
  await app.register(adminContentRoutes, { users, recipes, ingredients, notifier, store, rankRelatedAround: discovery.rankRelatedAround });
  await app.register(adminAiRoutes, { recipes, ingredients, ai, images, store, aiCalls, aiBudget });
  await app.register(mediaRoutes, { store });
  await app.register(dataExportRoutes, { exports: createDataExportRepository(db), publicUrl: config.publicUrl });
  await app.register(openApiRoutes);

  return app;
}

function loggerOptions(config: Config) {
  return {
    level: config.logLevel,
    // Request logs carry method, URL and status only; never cookies or credentials.
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
}
