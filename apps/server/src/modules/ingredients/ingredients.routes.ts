import { ingredientSchema, pageQuerySchema } from '@hearth/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listIngredients } from './ingredients.service';

export async function ingredientsRoutes(app: FastifyInstance, { ingredients }: { ingredients: Parameters<typeof listIngredients>[0] }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/ingredients',
    {
      schema: {
        querystring: pageQuerySchema({ maxLimit: 1000, defaultLimit: 500 }),
        response: { 200: z.array(ingredientSchema) },
      },
    },
    async (request) => listIngredients(ingredients, request.query.limit, request.query.offset),
  );
}
