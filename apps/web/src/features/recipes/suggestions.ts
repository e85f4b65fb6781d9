import { SEARCH_SUGGESTIONS_MAX } from '@hearth/contracts';
import { foldText, searchWords } from './browse-state';

export interface Suggestion {
  id: number;
  title: string;
  cuisine: string | null;
}

/**
 * How well a title matches what was typed, accents and case ignored:
 * 0 the title starts with it, 1 a word of the title does, 2 it is inside the title, 3 every typed word
 * begins a title word give or take a typo ('panner' ~ 'Paneer'), 4 not a match.
 */
export function titleMatchRank(title: string, typed: string): number {
  const t = foldText(title);
  const q = foldText(typed);
  if (!q) return 4;
  if (t.startsWith(q)) return 0;
  if (new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(q)}`, 'u').test(t)) return 1;
  if (t.includes(q)) return 2;
  const words = searchWords(title);
  const typedWords = searchWords(typed);
  if (typedWords.length && typedWords.every((w) => words.some((word) => wordPrefixMatches(word, w)))) return 3;
  return 4;
}

/** Typos forgiven in a typed word: none below 4 letters, one up to 6, two from 7. */
export function typoAllowance(word: string): number {
  return word.length < 4 ? 0 : word.length < 7 ? 1 : 2;
}

/** `typed` begins `word`, or would with at most typoAllowance(typed) edits. */
function wordPrefixMatches(word: string, typed: string): boolean {
  if (word.startsWith(typed)) return true;
  const allowance = typoAllowance(typed);
  if (!allowance) return false;
  for (let length = typed.length - allowance; length <= typed.length + allowance; length++) {
    if (length < 1 || length > word.length) continue;
    if (editDistance(word.slice(0, length), typed) <= allowance) return true;
  }
  return false;
}

/** Edits (insert, delete, substitute, swap two neighbours) to turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = Array.from({ length: rows * cols }, (_, i) => (i < cols ? i : i % cols === 0 ? i / cols : 0));
  const at = (i: number, j: number) => d[i * cols + j]!;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      d[i * cols + j] = best;
    }
  }
  return at(a.length, b.length);
}

/**
 * The titles the search box suggests (spec §2, §7, §9): from a `GET /api/recipes?search=` result, filtered
 * here on the client to the titles that match what is typed, at most 5.
 *
 * - The server's search also matches descriptions, tags and ingredients; a suggestion is a title, so only
 *   titles that match the text are kept, with the same forgiveness for typos ('panner' → 'Paneer Tikka').
 *   This also filters an answer for earlier text while the next one loads.
 * - Titles that start with the text come first, then those with a word that does, then those containing
 *   it, then typo matches; within each, the server's order (most relevant first).
 * - One suggestion per title; nothing while the box is empty.
 */
export function pickSuggestions(recipes: readonly Suggestion[], typed: string, max = SEARCH_SUGGESTIONS_MAX): Suggestion[] {
  if (!foldText(typed) || max <= 0) return [];
  const seen = new Set<string>();
  const ranked: { recipe: Suggestion; rank: number; order: number }[] = [];
  recipes.forEach((recipe, order) => {
    const key = foldText(recipe.title);
    if (!key || seen.has(key)) return;
    const rank = titleMatchRank(recipe.title, typed);
    if (rank > 3) return;
    seen.add(key);
    ranked.push({ recipe: { id: recipe.id, title: recipe.title, cuisine: recipe.cuisine }, rank, order });
  });
  return ranked
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, max)
    .map((r) => r.recipe);
}

/**
 * Where the typed text sits in a title, accents and case ignored ('crep' in 'Crêpes' → [0, 4]), as
 * [start, end) offsets into the title itself, or null. For showing the matched part in bold.
 */
export function matchRange(title: string, typed: string): [number, number] | null {
  const q = foldText(typed);
  if (!q) return null;
  // Fold the title one character at a time, remembering where each folded character came from.
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of title) {
    const f = char
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/\s/g, ' ');
    for (let i = 0; i < f.length; i++) origin.push(index);
    folded += f;
    index += char.length;
  }
  // Collapse runs of spaces the way foldText does, keeping the map in step.
  let compact = '';
  const map: number[] = [];
  for (let i = 0; i < folded.length; i++) {
    if (folded[i] === ' ' && (compact.endsWith(' ') || compact === '')) continue;
    compact += folded[i];
    map.push(origin[i]!);
  }
  const at = compact.indexOf(q);
  if (at < 0) return null;
  const last = at + q.length - 1;
  const lastOrigin = map[last]!;
  const lastChar = String.fromCodePoint(title.codePointAt(lastOrigin)!);
  return [map[at]!, lastOrigin + lastChar.length];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
