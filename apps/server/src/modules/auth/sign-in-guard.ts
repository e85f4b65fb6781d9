import { serverMessages } from '@hearth/contracts';
import { AppError } from '../../errors';
import type { RateCounter } from '../../plugins/rate-counter';

const HOUR_MS = 60 * 60 * 1000;
/** Failures a member may make (typos, a forgotten password) before answers start to slow down. */
export const FREE_FAILURES = 5;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 5000;
/** Password-reset emails one address may be sent per hour, whoever asks (a form must not become a mail cannon). */
export const RESET_MAILS_PER_HOUR = 3;

/**
 * How long to wait before answering the next sign-in to an account with this many recent failures:
 * nothing for the first few, then doubling up to 5 s, so guessing costs time without locking anyone out.
 */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES));
}

export interface SignInGuard {
  /** Refuses (429) an account over its hourly failures, and waits as `delayAfter` says. */
  before(email: string): Promise<void>;
  /** Counts a wrong password against the account; a right one clears its count. */
  after(email: string, signedIn: boolean): Promise<void>;
  /** Counts a password-reset email to this address; false once it has had its share this hour. */
  resetMailAllowed(email: string): Promise<boolean>;
}

/**
 * The per-account budget of failed sign-ins (ASVS V2.2.1): about a hundred an hour, counted for the
 * address typed whichever client sends it, so spreading guesses across many IPs does not help. The
 * per-address budget (all sign-in routes together) is the rate limit in auth.routes.ts.
 */
export function createSignInGuard(counter: RateCounter, options: { failuresPerHour: number; sleep?: (ms: number) => Promise<void> }): SignInGuard {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const keyOf = (email: string) => `sign-in-failures:${email.trim().toLowerCase()}`;
  const resetKeyOf = (email: string) => `reset-mails:${email.trim().toLowerCase()}`;
  return {
    async before(email) {
      if (!email.trim()) return;
      const failures = await counter.peek(keyOf(email));
      if (failures >= options.failuresPerHour) throw new AppError('ACCOUNT_LOCKED', 429, serverMessages.accountSignInLocked);
      const delay = delayAfter(failures);
      if (delay > 0) await sleep(delay);
    },
    async after(email, signedIn) {
      if (!email.trim()) return;
      if (signedIn) await counter.reset(keyOf(email));
      else await counter.hit(keyOf(email), HOUR_MS);
    },
    async resetMailAllowed(email) {
      const { count } = await counter.hit(resetKeyOf(email), HOUR_MS);
      return count <= RESET_MAILS_PER_HOUR;
    },
  };
}
