const DAY_MS = 24 * 60 * 60 * 1000;
const dateFormat = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' });

const startOfDay = (time: number) => {
  const date = new Date(time);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
};

/**
 * When a session was last used, in days: the server refreshes a session's "last active" about once a day,
 * so hours or minutes would claim a precision it does not have.
 */
export function lastActiveLabel(iso: string, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const days = Math.round((startOfDay(now) - startOfDay(then)) / DAY_MS);
  if (days <= 0) return 'Active today';
  if (days === 1) return 'Active yesterday';
  if (days < 7) return `Active ${days} days ago`;
  return `Last active ${dateFormat.format(then)}`;
}

export function signedInLabel(iso: string): string {
  const then = new Date(iso).getTime();
  return Number.isNaN(then) ? '' : `Signed in ${dateFormat.format(then)}`;
}
