import { describe, expect, it } from 'vitest';
import { createActivityRecorder, type ActivitySignal } from './activity-recorder';

const line = (s: ActivitySignal) => `${s.day} ${s.kind} ${s.recipeId} ${s.userId}`;

describe('activity recorder', () => {
  it('writes each signal once per member, recipe, kind and day, many in one batch', async () => {
    const batches: string[][] = [];
    let day = '2026-11-21';
    const activity = createActivityRecorder(async (signals) => void batches.push(signals.map(line)), { today: () => day, flushMs: 60_000 });
    await activity.record(7, 'ana', 'view');
    await activity.record(7, 'ana', 'view');
    await activity.record(7, 'ana', 'save');
    await activity.record(7, 'ben', 'view');
    await activity.record(8, 'ana', 'view');
    day = '2026-11-22';
    await activity.record(7, 'ana', 'view');
    expect(batches).toEqual([]); // nothing waits for the database
    await activity.flush();
    expect(batches).toEqual([['2026-11-21 view 7 ana', '2026-11-21 save 7 ana', '2026-11-21 view 7 ben', '2026-11-21 view 8 ana', '2026-11-22 view 7 ana']]);
    await activity.record(7, 'ana', 'view');
    await activity.flush();
    expect(batches).toHaveLength(1); // already recorded today: no second write
  });

  it('writes a batch by itself within its interval', async () => {
    const written: string[] = [];
    const activity = createActivityRecorder(async (signals) => void written.push(...signals.map(line)), { today: () => '2026-11-21', flushMs: 20 });
    await activity.record(1, 'ana', 'view');
    await activity.record(2, 'ana', 'rate');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(written).toEqual(['2026-11-21 view 1 ana', '2026-11-21 rate 2 ana']);
  });

  it('forgets a failed batch, so the same signals are recorded when they recur', async () => {
    let fail = true;
    const written: string[] = [];
    const errors: unknown[] = [];
    const activity = createActivityRecorder(
      async (signals) => {
        if (fail) throw new Error('database down');
        written.push(...signals.map(line));
      },
      { today: () => '2026-11-21', flushMs: 60_000, onError: (error) => errors.push(error) },
    );
    await activity.record(1, 'ana', 'view');
    await activity.flush();
    expect(errors).toHaveLength(1);
    fail = false;
    await activity.record(1, 'ana', 'view');
    await activity.flush();
    expect(written).toEqual(['2026-11-21 view 1 ana']);
  });
});
