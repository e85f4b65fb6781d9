export type ActivityKind = 'view' | 'rate' | 'save' | 'plan';
export interface ActivitySignal {
  recipeId: number;
  userId: string;
  kind: ActivityKind;
  /** The UTC day (YYYY-MM-DD) it counts for. */
  day: string;
}

/** Enough for a busy day on one instance; past it the memory starts over (the database still dedupes). */
const MAX_REMEMBERED = 200_000;
/** How long a signal waits for its batch: Trending is refreshed every few minutes, so this changes nothing there. */
const FLUSH_MS = 1000;
/** A batch this large is written at once. */
const MAX_BATCH = 1000;

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

export interface ActivityRecorder {
  /** Adds a signal to the next batch; the request does not wait for the database. */
  record(recipeId: number, userId: string, kind: ActivityKind): Promise<void>;
  /** Writes what is waiting (at close, and in tests before reading Trending). */
  flush(): Promise<void>;
}

/**
 * Trending counts each signal once per member, recipe, kind and day (the table's key). This remembers
 * what was already recorded today, so a member opening the same recipe again costs nothing, and writes
 * the rest in batches, one statement for up to a second of signals (decision 0042): a recipe page no
 * longer waits for an insert. A crash loses at most that second of signals, never anything a member
 * saved. A failed batch is logged and forgotten, so the same signals are recorded again when they recur.
 */
export function createActivityRecorder(
  writeMany: (signals: ActivitySignal[]) => Promise<void>,
  { today = utcDay(), flushMs = FLUSH_MS, onError = (error: unknown) => console.warn(`Trending signals not written: ${String(error)}`) } = {},
): ActivityRecorder {
  let day = today();
  let remembered = new Set<string>();
  let waiting: ActivitySignal[] = [];
  const keyOf = ({ kind, recipeId, userId }: Pick<ActivitySignal, 'kind' | 'recipeId' | 'userId'>) => `${kind}:${recipeId}:${userId}`;
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = waiting;
    waiting = [];
    // One batch at a time, in order.
    writing = writing.then(async () => {
      if (!batch.length) return;
      try {
        await writeMany(batch);
      } catch (error) {
        for (const signal of batch) remembered.delete(keyOf(signal));
        onError(error);
      }
    });
    return writing;
  }

  return {
    async record(recipeId, userId, kind) {
      const now = today();
      if (now !== day || remembered.size >= MAX_REMEMBERED) {
        day = now;
        remembered = new Set();
      }
      const key = keyOf({ kind, recipeId, userId });
      if (remembered.has(key)) return;
      remembered.add(key);
      waiting.push({ recipeId, userId, kind, day });
      if (waiting.length >= MAX_BATCH) void flush();
      else timer ??= setTimeout(() => void flush(), flushMs).unref();
    },
    flush,
  };
}
