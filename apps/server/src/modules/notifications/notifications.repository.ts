import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Pick<NotificationRow, 'type' | 'title' | 'body' | 'link'>;

const LIST_LIMIT = 30;

export function createNotificationsRepository(db: Database) {
  return {
    async create(userId: string, notification: NewNotification): Promise<NotificationRow> {
      const [row] = await db
        .insert(notifications)
        .values({ userId, ...notification })
        .returning();
      return row!;
    },

    /** The latest notifications and how many are unread, in one round trip. */
    async listForUser(userId: string): Promise<{ items: NotificationRow[]; unreadCount: number }> {
      const rows = await db
        .select({ row: notifications, unreadCount: sql<number>`(select count(*)::int from ${notifications} n where n.user_id = ${userId} and n.read_at is null)` })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(LIST_LIMIT);
      return { items: rows.map((r) => r.row), unreadCount: rows[0]?.unreadCount ?? 0 };
    },

    /** Marks one of the user's notifications read; false when it is not theirs. */
    async markRead(userId: string, id: number): Promise<boolean> {
      const updated = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return updated.length > 0;
    },

    async markAllRead(userId: string): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
