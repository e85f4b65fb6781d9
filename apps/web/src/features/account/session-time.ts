import type { Formats } from '@/i18n/format';
import type accountEn from '@/i18n/locales/en/account.json';
import type { Translate } from '@/i18n/runtime';

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

const startOfDay = (time: number) => {
  const date = new Date(time);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
};

/** The words of a session's row in the reader's language: when it was last used and when it signed in. */
export function sessionTimeLabels(t: Translate<typeof accountEn>, format: Formats) {
  return {
    /**
     * When a session was last used, in days: the server refreshes a session's "last active" about once a
     * day, so hours or minutes would claim a precision it does not have.
     */
    lastActive(iso: string, now: number = Date.now()): string {
      const then = new Date(iso).getTime();
      if (Number.isNaN(then)) return '';
      const days = Math.round((startOfDay(now) - startOfDay(then)) / DAY_MS);
      return days < 7 ? t('sessions.lastActive', { days: Math.max(0, days) }) : t('sessions.lastActiveOn', { date: format.date(then, DATE) });
    },
    signedIn(iso: string): string {
      const then = new Date(iso).getTime();
      return Number.isNaN(then) ? '' : t('sessions.signedIn', { date: format.date(then, DATE) });
    },
  };
}

/**
 * A session's device in the reader's language. The server names it in English, "Chrome on Windows" or
 * "Unknown device" (describeUserAgent); the browser and system names are the same in every language.
 */
export function deviceLabel(t: Translate<typeof accountEn>, device: string): string {
  if (device === 'Unknown device') return t('sessions.unknownDevice');
  const [browser, system] = device.split(' on ');
  return browser && system ? t('sessions.device', { browser, system }) : device;
}
