import { idParamSchema, notificationListSchema } from '@hearth/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import type { NotificationsRepository } from './notifications.repository';
import { toNotification } from './notifications.service';

export async function notificationsRoutes(app: FastifyInstance, { notifications }: { notifications: NotificationsRepository }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/notifications', { schema: { response: { 200: notificationListSchema } } }, async (request) => {
    const { items, unreadCount } = await notifications.listForUser(request.viewer.id);
    return { items: items.map(toNotification), unreadCount };
  });

  api.post('/api/notifications/:id/read', { schema: { params: z.object({ id: idParamSchema('Notification id') }) } }, async (request, reply) => {
    if (!(await notifications.markRead(request.viewer.id, request.params.id))) throw AppError.notFound('Notification not found');
    return reply.status(204).send();
  });

  api.post('/api/notifications/read-all', async (request, reply) => {
    await notifications.markAllRead(request.viewer.id);
    return reply.status(204).send();
  });
}
