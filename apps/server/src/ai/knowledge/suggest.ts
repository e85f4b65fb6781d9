// Close catalogue names for a name the knowledge does not know, so a tool can say "I don't know X;
// did you mean Y?" instead of guessing. Only suggests; never resolves a name to a food.
import { FOODS } from './catalog.js';
import { normalizeName } from './normalize.js';

function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

let keys: { key: string; name: string }[] | undefined;

function englishKeys(): { key: string; name: string }[] {
  keys ??= FOODS.flatMap((food) => [food.name, ...food.aliases].map((alias) => ({ key: normalizeName(alias), name: food.name })));
  return keys;
}

/**
 * Up to `limit` catalogue names that look like `text`: a small spelling distance (at most a third of
 * the word), or one word of the text being a whole word of the name. Closest first, ties by name.
 */
export function suggestFoodNames(text: string, limit = 3): string[] {
  const query = normalizeName(text);
  if (!query) return [];
  const words = new Set(query.split(' ').filter((word) => word.length >= 3));
  const best = new Map<string, number>();
  for (const { key, name } of englishKeys()) {
    const distance = editDistance(query, key) / Math.max(query.length, key.length);
    const sharesWord = key.split(' ').some((word) => words.has(word));
    const score = sharesWord ? Math.min(distance, 0.3) : distance;
    if (score > 0.34) continue;
    if (score < (best.get(name) ?? Infinity)) best.set(name, score);
  }
  return [...best]
    .sort((x, y) => x[1] - y[1] || x[0].localeCompare(y[0]))
    .slice(0, limit)
    .map(([name]) => name);
}

/**
 * The member-facing words for a name the knowledge does not know: it says so, refuses to guess, and
 * offers close catalogue names when there are any.
 */
export function unknownFoodMessage(text: string): string {
  const name = text.trim().slice(0, 80);
  const close = suggestFoodNames(text);
  const hint = close.length
    ? ` Did you mean ${close
        .map((n) => `“${n}”`)
        .join(', ')
        .replace(/, ([^,]*)$/, ' or $1')}?`
    : ' Try its common English name (for example “coriander seed” or “paneer”).';
  return `I don't know “${name}” yet, so I won't guess about it.${hint}`;
}
