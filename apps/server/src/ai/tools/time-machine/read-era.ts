import { ERAS, foldText, PERIODS, PLACES, ZONE_WORDS, type HistoricalEra, type Zone } from '../../knowledge/historical-kitchens';
import type { Period } from '../../knowledge/historical-kitchens/periods';
import type { Place } from '../../knowledge/historical-kitchens/places';

/**
 * Reading what a member typed in the era and region boxes: a kitchen's own name ('Victorian', 'Tang'),
 * a named period ('Tudor', 'Ming dynasty'), a date ('1390', '12th century', 'the 1920s', '300 BC'), and
 * any place named ('Japan', 'Baghdad'). Pure: no data is guessed, and what cannot be read is reported as
 * not read.
 */

export interface Span {
  from: number;
  to: number;
}

export interface PlaceReading {
  /** The place named, or null when only a whole zone was ('Europe'). */
  place: Place | null;
  zone: Zone;
  label: string;
}

export interface EraReading {
  /** A name that means one of Hearth's kitchens and no other. */
  era: HistoricalEra | null;
  period: Period | null;
  /** The dates read, from the numbers typed or else the period named. */
  span: Span | null;
  /** How the dates were read, for the note ('the 12th century (1100–1199)'). */
  spanLabel: string | null;
  /** A place named in the era box itself ('medieval Japan'). */
  place: PlaceReading | null;
  /** The dates are after the present: Hearth's kitchens only reach the past. */
  future: boolean;
}

interface Phrase<T> {
  words: readonly string[];
  value: T;
}

interface Hit<T> {
  start: number;
  end: number;
  value: T;
}

/** Lowercase, accent-free, one space between words; slashes and commas become spaces. */
export function normalizeInput(text: string): string {
  return foldText(text)
    .replace(/[/,;:!?()[\]{}"“”«»]/g, ' ')
    .replace(/[–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Compiled once per phrase: every request reads hundreds of them.
const PATTERNS = new Map<string, RegExp>();
function wordPattern(word: string): RegExp {
  let re = PATTERNS.get(word);
  if (!re) {
    re = new RegExp(`(?<![a-z0-9'])${escape(word)}(?![a-z0-9])`, 'g');
    PATTERNS.set(word, re);
  }
  return re;
}

/** Every occurrence of every phrase, as whole words. */
function findPhrases<T>(text: string, phrases: readonly Phrase<T>[]): Hit<T>[] {
  const hits: Hit<T>[] = [];
  for (const phrase of phrases) {
    for (const word of phrase.words) {
      const re = wordPattern(word);
      for (const m of text.matchAll(re)) hits.push({ start: m.index, end: m.index + m[0].length, value: phrase.value });
    }
  }
  return hits;
}

type Named = { kind: 'era'; era: HistoricalEra } | { kind: 'period'; period: Period } | { kind: 'place'; place: Place } | { kind: 'zone'; zone: Zone; label: string };

// Phrases are normalised like the input, so 'Tang/Song' and 'tang song' read the same.
const words = (list: readonly string[]) => [...new Set(list.map(normalizeInput).filter(Boolean))];
const ERA_PHRASES: Phrase<Named>[] = ERAS.map((era) => ({ words: words([...era.aliases, era.name]), value: { kind: 'era', era } }));
const PERIOD_PHRASES: Phrase<Named>[] = PERIODS.map((period) => ({ words: words(period.words), value: { kind: 'period', period } }));
const PLACE_PHRASES: Phrase<Named>[] = PLACES.map((place) => ({ words: words(place.words), value: { kind: 'place', place } }));
const ZONE_PHRASES: Phrase<Named>[] = ZONE_WORDS.map((z) => ({ words: words(z.words), value: { kind: 'zone', zone: z.zone, label: z.label } }));

/** The longest phrases win and hits never overlap ('holy roman empire' before 'roman empire' before 'rome'). */
function namesIn(text: string, phrases: readonly Phrase<Named>[]): { hits: Hit<Named>[]; rest: string } {
  const all = findPhrases(text, phrases).sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const taken: Hit<Named>[] = [];
  for (const hit of all) if (!taken.some((t) => hit.start < t.end && t.start < hit.end)) taken.push(hit);
  taken.sort((a, b) => a.start - b.start);
  let rest = text;
  for (const hit of taken) rest = rest.slice(0, hit.start) + ' '.repeat(hit.end - hit.start) + rest.slice(hit.end);
  return { hits: taken, rest };
}

function placeFrom(hits: Hit<Named>[]): PlaceReading | null {
  for (const { value } of hits) {
    if (value.kind === 'place') return { place: value.place, zone: value.place.zone, label: value.place.label };
    if (value.kind === 'zone') return { place: null, zone: value.zone, label: value.label };
  }
  return null;
}

/** A place in the region box (or null when nothing in it names a place Hearth knows). */
export function readPlace(text: string): PlaceReading | null {
  return placeFrom(namesIn(normalizeInput(text), [...PLACE_PHRASES, ...ZONE_PHRASES]).hits);
}

const ORDINAL_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
];
const DECADE_WORDS: Record<string, number> = { twenties: 1920, thirties: 1930, forties: 1940, fifties: 1950, sixties: 1960, seventies: 1970, eighties: 1980, nineties: 1990 };
const BC = String.raw`(?:bc|bce|b\.c\.|b\.c\.e\.|b\.c|before christ)`;
const AD = String.raw`(?:ad|ce|a\.d\.|c\.e\.|a\.d)`;

export function formatYear(year: number): string {
  return year < 0 ? `${-year} BC` : String(year);
}

export function formatSpan({ from, to }: Span): string {
  if (from === to) return from < 0 ? `${-from} BC` : `AD ${from}`.replace(/^AD (\d{4})$/, '$1');
  if (to < 0) return `${-from}–${-to} BC`;
  if (from < 0) return `${-from} BC – AD ${to}`;
  return `${from}–${to}`;
}

/** 'early', 'mid' and 'late' narrow a century or decade to its first, middle or last third. */
function narrow(span: Span, part: string | undefined): Span {
  if (!part) return span;
  const length = span.to - span.from + 1;
  const third = Math.floor(length / 3);
  if (part === 'early') return { from: span.from, to: span.from + third };
  if (part === 'late') return { from: span.to - third, to: span.to };
  return { from: span.from + third, to: span.to - third };
}

function century(n: number, bc: boolean): Span {
  // Colloquially the 12th century is 1100–1199; in BC, the 3rd century BC runs from 300 down to 201.
  return bc ? { from: -(n * 100), to: -((n - 1) * 100 + 1) } : { from: Math.max(1, (n - 1) * 100), to: (n - 1) * 100 + 99 };
}

/** 'the mid-18th century', 'the late 1950s'. */
function qualifier(part: string | undefined): string {
  if (!part) return '';
  return part === 'mid' || part === 'middle' ? 'mid-' : `${part} `;
}

function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** The first date expression in `text`: a century, a decade, a range or a year. */
export function readDates(text: string): { span: Span; label: string } | null {
  const part = String.raw`(?:(early|mid|middle|late)[\s-]+)?`;

  const centuryMatch = new RegExp(String.raw`${part}(?:(\d{1,2})(?:st|nd|rd|th)|(${ORDINAL_WORDS.join('|')}))[\s-]+centur(?:y|ies)(?:\s+(${BC}|${AD}))?`).exec(text);
  if (centuryMatch) {
    const n = centuryMatch[2] ? Number(centuryMatch[2]) : ORDINAL_WORDS.indexOf(centuryMatch[3]!) + 1;
    const bc = Boolean(centuryMatch[4] && new RegExp(`^${BC}$`).test(centuryMatch[4]));
    if (n >= 1 && n <= 21) {
      const span = narrow(century(n, bc), centuryMatch[1]);
      const words = `the ${qualifier(centuryMatch[1])}${ordinal(n)} century${bc ? ' BC' : ''}`;
      return { span, label: `${words} (${formatSpan(span)})` };
    }
  }

  const decadeMatch = new RegExp(String.raw`${part}(?:the\s+)?(?:'(\d)0s|(\d{1,3})0'?s)(?![a-z0-9])`).exec(text);
  if (decadeMatch) {
    const n = decadeMatch[2] ? 1900 + Number(decadeMatch[2]) * 10 : Number(decadeMatch[3]) * 10;
    const full = n < 100 ? 1900 + n : n;
    // '1600s' means the century; '1920s' the decade.
    const isCentury = full % 100 === 0 && full !== 2000;
    const base = isCentury ? { from: full, to: full + 99 } : { from: full, to: full + 9 };
    const span = narrow(base, decadeMatch[1]);
    return { span, label: `the ${qualifier(decadeMatch[1])}${full}s (${formatSpan(span)})` };
  }
  for (const [word, start] of Object.entries(DECADE_WORDS)) {
    if (new RegExp(String.raw`(?<![a-z])${word}(?![a-z])`).test(text)) return { span: { from: start, to: start + 9 }, label: `the ${start}s (${start}–${start + 9})` };
  }

  const year = String.raw`(?:${AD}\s*)?(\d{1,4})(?:\s*(${BC}|${AD}))?`;
  const rangeMatch = new RegExp(String.raw`(?<![\d])${year}\s*(?:-|to|until|till|through)\s*${year}(?![\d])`).exec(text);
  if (rangeMatch) {
    const bcSecond = Boolean(rangeMatch[4] && new RegExp(`^${BC}$`).test(rangeMatch[4]));
    const bcFirst = rangeMatch[2] ? new RegExp(`^${BC}$`).test(rangeMatch[2]) : bcSecond;
    const a = Number(rangeMatch[1]) * (bcFirst ? -1 : 1);
    const b = Number(rangeMatch[3]) * (bcSecond ? -1 : 1);
    if (a !== 0 && b !== 0) {
      const span = { from: Math.min(a, b), to: Math.max(a, b) };
      return { span, label: formatSpan(span) };
    }
  }

  const yearMatch = new RegExp(String.raw`(?<![\d])(?:${AD}\s+)?(\d{1,4})(?![\d])(?:\s*(${BC}|${AD}))?`).exec(text);
  if (yearMatch) {
    const n = Number(yearMatch[1]);
    const bc = Boolean(yearMatch[2] && new RegExp(`^${BC}$`).test(yearMatch[2]));
    if (n > 0) {
      const y = bc ? -n : n;
      return { span: { from: y, to: y }, label: `the year ${formatSpan({ from: y, to: y })}` };
    }
  }
  return null;
}

const PRESENT_WORDS = /(?<![a-z])(?:today|nowadays|present day|the present|present|modern day|modern times|contemporary|current day|now)(?![a-z])/;
const FUTURE_WORDS = /(?<![a-z])(?:future|tomorrow|years from now)(?![a-z])/;

/** What the era box says: a kitchen's name, a named period, dates, a place, or none of these (all null). */
export function readEra(text: string, presentYear: number): EraReading {
  const normalized = normalizeInput(text);
  const { hits, rest } = namesIn(normalized, [...ERA_PHRASES, ...PERIOD_PHRASES, ...PLACE_PHRASES, ...ZONE_PHRASES]);
  const eraHit = hits.find((h) => h.value.kind === 'era');
  const periodHit = hits.find((h) => h.value.kind === 'period');
  const era = eraHit?.value.kind === 'era' ? eraHit.value.era : null;
  const period = periodHit?.value.kind === 'period' ? periodHit.value.period : null;
  const place = placeFrom(hits);

  let dates = readDates(rest);
  let future = false;
  if (!dates && !era && !period) {
    if (FUTURE_WORDS.test(rest)) {
      future = true;
      dates = { span: { from: presentYear + 1, to: presentYear + 500 }, label: 'the future' };
    } else if (PRESENT_WORDS.test(rest)) {
      dates = { span: { from: presentYear - 10, to: presentYear }, label: `the present day (${presentYear})` };
    }
  }
  if (dates && dates.span.from > presentYear) future = true;
  const span = dates?.span ?? (period ? { from: period.from, to: period.to } : null);
  const spanLabel = dates?.label ?? (period ? `${period.label} (${formatSpan({ from: period.from, to: period.to })})` : null);
  return { era, period, span, spanLabel, place, future };
}
