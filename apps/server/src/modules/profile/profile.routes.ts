import { imageUploadResponseSchema, profileInputSchema, profileSchema } from '@hearth/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readImageField } from '../../storage/upload';
import { getProfile, removeAvatar, saveProfile, uploadAvatar, type AvatarDeps } from './profile.service';

export async function profileRoutes(app: FastifyInstance, { profiles, ...avatars }: { profiles: Parameters<typeof getProfile>[0] } & AvatarDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/profile', { schema: { response: { 200: profileSchema } } }, async (request) => getProfile(profiles, request.viewer.id));

  api.post('/api/profile', { schema: { body: profileInputSchema, response: { 200: profileSchema } } }, async (request) => saveProfile(profiles, request.viewer.id, request.body));

  api.post('/api/profile/avatar', { schema: { response: { 200: imageUploadResponseSchema } } }, async (request) =>
    uploadAvatar(avatars, request.viewer.id, await readImageField(request)),
  );

  api.delete('/api/profile/avatar', async (request, reply) => {
    await removeAvatar(avatars, request.viewer.id);
    return reply.status(204).send();
  });
}
