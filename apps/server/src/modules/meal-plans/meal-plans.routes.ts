import {
  idParamSchema,
  isoDateSchema,
  mealPlanEntrySchema,
  mealPlanInputSchema,
  mealPlanRangeSchema,
  shoppingCheckSchema,
  shoppingExtraInputSchema,
  shoppingItemSchema,
  shoppingListSchema,
} from '@hearth/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addMealPlan, addShoppingExtra, listMealPlans, removeMealPlan, removeShoppingExtra, shoppingList, type MealPlanDeps } from './meal-plans.service';

export async function mealPlansRoutes(app: FastifyInstance, deps: MealPlanDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/meal-plans', { schema: { querystring: mealPlanRangeSchema, response: { 200: z.array(mealPlanEntrySchema) } } }, async (request) =>
    listMealPlans(deps, request.viewer, request.query.startDate, request.query.endDate),
  );

  api.post('/api/meal-plans', { schema: { body: mealPlanInputSchema, response: { 201: mealPlanEntrySchema } } }, async (request, reply) =>
    reply.status(201).send(await addMealPlan(deps, request.viewer, request.body)),
  );

  api.delete('/api/meal-plans/:id', { schema: { params: z.object({ id: idParamSchema('Meal plan id') }) } }, async (request, reply) => {
    await removeMealPlan(deps, request.viewer, request.params.id);
    return reply.status(204).send();
  });

  api.get('/api/shopping-list', { schema: { querystring: z.object({ weekStart: isoDateSchema }), response: { 200: shoppingListSchema } } }, async (request) =>
    shoppingList(deps, request.viewer, request.query.weekStart),
  );

  api.post('/api/shopping-list/checks', { schema: { body: shoppingCheckSchema } }, async (request, reply) => {
    await deps.checks.set(request.viewer.id, request.body.weekStart, request.body.itemKey, request.body.checked);
    return reply.status(204).send();
  });

  api.post('/api/shopping-list/items', { schema: { body: shoppingExtraInputSchema, response: { 201: shoppingItemSchema } } }, async (request, reply) =>
    reply.status(201).send(await addShoppingExtra(deps, request.viewer, request.body)),
  );

  api.delete('/api/shopping-list/items/:id', { schema: { params: z.object({ id: idParamSchema('Item id') }) } }, async (request, reply) => {
    await removeShoppingExtra(deps, request.viewer, request.params.id);
    return reply.status(204).send();
  });
}
