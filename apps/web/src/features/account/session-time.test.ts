import { afterEach, describe, expect, it } from 'vitest';
import { formatsFor } from '@/i18n/format';
import accountEn from '@/i18n/locales/en/account.json';
import { setLanguage, translator } from '@/i18n/runtime';
import { deviceLabel, sessionTimeLabels } from './session-time';

afterEach(() => setLanguage('en'));

const now = new Date(2026, 10, 24, 9, 30).getTime();
const at = (year: number, month: number, day: number, hour = 12) => new Date(year, month, day, hour).toISOString();

describe('when a session was last used', () => {
  const { lastActive, signedIn } = sessionTimeLabels(translator(accountEn, 'en'), formatsFor('en'));

  it('speaks in days, by the calendar', () => {
    expect(lastActive(at(2026, 10, 24, 1), now)).toBe('Active today');
    expect(lastActive(at(2026, 10, 23, 23), now)).toBe('Active yesterday');
    expect(lastActive(at(2026, 10, 20), now)).toBe('Active 4 days ago');
    expect(lastActive(at(2026, 9, 2), now)).toBe('Last active Oct 2, 2026');
  });

  it('a clock running a little ahead of ours still reads as today', () => {
    expect(lastActive(at(2026, 10, 24, 10), now)).toBe('Active today');
  });

  it('says nothing about a date it cannot read', () => {
    expect(lastActive('not a date', now)).toBe('');
    expect(signedIn('not a date')).toBe('');
    expect(signedIn(at(2026, 10, 3))).toBe('Signed in Nov 3, 2026');
  });

  it("reads in the member's language, with its plurals and dates", async () => {
    await setLanguage('es');
    const es = sessionTimeLabels(translator(accountEn, 'es'), formatsFor('es'));
    expect(es.lastActive(at(2026, 10, 23), now)).toBe('Actividad: ayer');
    expect(es.lastActive(at(2026, 10, 20), now)).toBe('Actividad: hace 4 días');
    expect(es.signedIn(at(2026, 10, 3))).toBe('Sesión iniciada el 3 nov 2026');
    await setLanguage('hi');
    const hi = sessionTimeLabels(translator(accountEn, 'hi'), formatsFor('hi'));
    expect(hi.lastActive(at(2026, 10, 24, 1), now)).toBe('आज इस्तेमाल हुआ');
    expect(hi.lastActive(at(2026, 10, 21), now)).toBe('3 दिन पहले इस्तेमाल हुआ');
  });
});

describe("a session's device", () => {
  it('is the browser and system the server named, in the reader’s words around them', async () => {
    const en = translator(accountEn, 'en');
    expect(deviceLabel(en, 'Chrome on Windows')).toBe('Chrome on Windows');
    expect(deviceLabel(en, 'Unknown device')).toBe('Unknown device');
    expect(deviceLabel(en, 'Safari')).toBe('Safari');
    await setLanguage('hi');
    const hi = translator(accountEn, 'hi');
    expect(deviceLabel(hi, 'Samsung Internet on Android')).toBe('Android पर Samsung Internet');
    expect(deviceLabel(hi, 'Unknown device')).toBe('अनजान डिवाइस');
  });
});
