import { describe, expect, it } from 'vitest';
import { formatMinutes } from './durations';

describe('formatMinutes', () => {
  it('reads like a cook would say it', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(90)).toBe('1 h 30 min');
    expect(formatMinutes(780)).toBe('13 h');
    expect(formatMinutes(400, 'long')).toBe('6 hours 40 minutes');
    expect(formatMinutes(61, 'long')).toBe('1 hour 1 minute');
    expect(formatMinutes(1, 'long')).toBe('1 minute');
  });
});
