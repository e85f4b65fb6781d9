import type { Notification, NotificationList } from '@hearth/contracts';
import { BellOff, CheckCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import { useMarkAllNotificationsRead } from '../mark-all-notifications-read';
import { useMarkNotificationRead } from '../mark-notification-read';
import { internalLink, relativeTime } from '../notification-logic';
import { BellButton } from './BellButton';
import shellEn from '@/i18n/locales/en/shell.json';
import { useLanguage, useT } from '@/i18n/react';

function NotificationItem({ item, onOpen }: { item: Notification; onOpen: (item: Notification) => void }) {
  const t = useT(shellEn);
  const language = useLanguage();
  const link = internalLink(item.link);
  const body = (
    <>
      <span className="flex items-start justify-between gap-3">
        <span className={cn('text-sm leading-snug', item.read ? 'font-medium' : 'font-semibold')}>{item.title}</span>
        {item.read ? null : (
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary">
            <span className="sr-only">{t('notifications.unread')}</span>
          </span>
        )}
      </span>
      <span className="mt-0.5 block text-sm leading-relaxed text-muted-foreground">{item.body}</span>
      <time dateTime={item.createdAt} className="mt-1 block text-xs text-muted-foreground">
        {relativeTime(item.createdAt, undefined, language)}
      </time>
    </>
  );
  const className = cn(
    'block w-full px-4 py-3 text-left outline-none transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
    !item.read && 'bg-accent/40',
  );
  return (
    <li className="border-b border-border last:border-0">
      {link ? (
        <Link to={link} className={className} onClick={() => onOpen(item)}>
          {body}
        </Link>
      ) : (
        <button type="button" className={className} onClick={() => onOpen(item)}>
          {body}
        </button>
      )}
    </li>
  );
}

/**
 * The bell's popover: the latest notifications (title, body, how long ago, link), 'Mark all as read', and
 * opening one marks it read. Loaded on first use, so pages that never open it do not download it.
 */
export default function NotificationPopover({ list }: { list: NotificationList | null | undefined }) {
  const t = useT(shellEn);
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  // It loads because the bell was pressed, so it starts open.
  const [open, setOpen] = useState(true);
  const titleId = useId();
  const unread = list?.unreadCount ?? 0;
  const items = list?.items ?? [];

  const openItem = (item: Notification) => {
    if (!item.read) markRead.mutate(item.id);
    if (internalLink(item.link)) setOpen(false);
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <BellButton unread={unread} />
      </PopoverTrigger>
      <PopoverContent align="end" aria-labelledby={titleId} className="flex w-[22rem] flex-col p-0">
        <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-3">
          <h2 id={titleId} className="text-sm font-semibold">
            {t('notifications.title')}
          </h2>
          <Button variant="ghost" size="sm" className="-mr-2" disabled={unread === 0 || markAllRead.isPending} onClick={() => markAllRead.mutate()}>
            <CheckCheck aria-hidden="true" />
            {t('notifications.markAllRead')}
          </Button>
        </div>
        {items.length > 0 ? (
          <ul className="max-h-[min(26rem,calc(100svh-8rem))] overflow-y-auto" aria-labelledby={titleId}>
            {items.map((item) => (
              <NotificationItem key={item.id} item={item} onOpen={openItem} />
            ))}
          </ul>
        ) : (
          <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
            <BellOff aria-hidden="true" className="size-6 text-muted-foreground" />
            <p className="text-sm font-medium">{t('notifications.emptyTitle')}</p>
            <p className="text-xs text-muted-foreground">{t('notifications.emptyText')}</p>
          </div>
        )}
      </PopoverContent>
    </Popover>
  );
}
