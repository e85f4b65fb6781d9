import type { Language } from '@/i18n/languages';
import recipeEn from '@/i18n/locales/en/recipe.json';
import { translator } from '@/i18n/runtime';

/** Where the share card sends people (spec §9: copy link, X, WhatsApp), with the title in a sentence in the reader's language. */
export function shareTargets(url: string, title: string, language?: Language) {
  const text = translator(recipeEn, language)('shareText', { title });
  return {
    url,
    x: `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
  };
}

/** The recipe's own address, for sharing. */
export function recipeUrl(origin: string, id: number | string): string {
  return `${origin}/recipe/${encodeURIComponent(String(id))}`;
}
