/**
 * Hearth's historical kitchen (Time Machine): a few eras, each with dishes really recorded in its time and
 * place, written for Hearth from the works named with them. Years are astronomical-ish integers: negative
 * for BC (300 BC = -300), positive for AD; there is no year 0 in the data.
 */

/** Broad culinary regions: what the food first-dates table and the nearest-era search reason over. */
export type Zone = 'europe' | 'near-east' | 'south-asia' | 'east-asia' | 'southeast-asia' | 'mesoamerica' | 'north-america' | 'south-america' | 'africa' | 'oceania';

export type EraKey =
  | 'ancient-rome'
  | 'medieval-europe'
  | 'renaissance-italy'
  | 'tang-song-china'
  | 'mughal-india'
  | 'aztec-mexico'
  | 'edo-japan'
  | 'victorian-britain'
  | 'fifties-america'
  | 'abbasid-baghdad';

/** A place a member may name (a country or historic region), keyed in places.ts. */
export type PlaceKey = string;

export interface HistoricalSource {
  key: string;
  /** The citation as shown to a member: author, title, date. */
  cite: string;
  /** Lowercase, accent-free fragments that identify this work inside a citation someone else wrote. */
  titles: readonly string[];
  /** A primary text of the period, or a modern historian's work about it. */
  kind: 'period' | 'historian';
}

export interface HistoricalDish {
  /** kebab-case, unique across eras; a member's history records it. */
  key: string;
  name: string;
  /** Other names it goes by (lowercase is fine), for matching a model's answer. */
  aliases: readonly string[];
  /** The year the dish is anchored to for the first-dates check: when its source records it. */
  year: number;
  /** How that date reads to a member, with the record it comes from. */
  documented: string;
  /** Two to four sentences: where the dish sat in its world. */
  context: string;
  recipe: { title: string; description: string };
  /**
   * Ingredients as the period knew them, without amounts: period recipes rarely give them, and where
   * one does, the proportions are told in the recipe description instead.
   */
  ingredients: readonly string[];
  /** How a cook today can stand in for what is hard to find. */
  adaptations: readonly { historicalIngredient: string; modernSubstitution: string }[];
  methods: readonly string[];
  taste: string;
  /** Keys into SOURCES: only works that really treat this dish. */
  sources: readonly string[];
}

export interface HistoricalEra {
  key: EraKey;
  name: string;
  /** The place its dishes come from, as a badge reads. */
  region: string;
  from: number;
  to: number;
  /** The span as a member reads it ('509 BC – AD 476'). */
  span: string;
  zone: Zone;
  /** Places whose cooking this kitchen is (places.ts keys). */
  places: readonly PlaceKey[];
  /** Names that mean this era and no other (lowercase, accent-free). */
  aliases: readonly string[];
  /** Two to four sentences on the era's kitchen. */
  context: string;
  /** Works about the era as a whole (keys into SOURCES). */
  sources: readonly string[];
  dishes: readonly HistoricalDish[];
}
