import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';

/**
 * Gives memory back once the server goes quiet (decision 0043). V8 runs a full collection when its heap
 * nears a limit it has grown, not when traffic stops, so after a burst of work (start-up, seeding, a busy
 * hour) an idle server keeps ~35 MB of dead objects and emptied pages resident. A full collection at a quiet
 * moment returns them: after demo seeding on PostgreSQL, 167–174 MB → 132–134 MB.
 *
 * Every `everyMs` the collector looks at the event loop's utilisation over that window and at the heap in
 * use. It collects when the window was quiet and the heap has grown by `growthBytes` since the last
 * collection: background work (pictures drawn in a child process, a refresh in the database) leaves garbage
 * without keeping the event loop busy, and an idle server's own trickle of allocations stays below the
 * threshold for a long time. A busy server never collects here; V8 does as usual.
 */
export interface IdleCollectorOptions {
  /** A full, synchronous garbage collection: see exposedGarbageCollector(). */
  collect: () => void;
  /** Share of the last window (0–1) the event loop spent working. */
  utilizationSince?: () => number;
  heapUsed?: () => number;
  everyMs?: number;
  quietBelow?: number;
  growthBytes?: number;
  /** Told how long each collection took and what it freed, for the log. */
  onCollected?: (report: { ms: number; freedBytes: number }) => void;
}

const IDLE_WINDOW_MS = 5_000;
/** 2% of a 5 s window is 100 ms of work: about fifty requests. */
const QUIET_UTILIZATION = 0.02;
const HEAP_GROWTH_BYTES = 8 * 1024 * 1024;

/** The decision alone: whether a window with this utilisation and heap calls for a collection. */
export function idleCollectionPolicy({ quietBelow = QUIET_UTILIZATION, growthBytes = HEAP_GROWTH_BYTES } = {}) {
  // Heap in use after the last collection; none yet, so the first quiet window after start-up collects.
  let baseline = 0;
  return {
    shouldCollect: (utilization: number, heapUsed: number) => utilization < quietBelow && heapUsed - baseline >= growthBytes,
    collected: (heapUsedAfter: number) => {
      baseline = heapUsedAfter;
    },
  };
}

function eventLoopUtilizationSampler(): () => number {
  let previous = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const window = performance.eventLoopUtilization(now, previous);
    previous = now;
    return window.utilization;
  };
}

/** Starts sampling; the timer never keeps the process alive. Returns a stop function. */
export function startIdleCollector({
  collect,
  utilizationSince = eventLoopUtilizationSampler(),
  heapUsed = () => v8.getHeapStatistics().used_heap_size,
  everyMs = IDLE_WINDOW_MS,
  quietBelow,
  growthBytes,
  onCollected,
}: IdleCollectorOptions): () => void {
  const policy = idleCollectionPolicy({ quietBelow, growthBytes });
  const timer = setInterval(() => {
    const before = heapUsed();
    if (!policy.shouldCollect(utilizationSince(), before)) return;
    const started = performance.now();
    collect();
    const after = heapUsed();
    policy.collected(after);
    onCollected?.({ ms: performance.now() - started, freedBytes: before - after });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

type ExposedGc = (options?: { type: 'major'; execution: 'sync'; flavor: 'regular' | 'last-resort' }) => void;

/**
 * V8's last-resort collection when the process was started with `--expose-gc` (`npm start` does), else
 * undefined. A regular full collection frees the dead objects but keeps their emptied pages committed for
 * reuse (RSS 174 → 167 MB); the last-resort one also releases them (167 → 132–134 MB), in ~140 ms.
 */
export function exposedGarbageCollector(): (() => void) | undefined {
  const gc = (globalThis as { gc?: ExposedGc }).gc;
  return typeof gc === 'function' ? () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' }) : undefined;
}
