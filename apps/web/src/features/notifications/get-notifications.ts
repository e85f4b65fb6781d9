import { NOTIFICATIONS_POLL_MS, type NotificationList } from '@hearth/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, getQueryFn } from '@/lib/api';

/**
 * GET /api/notifications: the latest notifications and the unread count, polled every NOTIFICATIONS_POLL_MS
 * while the page is visible, so a member learns of their approval without reloading. Polling stops once the
 * session is gone (401).
 */
export const notificationsQueryKey = ['/api/notifications'] as const;

export const notificationsQueryOptions = queryOptions({
  queryKey: notificationsQueryKey,
  queryFn: getQueryFn<NotificationList>({ on401: 'throw' }),
  refetchInterval: (query) => (isSignedOut(query.state.error) ? false : NOTIFICATIONS_POLL_MS),
});

export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Only call while signed in (the header bell lives in the signed-in layout). */
export function useNotifications(options: { enabled?: boolean } = {}) {
  return useQuery({ ...notificationsQueryOptions, enabled: options.enabled ?? true });
}
