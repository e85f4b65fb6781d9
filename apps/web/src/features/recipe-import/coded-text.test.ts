import { codedImportMessage, recipeImportCodedMessages, type RecipeImportCode } from '@hearth/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import recipeImportEn from '@/i18n/locales/en/recipeImport.json';
import { setLanguage, translator } from '@/i18n/runtime';
import { ApiError } from '@/lib/api';
import { codedText, importErrorText } from './coded-text';

const t = translator(recipeImportEn);
const SAMPLE_PARAMS: { [C in RecipeImportCode]: Parameters<(typeof recipeImportCodedMessages)[C]>[0] } = {
  IMPORT_HTTP_STATUS: { status: 404 },
  IMPORT_TITLE_SHORTENED: { max: 120 },
  IMPORT_STEPS_CUT: { count: 65, max: 60 },
  IMPORT_INGREDIENTS_CUT: { count: 1200, max: 60 },
};
const refusal = (body: object) => new ApiError(422, JSON.stringify(body), 'Unprocessable Entity');

afterEach(() => setLanguage('en'));

describe('coded import sentences', () => {
  it('read in English exactly as the server writes them, for every code the contracts define', () => {
    for (const code of Object.keys(recipeImportCodedMessages) as RecipeImportCode[]) {
      const sent = codedImportMessage(code, SAMPLE_PARAMS[code] as never);
      expect(codedText(t, sent), code).toBe(sent.message);
    }
  });

  it("read in the reader's language, and as the server wrote them when the code or its numbers are unknown", async () => {
    await setLanguage('es');
    expect(codedText(t, codedImportMessage('IMPORT_STEPS_CUT', { count: 65, max: 60 }))).toBe('La página tiene 65 pasos; se conservaron los primeros 60.');
    expect(codedText(t, { code: 'IMPORT_SOMETHING_NEW', params: { count: 2 }, message: 'Something new happened.' })).toBe('Something new happened.');
    expect(codedText(t, { code: 'IMPORT_STEPS_CUT', params: {}, message: 'The page has many steps.' })).toBe('The page has many steps.');
  });

  it('word a refusal from its code and params, and leave other errors to the spec dictionary', async () => {
    await setLanguage('hi');
    const notFound = codedImportMessage('IMPORT_HTTP_STATUS', { status: 404 });
    expect(importErrorText(t, refusal(notFound))).toBe('उस पेज ने गड़बड़ी का जवाब दिया (404)। लिंक जाँचें और फिर से कोशिश करें।');
    // Without params (an older server) the English is looked up as before, which a number defeats.
    expect(importErrorText(t, refusal({ code: 'IMPORT_HTTP_STATUS', message: notFound.message }))).toBe(notFound.message);
    expect(importErrorText(t, refusal({ code: 'IMPORT_NO_RECIPE', message: "We couldn't find a recipe on that page." }))).toBe('उस पेज पर कोई रेसिपी नहीं मिली।');
  });
});
