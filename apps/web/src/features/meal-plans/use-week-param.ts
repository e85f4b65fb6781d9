import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { shiftWeek, toIsoDate, weekFromParam, weekStartOf } from './week';

/**
 * The week a screen shows, kept in `?week=YYYY-MM-DD` (so it can be linked and survives a reload), with the
 * week containing `now` when there is none. Moves made faster than the screen re-renders add up.
 */
export function useWeekParam(now: Date) {
  const [params, setParams] = useSearchParams();
  const weekStart = weekFromParam(params.get('week'), now);
  const key = toIsoDate(weekStart);
  // The week asked for but not yet rendered (a navigation can render after the next click).
  const pending = useRef<Date | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [key]);

  const goTo = (date: Date) => {
    const next = weekStartOf(date);
    pending.current = next;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('week', toIsoDate(next));
        return updated;
      },
      { replace: true },
    );
  };

  return {
    weekStart,
    goTo,
    shift: (weeks: number) => goTo(shiftWeek(pending.current ?? weekStart, weeks)),
  };
}
