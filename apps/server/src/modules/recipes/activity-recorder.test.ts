import { describe, expect, it } from 'vitest';
import { createActivityRecorder } from './activity-recorder';

describe('activity recorder', () => {
  it('writes each signal once per member, recipe, kind and day', async () => {
    const writes: string[] = [];
    let day = '2026-11-21';
    const record = createActivityRecorder(
      async (recipeId, userId, kind) => void writes.push(`${day} ${kind} ${recipeId} ${userId}`),
      () => day,
    );
    await record(7, 'ana', 'view');
    await record(7, 'ana', 'view');
    await record(7, 'ana', 'save');
    await record(7, 'ben', 'view');
    await record(8, 'ana', 'view');
    day = '2026-11-22';
    await record(7, 'ana', 'view');
    expect(writes).toEqual(['2026-11-21 view 7 ana', '2026-11-21 save 7 ana', '2026-11-21 view 7 ben', '2026-11-21 view 8 ana', '2026-11-22 view 7 ana']);
  });

  it('tries again after a failed write', async () => {
    let fail = true;
    let written = 0;
    const record = createActivityRecorder(async () => {
      if (fail) throw new Error('database down');
      written += 1;
    });
    await expect(record(1, 'ana', 'view')).rejects.toThrow('database down');
    fail = false;
    await record(1, 'ana', 'view');
    expect(written).toBe(1);
  });
});
