import type { CurrentUser } from '@hearth/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { currentUserQueryKey } from '@/lib/user/current-user';
import { isSignedOut, useNotifications } from './get-notifications';
import { approvalArrived } from './notification-logic';

/**
 * Polls the notifications and reacts to two kinds of news without a reload:
 * - the member's approval arrived: `/api/user` is read again, so the sidebar gains Create Recipe and the
 *   AI Features group;
 * - the session ended (a ban signs the member out everywhere): `/api/user` is read again, reads as signed
 *   out, and the landing page shows.
 */
export function useNotificationWatch(user: Pick<CurrentUser, 'isApproved' | 'isSuperAdmin'>) {
  const queryClient = useQueryClient();
  const query = useNotifications();
  const seenIds = useRef<Set<number> | null>(null);
  const { data, error } = query;

  useEffect(() => {
    if (!data) return;
    if (approvalArrived(seenIds.current, data.items, user)) void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    seenIds.current = new Set(data.items.map((item) => item.id));
  }, [data, user, queryClient]);

  useEffect(() => {
    if (isSignedOut(error)) void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  }, [error, queryClient]);

  return query;
}
