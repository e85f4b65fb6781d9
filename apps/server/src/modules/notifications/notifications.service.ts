import type { Notification } from '@hearth/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import type { NewNotification, NotificationRow, NotificationsRepository } from './notifications.repository';

export function toNotification(row: NotificationRow): Notification {
  return { id: row.id, type: row.type, title: row.title, body: row.body, link: row.link, read: row.readAt !== null, createdAt: row.createdAt.toISOString() };
}

export interface Notifier {
  /** Stores an in-app notification and, when email is configured, mails it too. Email failures never fail the action. */
  notify(user: { id: string; email: string }, notification: NewNotification): Promise<void>;
}

export function createNotifier(deps: { notifications: NotificationsRepository; mailer: Mailer; log: FastifyBaseLogger; publicUrl?: string }): Notifier {
  return {
    async notify(user, notification) {
      await deps.notifications.create(user.id, notification);
      if (!deps.mailer.enabled) return;
      const link = notification.link && deps.publicUrl ? `\n\n${deps.publicUrl}${notification.link}` : '';
      deps.mailer
        .send({ to: user.email, subject: `Hearth: ${notification.title}`, text: `${notification.body}${link}` })
        .catch((error) => deps.log.warn({ err: error, type: notification.type }, 'notification email failed'));
    },
  };
}

/** The member's latest notifications and how many are unread (the header bell). */
export async function listNotifications(notifications: NotificationsRepository, userId: string) {
  const { items, unreadCount } = await notifications.listForUser(userId);
  return { items: items.map(toNotification), unreadCount };
}

/** Marks one of the member's notifications read; someone else's, or a missing one, is a 404. */
export async function markNotificationRead(notifications: NotificationsRepository, userId: string, id: number) {
  if (!(await notifications.markRead(userId, id))) throw AppError.notFound('Notification not found');
}

export async function markAllNotificationsRead(notifications: NotificationsRepository, userId: string) {
  await notifications.markAllRead(userId);
}
