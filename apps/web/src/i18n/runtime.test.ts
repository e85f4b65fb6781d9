import { formatMinutes, nav, recipePhotoMessages, toasts } from '@hearth/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { durationFormatter } from './format';
import { browserLanguage, isLanguage } from './languages';
import commonEn from './locales/en/common.json';
import recipeEn from './locales/en/recipe.json';
import landingEn from './locales/en/landing.json';
import shellEn from './locales/en/shell.json';
import { getLanguage, localize, setLanguage, specText, translator } from './runtime';

afterEach(() => setLanguage('en'));

describe('choosing the first language', () => {
  it("takes the browser's first language Hearth speaks, by its base tag, else English", () => {
    expect(browserLanguage(['fr-FR', 'es-MX', 'hi'])).toBe('es');
    expect(browserLanguage(['hi-IN'])).toBe('hi');
    expect(browserLanguage(['de', 'fr'])).toBe('en');
    expect(browserLanguage(undefined)).toBe('en');
    expect(isLanguage('pt')).toBe(false);
  });
});

describe('messages', () => {
  it('are English until another language has loaded, and then that language', async () => {
    const t = translator(landingEn);
    expect(t('tagline')).toBe('Recipes, community and AI in one kitchen');
    await setLanguage('es');
    expect(getLanguage()).toBe('es');
    expect(t('tagline')).toBe('Recetas, comunidad e IA en una sola cocina');
    await setLanguage('hi');
    expect(t('tagline')).toBe('रेसिपी, समुदाय और AI, एक ही रसोई में');
  });

  it('fill in arguments and choose plural forms by the language’s own rules', async () => {
    const t = translator(shellEn);
    expect(t('notifications.withUnread', { count: 1 })).toBe('Notifications, 1 unread');
    await setLanguage('es');
    expect(t('notifications.withUnread', { count: 3 })).toBe('Notificaciones, 3 sin leer');
    expect(translator(landingEn)('featuresTitle', { count: 12 })).toBe('12 herramientas de IA para cocineros curiosos');
  });
});

describe('spec strings (packages/contracts is the English catalogue)', () => {
  it('translate by their English text, and leave text nobody translated as it is', async () => {
    await setLanguage('hi');
    expect(specText(toasts.ratingSubmitted.title)).toBe('रेटिंग दे दी गई');
    expect(specText('Vegetarian')).toBe('शाकाहारी');
    expect(specText('Grandma’s dal')).toBe('Grandma’s dal');
  });

  it('translate a whole contracts object keeping its shape', async () => {
    await setLanguage('es');
    const words = localize(nav);
    expect(words.browseRecipes).toBe('Explorar recetas');
    expect(words.logout).toBe('Cerrar sesión');
    expect(localize(nav, 'en')).toBe(nav);
  });
});

describe('English messages that restate a contracts function', () => {
  it('say exactly what the contracts say (the contracts stay the source of the English)', () => {
    const duration = durationFormatter(translator(commonEn, 'en'));
    for (const minutes of [0, 1, 45, 60, 61, 90, 400, 780]) {
      expect(duration(minutes)).toBe(formatMinutes(minutes));
      expect(duration(minutes, 'long')).toBe(formatMinutes(minutes, 'long'));
    }
    for (const count of [1, 2, 5]) expect(translator(recipeEn, 'en')('photos.added', { count })).toBe(recipePhotoMessages.added(count));
  });
});
