import { afterEach, describe, expect, it, vi } from 'vitest';
import { idleCollectionPolicy, startIdleCollector } from './idle-collector';

const MB = 1024 * 1024;

describe('idleCollectionPolicy', () => {
  it('collects in a quiet window once the heap has grown since the last collection', () => {
    const policy = idleCollectionPolicy({ quietBelow: 0.02, growthBytes: 8 * MB });
    expect(policy.shouldCollect(0.5, 60 * MB)).toBe(false); // busy
    expect(policy.shouldCollect(0.01, 60 * MB)).toBe(true); // quiet after start-up
    policy.collected(45 * MB);
    expect(policy.shouldCollect(0.001, 50 * MB)).toBe(false); // quiet, grown 5 MB only
    expect(policy.shouldCollect(0.3, 70 * MB)).toBe(false); // grown, but busy
    expect(policy.shouldCollect(0.019, 53 * MB)).toBe(true);
  });
});

describe('startIdleCollector', () => {
  afterEach(() => vi.useRealTimers());

  it('checks once per window, collects when quiet and grown, and stops', () => {
    vi.useFakeTimers();
    const windows = [
      { utilization: 0.6, heap: 70 * MB },
      { utilization: 0.005, heap: 70 * MB }, // collects: 70 → 40
      { utilization: 0.004, heap: 44 * MB },
      { utilization: 0.3, heap: 60 * MB },
      { utilization: 0.01, heap: 60 * MB }, // collects: 60 → 40
    ];
    let heap = 0;
    let utilization = 0;
    const next = () => ({ utilization, heap } = windows.shift() ?? { utilization: 0, heap: 40 * MB });
    const collect = vi.fn(() => {
      heap = 40 * MB;
    });
    const onCollected = vi.fn();
    const stop = startIdleCollector({
      collect,
      heapUsed: () => heap,
      utilizationSince: () => utilization,
      everyMs: 1000,
      onCollected,
    });
    const tick = () => {
      next();
      vi.advanceTimersByTime(1000);
    };
    tick();
    expect(collect).not.toHaveBeenCalled();
    tick();
    expect(collect).toHaveBeenCalledTimes(1);
    expect(onCollected).toHaveBeenLastCalledWith({ ms: expect.any(Number), freedBytes: 30 * MB });
    tick();
    tick();
    expect(collect).toHaveBeenCalledTimes(1);
    tick();
    expect(collect).toHaveBeenCalledTimes(2);
    stop();
    for (let i = 0; i < 5; i++) tick();
    expect(collect).toHaveBeenCalledTimes(2);
  });
});
