/**
 * A recipe's time as a cook reads it: '45 min', '1 h 30 min', '13 h'. Times are whole minutes and
 * include waiting (chilling, soaking, rising), so they can run to hours; '780 min' helps nobody plan.
 * `long` spells the units out for the recipe page: '6 hours 40 minutes'.
 */
export function formatMinutes(total: number, style: 'short' | 'long' = 'short'): string {
  const minutes = Math.max(0, Math.round(total));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const unit = (n: number, short: string, singular: string, plural: string) => `${n} ${style === 'short' ? short : n === 1 ? singular : plural}`;
  const parts = [hours ? unit(hours, 'h', 'hour', 'hours') : null, rest || !hours ? unit(rest, 'min', 'minute', 'minutes') : null];
  return parts.filter(Boolean).join(' ');
}

// ISO 8601 durations as schema.org writes times: 'PT1H30M', 'P0DT45M', 'PT90M', 'P1DT2H', 'PT1.5H'.
const ISO_DURATION = /^P(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;
const MINUTES_PER = { week: 7 * 24 * 60, day: 24 * 60, hour: 60, minute: 1, second: 1 / 60 } as const;

/**
 * An ISO 8601 duration in whole minutes ('PT1H30M' → 90), or null when the text is not one. Years and
 * months are refused: they have no fixed length, and no recipe takes them.
 */
export function parseIsoDuration(text: string): number | null {
  const match = ISO_DURATION.exec(text.trim());
  if (!match || match.slice(1).every((part) => part === undefined) || /T$/i.test(text.trim())) return null;
  const [week, day, hour, minute, second] = match.slice(1).map((part) => (part === undefined ? 0 : Number(part.replace(',', '.'))));
  const minutes = week! * MINUTES_PER.week + day! * MINUTES_PER.day + hour! * MINUTES_PER.hour + minute! * MINUTES_PER.minute + second! * MINUTES_PER.second;
  return Number.isFinite(minutes) ? Math.round(minutes) : null;
}
