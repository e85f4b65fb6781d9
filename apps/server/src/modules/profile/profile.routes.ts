import { profileInputSchema, profileSchema } from '@hearth/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getProfile, saveProfile } from './profile.service';

export async function profileRoutes(app: FastifyInstance, { profiles }: { profiles: Parameters<typeof getProfile>[0] }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/profile', { schema: { response: { 200: profileSchema } } }, async (request) => getProfile(profiles, request.viewer.id));

  api.post('/api/profile', { schema: { body: profileInputSchema, response: { 200: profileSchema } } }, async (request) => saveProfile(profiles, request.viewer.id, request.body));
}
