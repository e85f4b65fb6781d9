/** A dependency an instance needs before it should get traffic, with how to check it. */
export interface ReadinessCheck {
  name: 'database' | 'redis' | 'jobs';
  check(): Promise<void>;
}

export type CheckOutcome = 'ok' | 'failed';
export interface Readiness {
  ready: boolean;
  checks: Partial<Record<ReadinessCheck['name'], CheckOutcome>>;
  failed: { name: ReadinessCheck['name']; error: unknown }[];
}

/** A load balancer probes every few seconds; a dependency that hangs must read as down, not hold the probe. */
export const READINESS_TIMEOUT_MS = 2000;

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Runs every check at once and says which failed. */
export async function checkReadiness(checks: ReadinessCheck[], timeoutMs = READINESS_TIMEOUT_MS): Promise<Readiness> {
  const results = await Promise.allSettled(
    checks.map((c) =>
      withTimeout(
        Promise.resolve().then(() => c.check()),
        timeoutMs,
      ),
    ),
  );
  const readiness: Readiness = { ready: true, checks: {}, failed: [] };
  results.forEach((result, i) => {
    const { name } = checks[i]!;
    readiness.checks[name] = result.status === 'fulfilled' ? 'ok' : 'failed';
    if (result.status === 'rejected') {
      readiness.ready = false;
      readiness.failed.push({ name, error: result.reason });
    }
  });
  return readiness;
}
