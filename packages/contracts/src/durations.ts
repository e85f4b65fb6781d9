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
