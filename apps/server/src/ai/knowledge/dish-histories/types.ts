/**
 * One dish's documented history (Cultural Provenance, spec §3 'Other AI responses'): written by hand,
 * each claim one a food historian would sign, with the works it comes from named. Where historians
 * disagree the entry says so (`disputed`) instead of picking a story.
 */
export type ProvenanceCuisine = 'Indian' | 'Mediterranean' | 'Thai' | 'Mexican' | 'Japanese' | 'Chinese' | 'Italian' | 'French' | 'Fusion' | 'Street Food';

export interface DishHistory {
  /** kebab-case, unique across all files: 'butter-chicken'. */
  key: string;
  name: string;
  /** Other names a member may type (transliterations, local names), lowercase or as written. */
  aliases: string[];
  cuisine: ProvenanceCuisine;
  /** Where it is documented to come from: 'Delhi, India (Moti Mahal restaurant, Daryaganj)'. */
  originRegion: string;
  /** When: 'late 1940s', '16th century', 'Song dynasty (960–1279)'. Ranges when the record is vague. */
  originEra: string;
  /** Two to four sentences: what it meant and means to the people who cook it. */
  culturalSignificance: string;
  /** Dishes, peoples, techniques or ingredients it grew from. */
  influencedBy: string[];
  /** Dishes or traditions it shaped. Empty when none is documented. */
  influences: string[];
  /** The ingredients that define it (lowercase catalogue-style names), for matching a recipe to it. */
  keyIngredients: string[];
  /** Works the entry rests on: title, author, year. Only works that exist and treat this dish. */
  sources: string[];
  /** When the origin is contested: the competing accounts, briefly. */
  disputed?: string;
}
