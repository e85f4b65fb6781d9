import { recipeUi } from './copy';

/** Where the share card sends people (spec §9: copy link, X, WhatsApp). */
export function shareTargets(url: string, title: string) {
  const text = recipeUi.shareText(title);
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
