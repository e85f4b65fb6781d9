import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import offlineEn from '@/i18n/locales/en/offline.json';
import { setLanguage } from '@/i18n/runtime';
import { ApiError, errorMessage } from '@/lib/api';

afterEach(() => setLanguage('en'));

// The service worker answers a recipe it has not saved in the API's error shape, in English; the page shows
// that sentence from the offline catalogue, in the reader's language.
describe("the service worker's 'not saved' answer", () => {
  const worker = readFileSync(new URL('./service-worker.js', import.meta.url), 'utf8');
  const body = JSON.stringify({ message: offlineEn.notSaved, code: 'OFFLINE' });
  const error = new ApiError(503, body, 'Service Unavailable');

  it('is the English of the offline catalogue, word for word', () => {
    expect(worker).toContain(JSON.stringify(offlineEn.notSaved));
    expect(worker).toContain("code: 'OFFLINE'");
    expect(errorMessage(error)).toBe(offlineEn.notSaved);
  });

  it("reads in the reader's language", async () => {
    await setLanguage('es');
    expect(errorMessage(error)).toBe('Estás sin conexión y esta receta no está guardada en este dispositivo.');
  });
});
