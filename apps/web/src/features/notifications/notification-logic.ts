import { formatsFor } from '@/i18n/format';
import type { Language } from '@/i18n/languages';
import shellEn from '@/i18n/locales/en/shell.json';
import { getLanguage, translator } from '@/i18n/runtime';
import { isEffectivelyApproved, type Notification, type NotificationList } from '@hearth/contracts';

/** The notification the server sends when an admin approves the member (see the admin users service). */
export const ACCOUNT_APPROVED_TYPE = 'account-approved';

/** The bell's accessible name: 'Notifications', or 'Notifications, 2 unread'. */
export function bellLabel(unreadCount: number, language: Language = getLanguage()): string {
  const t = translator(shellEn, language);
  return unreadCount > 0 ? t('notifications.withUnread', { count: unreadCount }) : t('notifications.title');
}

/** The badge on the bell: the count, '9+' beyond nine. */
export function badgeText(unreadCount: number): string {
  return unreadCount > 9 ? '9+' : String(unreadCount);
}

/**
 * Whether the signed-in user must be read again because their approval just arrived: an 'account-approved'
 * notification that was not in the previous poll. On the first poll (no previous ids) it counts only while
 * the user still shows as unapproved, so an old approval never causes a refresh.
 */
export function approvalArrived(
  previousIds: ReadonlySet<number> | null,
  items: readonly Pick<Notification, 'id' | 'type'>[],
  user: { isApproved: boolean; isSuperAdmin: boolean },
): boolean {
  const approvals = items.filter((item) => item.type === ACCOUNT_APPROVED_TYPE);
  if (approvals.length === 0) return false;
  if (previousIds === null) return !isEffectivelyApproved(user);
  return approvals.some((item) => !previousIds.has(item.id));
}

/** The list with one notification marked read (for an instant update before the server answers). */
export function withRead(list: NotificationList, id: number): NotificationList {
  const target = list.items.find((item) => item.id === id);
  if (!target || target.read) return list;
  return {
    items: list.items.map((item) => (item.id === id ? { ...item, read: true } : item)),
    unreadCount: Math.max(0, list.unreadCount - 1),
  };
}

/** The list with everything marked read. */
export function withAllRead(list: NotificationList): NotificationList {
  return { items: list.items.map((item) => (item.read ? item : { ...item, read: true })), unreadCount: 0 };
}

/** Only same-site paths become links; anything else (another site, `javascript:`) is shown without one. */
export function internalLink(link: string | null): string | null {
  return link && link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') ? link : null;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** 'just now', '5 minutes ago', 'yesterday', '3 weeks ago'... */
export function relativeTime(iso: string, now: number = Date.now(), language: Language = getLanguage()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((then - now) / 1000);
  if (Math.abs(seconds) < 45) return translator(shellEn, language)('notifications.justNow');
  const { relative } = formatsFor(language);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative(Math.round(seconds / size), unit);
  }
  return relative(Math.round(seconds / 60), 'minute');
}
