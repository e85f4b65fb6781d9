import { z } from 'zod';

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: the latest notifications and the unread count for the bell. */
export const notificationListSchema = z.object({ items: z.array(notificationSchema), unreadCount: z.number().int() });
export type NotificationList = z.infer<typeof notificationListSchema>;

/** How often the header bell asks for news, so a member learns of their approval without reloading. */
export const NOTIFICATIONS_POLL_MS = 15_000;
