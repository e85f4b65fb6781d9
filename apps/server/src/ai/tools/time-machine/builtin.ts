import type { TimeTravelDish, TimeTravelMatch } from '@hearth/contracts';
import {
  anachronismsIn,
  ERAS,
  eraSourceKeys,
  foldText,
  NEIGHBOUR_ZONES,
  PLACE_BY_KEY,
  sourceOf,
  type HistoricalDish,
  type HistoricalEra,
  type Zone,
} from '../../knowledge/historical-kitchens';
import { formatSpan, readEra, readPlace, type EraReading, type PlaceReading, type Span } from './read-era';

/**
 * The built-in Time Machine: which of Hearth's historical kitchens answers a request (the one named, or
 * the nearest in time and place, said plainly), which of its dishes to show (varied by the member's own
 * history), the answer composed from the knowledge, and the checks every answer must pass.
 */

export interface Resolution {
  era: HistoricalEra;
  match: TimeTravelMatch;
}

/**
 * How far apart two kitchens are in place, in years of date difference it is worth: a kitchen of the
 * same place is preferred to one up to two centuries nearer in time next door ('Ming dynasty' finds Tang
 * and Song China before Edo Japan; 'Heian' finds Tang and Song China, four centuries nearer than Edo), and
 * one across the world comes last.
 */
export const PLACE_PENALTY = { samePlace: 0, sameZone: 200, neighbourZone: 900, farZone: 1500 } as const;

const ZONE_LABELS: Record<Zone, string> = {
  europe: 'Europe',
  'near-east': 'the Near East',
  'south-asia': 'South Asia',
  'east-asia': 'East Asia',
  'southeast-asia': 'Southeast Asia',
  mesoamerica: 'Mesoamerica',
  'north-america': 'North America',
  'south-america': 'South America',
  africa: 'Africa',
  oceania: 'Oceania',
};

export function zoneLabel(zone: Zone): string {
  return ZONE_LABELS[zone];
}

function placePenalty(where: PlaceReading | null, era: HistoricalEra): number {
  if (!where) return 0;
  if (where.place ? era.places.includes(where.place.key) : where.zone === era.zone) return PLACE_PENALTY.samePlace;
  if (where.zone === era.zone) return PLACE_PENALTY.sameZone;
  if (NEIGHBOUR_ZONES[where.zone].includes(era.zone)) return PLACE_PENALTY.neighbourZone;
  return PLACE_PENALTY.farZone;
}

function yearsApart(span: Span | null, era: HistoricalEra): number {
  if (!span) return 0;
  return Math.max(0, era.from - span.to, span.from - era.to);
}

function fits(where: PlaceReading | null, era: HistoricalEra): boolean {
  return placePenalty(where, era) === PLACE_PENALTY.samePlace;
}

/** Years between a span and the nearest dish the kitchen records: what breaks a tie between kitchens. */
function dishYearsApart(span: Span, era: HistoricalEra): number {
  return Math.min(...era.dishes.map((dish) => Math.max(0, dish.year - span.to, span.from - dish.year)));
}

/** Whether a kitchen covers at least half of the years asked for. */
export function covers(era: HistoricalEra, span: Span): boolean {
  const overlap = Math.min(era.to, span.to) - Math.max(era.from, span.from) + 1;
  return overlap > 0 && overlap * 2 >= span.to - span.from + 1;
}

/** The kitchens ranked nearest first for a time and place (either may be missing, not both). */
export function rankEras(span: Span | null, where: PlaceReading | null, preferred: HistoricalEra | null = null): { era: HistoricalEra; score: number }[] {
  return ERAS.map((era, order) => ({ era, order, score: yearsApart(span, era) + placePenalty(where, era) }))
    .sort(
      (a, b) =>
        a.score - b.score ||
        Number(b.era === preferred) - Number(a.era === preferred) ||
        // Equally near: the kitchen with a dish recorded closest to the dates asked, or, with no dates, the latest.
        (span ? dishYearsApart(span, a.era) - dishYearsApart(span, b.era) : b.era.to - a.era.to) ||
        a.order - b.order,
    )
    .map(({ era, score }) => ({ era, score }));
}

const quote = (text: string) => `“${text.trim()}”`;
const kitchen = (era: HistoricalEra) => `${era.name} (${era.span})`;

function list(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The message when nothing in the era box can be placed in time or space. */
export function unreadableEraMessage(era: string): string {
  return `Hearth could not tell when ${quote(era)} was. Try a year (1390), a century (the 12th century), a decade (the 1920s) or a period such as Victorian, Edo or the Tang dynasty.`;
}

/**
 * Which kitchen answers: the one named (with a note when the region given belongs elsewhere), else the
 * nearest in time and place to what was typed, saying so. Null when nothing typed can be placed.
 */
export function resolveEra(request: { era: string; region: string | null }, presentYear: number): Resolution | null {
  const reading = readEra(request.era, presentYear);
  const regionText = request.region?.trim() || null;
  const regionPlace = regionText ? readPlace(regionText) : null;
  // Notes about the region come after the note about the era; any of them means the match is not exact.
  const regionNotes: string[] = [];
  if (regionText && !regionPlace) regionNotes.push(`Hearth does not know the region ${quote(regionText)}, so it went by the era alone.`);
  if (regionPlace && reading.place && regionPlace.label !== reading.place.label) {
    regionNotes.push(`The era names ${reading.place.label} and the region ${regionPlace.label}; Hearth went by the region.`);
  }
  const where = regionPlace ?? reading.place ?? periodWhere(reading);

  if (reading.era) return named(reading.era, where, regionNotes);
  if (reading.span || where) return nearest(request.era, reading, where, regionNotes);
  return null;
}

function periodWhere({ period }: EraReading): PlaceReading | null {
  if (!period) return null;
  const place = period.place ? PLACE_BY_KEY.get(period.place) : undefined;
  if (place) return { place, zone: place.zone, label: place.label };
  return period.zone ? { place: null, zone: period.zone, label: zoneLabel(period.zone) } : null;
}

const resolution = (era: HistoricalEra, exact: boolean, notes: string[]): Resolution => ({
  era,
  match: { kind: exact ? 'exact' : 'nearest', note: notes.length ? notes.join(' ') : null },
});

function named(era: HistoricalEra, where: PlaceReading | null, regionNotes: string[]): Resolution {
  if (!where || fits(where, era)) return resolution(era, regionNotes.length === 0, regionNotes);
  // The kitchen named belongs elsewhere: show it, and say where that place's nearest kitchen is.
  const other = rankEras({ from: era.from, to: era.to }, where).find((r) => r.era !== era && fits(where, r.era));
  const note =
    `${era.name} is the cooking of ${era.region}, not of ${where.label}, so Hearth shows ${era.name}.` +
    (other ? ` For ${where.label}, the nearest kitchen it knows is ${kitchen(other.era)}; ask for it by name to see it.` : ` It has no kitchen for ${where.label}.`);
  return resolution(era, false, [note, ...regionNotes]);
}

function nearest(typed: string, reading: EraReading, where: PlaceReading | null, regionNotes: string[]): Resolution {
  const preferred = reading.period?.defaultEra && !where ? (ERAS.find((e) => e.key === reading.period!.defaultEra) ?? null) : null;
  const ranked = rankEras(reading.span, where, preferred);
  const best = ranked[0]!;
  const era = best.era;

  if (reading.future) {
    return resolution(era, false, [`Hearth's historical kitchen only reaches into the past; the latest kitchen it knows is ${kitchen(era)}.`, ...regionNotes]);
  }
  if (!reading.span) {
    // A place but no time: every kitchen of that place is as near as the others; the latest is shown.
    const same = ranked.filter((r) => r.score === best.score).map((r) => r.era.name);
    const note =
      best.score === 0
        ? `Hearth could not read a time in ${quote(typed)}. For ${where!.label} it knows ${list(same)}, and shows ${kitchen(era)}.`
        : `Hearth's historical kitchen has no entry for ${where!.label}; the nearest it knows is ${kitchen(era)}. It could not read a time in ${quote(typed)}.`;
    return resolution(era, false, [note, ...regionNotes]);
  }
  // The place goes in the 'read as' sentence when it was read from the era box, else in the first one.
  const placeTyped = where !== null && (reading.place !== null || reading.period?.place !== undefined);
  const read = `Hearth read ${quote(typed)} as ${reading.spanLabel}${placeTyped ? ` in ${where.label}` : ''}.`;
  const named = reading.period !== null && reading.period.defaultEra === undefined;
  if (!named && best.score === 0 && covers(era, reading.span)) {
    // The dates (and place) fall within a kitchen Hearth has. A generic word ('medieval') with no place
    // means its usual kitchen, as a kitchen's own name does, and needs no note.
    if (preferred === era) return resolution(era, regionNotes.length === 0, regionNotes);
    const alsoCovering = ranked
      .slice(1)
      .filter((r) => r.score === 0 && covers(r.era, reading.span!))
      .map((r) => r.era.name);
    const notes = [`${read.slice(0, -1)}${where && !placeTyped ? ` in ${where.label}` : ''}. Its kitchen for ${kitchen(era)} covers those years.`];
    if (alsoCovering.length) notes.push(`So ${alsoCovering.length > 1 ? 'do' : 'does'} ${list(alsoCovering)}; add a region to choose.`);
    return resolution(era, regionNotes.length === 0, [...notes, ...regionNotes]);
  }
  const runnerUp = ranked[1];
  const notes = [`Hearth's historical kitchen has no entry for ${quote(typed)}${where && !placeTyped ? ` in ${where.label}` : ''}; the nearest it knows is ${kitchen(era)}.`, read];
  if (runnerUp && runnerUp.score - best.score <= 50) notes.push(`${runnerUp.era.name} (${runnerUp.era.span}) is almost as near; ask for it by name to see it.`);
  return resolution(era, false, [...notes, ...regionNotes]);
}

/** A stable 32-bit FNV-1a hash: the same request always orders the dishes the same way. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** What identifies a request for the dish order: the words typed, folded. */
export function requestKey(request: { era: string; region: string | null }): string {
  return `${foldText(request.era).replace(/\s+/g, ' ').trim()}|${foldText(request.region ?? '')
    .replace(/\s+/g, ' ')
    .trim()}`;
}

/**
 * The dish to show: one the member has not been shown lately (their history, newest first), in an order
 * fixed by the request; when all have been shown, the one shown longest ago.
 */
export function pickDish(era: HistoricalEra, key: string, recentDishKeys: readonly string[]): HistoricalDish {
  const ordered = [...era.dishes].sort((a, b) => fnv1a(`${key}|${a.key}`) - fnv1a(`${key}|${b.key}`) || a.key.localeCompare(b.key));
  const unseen = ordered.find((dish) => !recentDishKeys.includes(dish.key));
  if (unseen) return unseen;
  return ordered.reduce((oldest, dish) => (recentDishKeys.indexOf(dish.key) > recentDishKeys.indexOf(oldest.key) ? dish : oldest));
}

/** Citations for a dish: its own works first, then the era's. */
export function dishSources(era: HistoricalEra, dish: HistoricalDish): string[] {
  return [...new Set([...dish.sources, ...era.sources])].map((key) => sourceOf(key).cite);
}

/** The built-in answer: the dish as the knowledge records it. */
export function composeDish(era: HistoricalEra, dish: HistoricalDish): TimeTravelDish {
  return {
    dishName: dish.name,
    culturalContext: `${dish.context}\n\n${era.context}`,
    recipe: { ...dish.recipe },
    historicalIngredients: [...dish.ingredients],
    modernAdaptations: dish.adaptations.map((a) => ({ ...a })),
    cookingMethods: [...dish.methods],
    tasteProfile: dish.taste,
    sources: dishSources(era, dish),
  };
}

const core = (name: string) =>
  foldText(name)
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^a-z0-9'\u3000-\u9fff]+/g, ' ')
    .trim();

/** The era's dish an answer names: its name or one of its other names, ignoring case, accents and a bracketed gloss. */
export function findDish(era: HistoricalEra, dishName: string): HistoricalDish | undefined {
  const wanted = new Set([core(dishName), foldText(dishName).replace(/\s+/g, ' ').trim()]);
  return era.dishes.find((dish) => [dish.name, ...dish.aliases].some((name) => wanted.has(core(name)) || wanted.has(foldText(name).trim())));
}

/** Whether a citation names one of the works this era's knowledge cites. */
export function citesKnownWork(era: HistoricalEra, citation: string): boolean {
  const text = foldText(citation);
  return eraSourceKeys(era).some((key) => sourceOf(key).titles.some((title) => text.includes(title)));
}

/** Every ingredient line an answer gives as historical: the ingredients, and the old side of each adaptation. */
export function historicalLines(answer: TimeTravelDish): string[] {
  return [
    ...answer.historicalIngredients.map((i) => (typeof i === 'string' ? i : i.name)),
    ...answer.modernAdaptations.flatMap((a) => (typeof a === 'string' ? [] : [a.historicalIngredient])),
  ];
}

/**
 * What is wrong with an answer for this era: a dish not in its list, a food not yet cooked there at the
 * dish's date (the first-dates table), or a work its knowledge does not cite.
 */
export function answerProblems(era: HistoricalEra, suggested: HistoricalDish, answer: TimeTravelDish): string[] {
  const problems: string[] = [];
  const dish = findDish(era, answer.dishName);
  if (!dish) problems.push(`${quote(answer.dishName)} is not one of the dishes Hearth's ${era.name} kitchen knows (${list(era.dishes.map((d) => d.name))})`);
  const year = (dish ?? suggested).year;
  for (const line of historicalLines(answer)) {
    for (const { food, firstYear } of anachronismsIn(line, era.zone, year)) {
      problems.push(
        `${quote(line)}: ${food.food} was not cooked in ${zoneLabel(era.zone)} before ${formatSpan({ from: firstYear, to: firstYear })}, and the dish is from ${formatSpan({ from: year, to: year })}`,
      );
    }
  }
  for (const citation of answer.sources) {
    if (!citesKnownWork(era, citation)) problems.push(`the source ${quote(citation)} is not one Hearth's ${era.name} knowledge cites`);
  }
  return problems;
}
