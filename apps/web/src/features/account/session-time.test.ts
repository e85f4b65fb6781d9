import { describe, expect, it } from 'vitest';
import { lastActiveLabel, signedInLabel } from './session-time';

describe('when a session was last used', () => {
  const now = new Date(2026, 10, 24, 9, 30).getTime();
  const at = (year: number, month: number, day: number, hour = 12) => new Date(year, month, day, hour).toISOString();

  it('speaks in days, by the calendar', () => {
    expect(lastActiveLabel(at(2026, 10, 24, 1), now)).toBe('Active today');
    expect(lastActiveLabel(at(2026, 10, 23, 23), now)).toBe('Active yesterday');
    expect(lastActiveLabel(at(2026, 10, 20), now)).toBe('Active 4 days ago');
    expect(lastActiveLabel(at(2026, 9, 2), now)).toBe('Last active Oct 2, 2026');
  });

  it('a clock running a little ahead of ours still reads as today', () => {
    expect(lastActiveLabel(at(2026, 10, 24, 10), now)).toBe('Active today');
  });

  it('says nothing about a date it cannot read', () => {
    expect(lastActiveLabel('not a date', now)).toBe('');
    expect(signedInLabel('not a date')).toBe('');
    expect(signedInLabel(at(2026, 10, 3))).toBe('Signed in Nov 3, 2026');
  });
});
