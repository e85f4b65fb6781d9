// Whether an answer's region and era agree with a documented entry's: the tests a model's answer must
// pass before a member reads it as documented history. Wording may differ; places and dates may not.
import { dishKey } from './match';

/** Named periods a writer may give instead of dates, with their usual spans (negative years are BCE). */
const PERIODS: Record<string, [number, number]> = {
  'zhou dynasty': [-1046, -256],
  'han dynasty': [-206, 220],
  'tang dynasty': [618, 907],
  'song dynasty': [960, 1279],
  'yuan dynasty': [1271, 1368],
  'ming dynasty': [1368, 1644],
  'qing dynasty': [1644, 1912],
  'late qing': [1850, 1912],
  'nara period': [710, 794],
  'heian period': [794, 1185],
  'kamakura period': [1185, 1333],
  'muromachi period': [1336, 1573],
  'edo period': [1603, 1868],
  'meiji era': [1868, 1912],
  'meiji period': [1868, 1912],
  'taisho era': [1912, 1926],
  'showa era': [1926, 1989],
  mughal: [1526, 1857],
  'delhi sultanate': [1206, 1526],
  ayutthaya: [1351, 1767],
  joseon: [1392, 1897],
};

const ORDINAL = '(\\d{1,2})(?:st|nd|rd|th)';
const CENTURY_RANGE = new RegExp(`${ORDINAL}(?:\\s*(?:–|-|to|and)\\s*)${ORDINAL}\\s+centur(?:y|ies)(\\s*(?:bce|bc))?`, 'g');
const CENTURY = new RegExp(`${ORDINAL}[\\s-]+centur(?:y|ies)(\\s*(?:bce|bc))?`, 'g');
const YEAR_RANGE = /\b(\d{3,4})s?\s*(?:–|-|to)\s*(\d{2,4})(s?)\b(\s*(?:bce|bc))?/g;
const YEAR = /\b(\d{3,4})(s?)\b(\s*(?:bce|bc))?/g;

function century(n: number, bce: boolean): [number, number] {
  return bce ? [-n * 100, -(n - 1) * 100 - 1] : [(n - 1) * 100, n * 100 - 1];
}

/**
 * The span of years a text about an era covers, from its centuries, decades, years and named periods;
 * null when it names no date at all ("ancient", "undated").
 */
export function yearSpan(text: string): [number, number] | null {
  let rest = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const spans: [number, number][] = [];
  rest = rest.replace(CENTURY_RANGE, (_, a: string, b: string, bce?: string) => {
    const first = century(Number(a), Boolean(bce));
    const last = century(Number(b), Boolean(bce));
    spans.push([Math.min(first[0], last[0]), Math.max(first[1], last[1])]);
    return ' ';
  });
  rest = rest.replace(CENTURY, (_, n: string, bce?: string) => {
    spans.push(century(Number(n), Boolean(bce)));
    return ' ';
  });
  rest = rest.replace(YEAR_RANGE, (_, a: string, b: string, decade: string, bce?: string) => {
    const start = Number(a);
    // "1930s–40s", "1910–25": the second number borrows the first one's leading digits.
    let end = Number(b.length < a.length ? a.slice(0, a.length - b.length) + b : b);
    if (decade) end += 9;
    spans.push(bce ? [-start, -end] : [start, end]);
    return ' ';
  });
  rest = rest.replace(YEAR, (_, y: string, decade: string, bce?: string) => {
    const year = Number(y);
    spans.push(bce ? [-year, -year] : [year, year + (decade ? 9 : 0)]);
    return ' ';
  });
  for (const [name, span] of Object.entries(PERIODS)) if (rest.includes(name)) spans.push(span);
  if (!spans.length) return null;
  return [Math.min(...spans.map((s) => s[0])), Math.max(...spans.map((s) => s[1]))];
}

/** How far apart two dated spans may lie and still be read as the same era (a decade's rounding and a little more). */
const ERA_SLACK_YEARS = 25;

/** The answer's era names dates that overlap the entry's, or, where the entry gives none, repeats its words. */
export function eraAgrees(documented: string, answered: string): boolean {
  const expected = yearSpan(documented);
  const given = yearSpan(answered);
  if (expected && given) return given[0] <= expected[1] + ERA_SLACK_YEARS && given[1] >= expected[0] - ERA_SLACK_YEARS;
  if (expected && !given) return false;
  // The entry gives no date: the answer must not invent one, and must keep the entry's words.
  if (given) return false;
  const words = dishKey(documented)
    .split(' ')
    .filter((word) => word.length > 3);
  const answer = ` ${dishKey(answered)} `;
  return words.filter((word) => answer.includes(` ${word} `)).length >= Math.ceil(words.length / 2);
}

const REGION_STOPWORDS = new Set(['the', 'of', 'in', 'and', 'a', 'region', 'area', 'city', 'province', 'present', 'day', 'modern']);

/** The place a documented region names first ("Delhi" of "Delhi, India (Moti Mahal restaurant)"), as words. */
export function regionCore(region: string): string[] {
  const first = region.split(/[,(;]/)[0] ?? region;
  return dishKey(first)
    .split(' ')
    .filter((word) => word && !REGION_STOPWORDS.has(word));
}

/** The answer's region names the entry's place: every word of its first-named place appears in it. */
export function regionAgrees(documented: string, answered: string): boolean {
  const answer = new Set(dishKey(answered).split(' '));
  const core = regionCore(documented);
  return core.length > 0 && core.every((word) => answer.has(word));
}

/** Whether a cited work is one of the allowed ones (the same title, give or take punctuation and edition words). */
export function isAllowedSource(cited: string, allowed: readonly string[]): boolean {
  const key = dishKey(cited);
  if (!key) return false;
  return allowed.some((source) => {
    const other = dishKey(source);
    return other === key || (key.length >= 20 && other.includes(key)) || (other.length >= 20 && key.includes(other));
  });
}
