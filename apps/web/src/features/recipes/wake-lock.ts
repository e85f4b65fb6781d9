/**
 * Keeps the screen awake while a cook wants it (the Screen Wake Lock API). Browsers release the lock
 * whenever the page is hidden (another tab, the phone locked), so it is asked for again each time the page
 * becomes visible while still wanted. Written against small interfaces so it can be tested without a browser.
 */
export interface WakeLockLike {
  request(type: 'screen'): Promise<SentinelLike>;
}
export interface SentinelLike {
  readonly released: boolean;
  release(): Promise<void>;
  addEventListener(type: 'release', listener: () => void): void;
}
interface PageLike {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export type WakeLockStatus = 'unsupported' | 'off' | 'waiting' | 'on' | 'refused';

export function createScreenKeeper(wakeLock: WakeLockLike | undefined, page: PageLike, onStatus: (status: WakeLockStatus) => void) {
  let wanted = false;
  let sentinel: SentinelLike | null = null;
  let requesting = false;

  const acquire = async () => {
    if (!wakeLock || !wanted || sentinel || requesting) return;
    // A hidden page cannot hold the lock; visibilitychange brings us back here.
    if (page.visibilityState !== 'visible') {
      onStatus('waiting');
      return;
    }
    requesting = true;
    try {
      const lock = await wakeLock.request('screen');
      if (!wanted) {
        void lock.release();
        return;
      }
      sentinel = lock;
      lock.addEventListener('release', () => {
        if (sentinel !== lock) return;
        sentinel = null;
        if (wanted) onStatus('waiting');
      });
      onStatus('on');
    } catch {
      // Refused: low battery, a power-saving mode, or a permissions policy.
      onStatus('refused');
    } finally {
      requesting = false;
    }
  };
  const onVisibility = () => {
    if (page.visibilityState === 'visible') void acquire();
  };

  return {
    start(): Promise<void> {
      if (!wakeLock) {
        onStatus('unsupported');
        return Promise.resolve();
      }
      if (!wanted) page.addEventListener('visibilitychange', onVisibility);
      wanted = true;
      return acquire();
    },
    stop(): void {
      if (wanted) page.removeEventListener('visibilitychange', onVisibility);
      wanted = false;
      const lock = sentinel;
      sentinel = null;
      if (lock && !lock.released) void lock.release();
      onStatus(wakeLock ? 'off' : 'unsupported');
    },
  };
}
