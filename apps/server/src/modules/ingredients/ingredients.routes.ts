import { ingredientSchema, pageQuerySchema, type Ingredient } from '@hearth/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { IngredientRow, IngredientsRepository } from './ingredients.repository';

export const toIngredient = (row: IngredientRow): Ingredient => ({ id: row.id, name: row.name, category: row.category, imageUrl: row.imageUrl });

export async function ingredientsRoutes(app: FastifyInstance, { ingredients }: { ingredients: IngredientsRepository }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/ingredients',
    {
      schema: {
        querystring: pageQuerySchema({ maxLimit: 1000, defaultLimit: 500 }),
        response: { 200: z.array(ingredientSchema) },
      },
    },
    async (request) => (await ingredients.list(request.query.limit, request.query.offset)).map(toIngredient),
  );
}
