// Hearth's historical kitchen (Time Machine): ten eras, each with dishes recorded in its time and place,
// the works they come from, the food first-dates table every answer is checked against, and the places
// and named periods a member may type. Written for Hearth; see README.md in the folder above.
import { ABBASID_BAGHDAD } from './eras/abbasid-baghdad';
import { ANCIENT_ROME } from './eras/ancient-rome';
import { AZTEC_MEXICO } from './eras/aztec-mexico';
import { EDO_JAPAN } from './eras/edo-japan';
import { FIFTIES_AMERICA } from './eras/fifties-america';
import { MEDIEVAL_EUROPE } from './eras/medieval-europe';
import { MUGHAL_INDIA } from './eras/mughal-india';
import { RENAISSANCE_ITALY } from './eras/renaissance-italy';
import { TANG_SONG_CHINA } from './eras/tang-song-china';
import { VICTORIAN_BRITAIN } from './eras/victorian-britain';
import type { HistoricalDish, HistoricalEra } from './types';

export * from './types';
export { SOURCES, sourceOf } from './sources';
export { FOOD_FIRST_DATES, anachronismsIn, unavailableFoods, firstYearIn, foldText, COLUMBUS, CORTES } from './first-dates';
export { PLACES, PLACE_BY_KEY, ZONE_WORDS, NEIGHBOUR_ZONES } from './places';
export { PERIODS } from './periods';

/** Oldest first. */
export const ERAS: readonly HistoricalEra[] = [
  ANCIENT_ROME,
  ABBASID_BAGHDAD,
  TANG_SONG_CHINA,
  MEDIEVAL_EUROPE,
  AZTEC_MEXICO,
  RENAISSANCE_ITALY,
  MUGHAL_INDIA,
  EDO_JAPAN,
  VICTORIAN_BRITAIN,
  FIFTIES_AMERICA,
];

const BY_KEY = new Map<string, HistoricalEra>(ERAS.map((era) => [era.key, era]));

export function eraByKey(key: string): HistoricalEra | undefined {
  return BY_KEY.get(key);
}

export function dishByKey(era: HistoricalEra, key: string): HistoricalDish | undefined {
  return era.dishes.find((dish) => dish.key === key);
}

/** Every source key an era's answer may cite: the era's own and its dishes'. */
export function eraSourceKeys(era: HistoricalEra): string[] {
  return [...new Set([...era.sources, ...era.dishes.flatMap((dish) => dish.sources)])];
}
