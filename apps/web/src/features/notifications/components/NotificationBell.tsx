import { lazy, Suspense, useState } from 'react';
import { useSignedInUser } from '@/lib/user/use-signed-in-user';
import { useNotificationWatch } from '../use-notification-watch';
import { BellButton } from './BellButton';

const loadPopover = () => import('./NotificationPopover');
const NotificationPopover = lazy(loadPopover);

/**
 * The header bell for signed-in members: polls for news (and reacts to an approval or a ban at once), shows
 * the unread count, and opens the notification list. The list's code loads on first hover, focus or press.
 */
export function NotificationBell() {
  const user = useSignedInUser();
  const { data } = useNotificationWatch(user);
  const [activated, setActivated] = useState(false);
  const unread = data?.unreadCount ?? 0;

  if (!activated) {
    return <BellButton unread={unread} aria-haspopup="dialog" onPointerEnter={() => void loadPopover()} onFocus={() => void loadPopover()} onClick={() => setActivated(true)} />;
  }
  return (
    <Suspense fallback={<BellButton unread={unread} aria-haspopup="dialog" aria-busy="true" />}>
      <NotificationPopover list={data} />
    </Suspense>
  );
}
