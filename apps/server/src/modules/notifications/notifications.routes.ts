import { idParamSchema, notificationListSchema } from '@hearth/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.service';

export async function notificationsRoutes(app: FastifyInstance, { notifications }: { notifications: Parameters<typeof listNotifications>[0] }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/notifications', { schema: { response: { 200: notificationListSchema } } }, async (request) => listNotifications(notifications, request.viewer.id));

  api.post('/api/notifications/:id/read', { schema: { params: z.object({ id: idParamSchema('Notification id') }) } }, async (request, reply) => {
    await markNotificationRead(notifications, request.viewer.id, request.params.id);
    return reply.status(204).send();
  });

  api.post('/api/notifications/read-all', async (request, reply) => {
    await markAllNotificationsRead(notifications, request.viewer.id);
    return reply.status(204).send();
  });
}
