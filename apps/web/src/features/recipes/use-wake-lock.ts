import { useEffect, useState } from 'react';
import { createScreenKeeper, type WakeLockLike, type WakeLockStatus } from './wake-lock';

const browserWakeLock = (): WakeLockLike | undefined => (typeof navigator !== 'undefined' && 'wakeLock' in navigator ? (navigator.wakeLock as unknown as WakeLockLike) : undefined);

/** 'Keep screen on' for the cooking view: held while `wanted` and the page is open, released on leaving. */
export function useScreenWakeLock(wanted: boolean): WakeLockStatus {
  const [supported] = useState(() => browserWakeLock() !== undefined);
  const [status, setStatus] = useState<WakeLockStatus>(supported ? 'off' : 'unsupported');
  useEffect(() => {
    if (!wanted || !supported) return;
    const keeper = createScreenKeeper(browserWakeLock(), document, setStatus);
    void keeper.start();
    return () => keeper.stop();
  }, [wanted, supported]);
  return status;
}
