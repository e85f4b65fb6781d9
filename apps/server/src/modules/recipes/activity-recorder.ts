type ActivityKind = 'view' | 'rate' | 'save' | 'plan';
type Record = (recipeId: number, userId: string, kind: ActivityKind) => Promise<void>;

/** Enough for a busy day on one instance; past it the memory starts over (the database still dedupes). */
const MAX_REMEMBERED = 200_000;

const DAY_MS = 86_400_000;

/** Today's UTC date (YYYY-MM-DD), formatted once a day rather than on every request. */
function utcDay(): () => string {
  let day = '';
  let nextDayAt = 0;
  return () => {
    const now = Date.now();
    if (now >= nextDayAt) {
      day = new Date(now).toISOString().slice(0, 10);
      nextDayAt = (Math.floor(now / DAY_MS) + 1) * DAY_MS;
    }
    return day;
  };
}

/**
 * Trending counts each signal once per member, recipe, kind and day (the table's key). This remembers
 * what was already written today, so a member opening the same recipe again costs no query.
 */
export function createActivityRecorder(record: Record, today: () => string = utcDay()): Record {
  let day = today();
  let written = new Set<string>();
  return async (recipeId, userId, kind) => {
    const now = today();
    if (now !== day || written.size >= MAX_REMEMBERED) {
      day = now;
      written = new Set();
    }
    const key = `${kind}:${recipeId}:${userId}`;
    if (written.has(key)) return;
    await record(recipeId, userId, kind);
    written.add(key);
  };
}
