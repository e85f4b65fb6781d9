import { serverMessages } from '@hearth/contracts';
import { describe, expect, it } from 'vitest';
import { createLocalCounter, type RateCounter } from '../../plugins/rate-counter';
import { createSignInGuard, delayAfter, FREE_FAILURES, RESET_MAILS_PER_HOUR } from './sign-in-guard';

function inProcessCounter(now: () => number): RateCounter {
  const local = createLocalCounter(now);
  return { hit: async (k, w) => local.hit(k, w), peek: async (k) => local.peek(k), reset: async (k) => local.reset(k), mode: () => 'in-process', close: async () => {} };
}

describe('the per-account sign-in guard', () => {
  it('answers at once for the first failures, then waits longer and longer, never more than 5 s', () => {
    const delays = Array.from({ length: 20 }, (_, failures) => delayAfter(failures));
    expect(delays.slice(0, FREE_FAILURES).every((d) => d === 0)).toBe(true);
    for (let i = FREE_FAILURES + 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]!);
    expect(delays[FREE_FAILURES]).toBeGreaterThan(0);
    expect(Math.max(...delays)).toBe(5000);
  });

  it('counts failures per address typed (case and spaces aside), waits as it should, and forgets after an hour', async () => {
    let clock = 0;
    const waits: number[] = [];
    const guard = createSignInGuard(
      inProcessCounter(() => clock),
      { failuresPerHour: 8, sleep: async (ms) => void waits.push(ms) },
    );
    for (let i = 0; i < 8; i++) {
      await guard.before('Cook@Hearth.test ');
      await guard.after(' cook@hearth.test', false);
    }
    expect(waits).toEqual([delayAfter(5), delayAfter(6), delayAfter(7)]);
    await expect(guard.before('cook@hearth.test')).rejects.toMatchObject({ status: 429, code: 'ACCOUNT_LOCKED', message: serverMessages.accountSignInLocked });
    await expect(guard.before('someone-else@hearth.test')).resolves.toBeUndefined();
    clock += 60 * 60 * 1000;
    await expect(guard.before('cook@hearth.test')).resolves.toBeUndefined();
  });
});

describe('the password-reset mail budget', () => {
  it('allows a few reset emails per address an hour, whoever asks, and more after the hour', async () => {
    let clock = 0;
    const guard = createSignInGuard(
      inProcessCounter(() => clock),
      { failuresPerHour: 100 },
    );
    const answers = [];
    for (let i = 0; i < RESET_MAILS_PER_HOUR + 2; i++) answers.push(await guard.resetMailAllowed(i % 2 ? 'Cook@Hearth.test' : ' cook@hearth.test'));
    expect(answers).toEqual([...Array<boolean>(RESET_MAILS_PER_HOUR).fill(true), false, false]);
    expect(await guard.resetMailAllowed('other@hearth.test')).toBe(true);
    clock += 60 * 60 * 1000;
    expect(await guard.resetMailAllowed('cook@hearth.test')).toBe(true);
  });
});

describe('the in-process counter', () => {
  it('opens a window on the first hit and starts over when it ends', () => {
    let clock = 1000;
    const counter = createLocalCounter(() => clock);
    expect(counter.hit('k', 100)).toEqual({ count: 1, ttlMs: 100 });
    clock += 40;
    expect(counter.hit('k', 100)).toEqual({ count: 2, ttlMs: 60 });
    expect(counter.peek('k')).toBe(2);
    clock += 60;
    expect(counter.peek('k')).toBe(0);
    expect(counter.hit('k', 100).count).toBe(1);
    counter.reset('k');
    expect(counter.peek('k')).toBe(0);
  });
});
