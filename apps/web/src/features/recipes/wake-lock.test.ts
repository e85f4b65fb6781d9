import { describe, expect, it } from 'vitest';
import { createScreenKeeper, type SentinelLike, type WakeLockStatus } from './wake-lock';

/** A page whose visibility the test sets, and a wake lock that behaves as browsers do: released when hidden. */
function fakeBrowser(options: { refuse?: boolean } = {}) {
  const listeners = new Set<() => void>();
  const held: (SentinelLike & { fireRelease: () => void })[] = [];
  let requests = 0;
  const page = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_: 'visibilitychange', listener: () => void) => void listeners.add(listener),
    removeEventListener: (_: 'visibilitychange', listener: () => void) => void listeners.delete(listener),
  };
  const wakeLock = {
    request: async () => {
      requests += 1;
      if (options.refuse) throw new Error('NotAllowedError');
      const onRelease: (() => void)[] = [];
      const sentinel = {
        released: false,
        release: async () => {
          sentinel.released = true;
          onRelease.forEach((listener) => listener());
        },
        addEventListener: (_: 'release', listener: () => void) => void onRelease.push(listener),
        fireRelease: () => void sentinel.release(),
      };
      held.push(sentinel);
      return sentinel;
    },
  };
  const setVisibility = async (state: DocumentVisibilityState) => {
    page.visibilityState = state;
    if (state === 'hidden') held.filter((s) => !s.released).forEach((s) => s.fireRelease());
    listeners.forEach((listener) => listener());
    await Promise.resolve();
    await Promise.resolve();
  };
  return { page, wakeLock, held, listeners, setVisibility, requests: () => requests };
}

describe('keeping the screen on while cooking', () => {
  it('holds the lock, asks again when the page comes back, and lets go when stopped', async () => {
    const browser = fakeBrowser();
    const statuses: WakeLockStatus[] = [];
    const keeper = createScreenKeeper(browser.wakeLock, browser.page, (s) => statuses.push(s));
    await keeper.start();
    expect(statuses.at(-1)).toBe('on');
    expect(browser.held.filter((s) => !s.released)).toHaveLength(1);

    await browser.setVisibility('hidden');
    expect(statuses.at(-1)).toBe('waiting');
    await browser.setVisibility('visible');
    expect(statuses.at(-1)).toBe('on');
    expect(browser.requests()).toBe(2);
    expect(browser.held.filter((s) => !s.released)).toHaveLength(1);

    keeper.stop();
    expect(statuses.at(-1)).toBe('off');
    expect(browser.held.every((s) => s.released)).toBe(true);
    expect(browser.listeners.size).toBe(0);
    await browser.setVisibility('visible');
    expect(browser.requests()).toBe(2);
  });

  it('waits for a hidden page instead of asking', async () => {
    const browser = fakeBrowser();
    browser.page.visibilityState = 'hidden';
    const statuses: WakeLockStatus[] = [];
    const keeper = createScreenKeeper(browser.wakeLock, browser.page, (s) => statuses.push(s));
    await keeper.start();
    expect(statuses).toEqual(['waiting']);
    expect(browser.requests()).toBe(0);
  });

  it('says when the device refuses, and when the browser has no wake lock', async () => {
    const refusing = fakeBrowser({ refuse: true });
    const statuses: WakeLockStatus[] = [];
    await createScreenKeeper(refusing.wakeLock, refusing.page, (s) => statuses.push(s)).start();
    expect(statuses).toEqual(['refused']);

    const none: WakeLockStatus[] = [];
    await createScreenKeeper(undefined, refusing.page, (s) => none.push(s)).start();
    expect(none).toEqual(['unsupported']);
  });
});
