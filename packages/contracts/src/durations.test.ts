import { describe, expect, it } from 'vitest';
import { formatMinutes, parseIsoDuration } from './durations';

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

describe('parseIsoDuration', () => {
  it('reads the durations recipe pages publish, in whole minutes', () => {
    expect(parseIsoDuration('PT1H30M')).toBe(90);
    expect(parseIsoDuration('PT90M')).toBe(90);
    expect(parseIsoDuration('P0DT0H45M')).toBe(45);
    expect(parseIsoDuration('pt20m')).toBe(20);
    expect(parseIsoDuration('P1DT2H')).toBe(26 * 60);
    expect(parseIsoDuration('PT1.5H')).toBe(90);
    expect(parseIsoDuration('PT1H30M30S')).toBe(91);
    expect(parseIsoDuration(' PT10M ')).toBe(10);
  });

  it('refuses what is not an ISO duration, and lengths that are not fixed', () => {
    for (const text of ['', 'P', 'PT', '1 hour', '90', 'P1Y', 'P2M', 'PT1H30', 'PTM']) expect(parseIsoDuration(text), text).toBeNull();
  });
});
