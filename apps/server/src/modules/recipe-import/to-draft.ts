import {
  codedImportMessage,
  type CodedMessage,
  type DIET_TYPES,
  IMPORT_TAGS_MAX,
  type MEAL_TYPES,
  parseIsoDuration,
  PRESET_TAGS,
  RECIPE_CUISINES,
  type ImportedIngredient,
  type RecipeImportDraft,
  INGREDIENT_FIELD_MAX_LENGTH,
  INGREDIENT_NAME_MAX_LENGTH,
  LIST_MAX_ITEMS,
  TEXT_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '@hearth/contracts';
import { parseIngredientLine } from '../../ai/knowledge/parse-ingredient-line';
import { plainText, type SchemaNode, type SchemaValue } from './extract/dom';
import { hasType } from './extract/jsonld';

// The recipe form's limits, which the draft must fit.
const TITLE_MAX = TITLE_MAX_LENGTH;
const TEXT_MAX = TEXT_MAX_LENGTH;
const LIST_MAX = LIST_MAX_ITEMS;
const NAME_MAX = INGREDIENT_NAME_MAX_LENGTH;
const FIELD_MAX = INGREDIENT_FIELD_MAX_LENGTH;
const ORIGINAL_MAX = 300;

export interface PageContext {
  /** Where the page came from (after redirects), when known. */
  url: string | null;
  /** Open Graph picture, when the markup names none. */
  fallbackImage: string | null;
}

const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: SchemaValue | undefined): SchemaValue[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value.flat(8) : [value]);

/** Strings and numbers of a property, each as plain text; nodes give their name (or text, or @value). */
function texts(value: SchemaValue | undefined): string[] {
  return list(value)
    .map((item) => {
      if (typeof item === 'string') return plainText(item);
      if (typeof item === 'number') return String(item);
      if (isNode(item)) return texts(item.name ?? item.text ?? item['@value'])[0] ?? '';
      return '';
    })
    .filter(Boolean);
}

const firstText = (value: SchemaValue | undefined) => texts(value)[0] ?? '';

/** Cuts text to `max` characters at a word boundary, marking the cut. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** 'PT1H30M', or what people write in pages without markup ('1 hour 30 mins'). */
function minutesOf(value: SchemaValue | undefined): number | null {
  const text = firstText(value);
  if (!text) return null;
  const iso = parseIsoDuration(text);
  if (iso !== null) return iso;
  const hours = /(\d+(?:\.\d+)?)\s*(?:h|hrs?|hours?)\b/i.exec(text);
  const minutes = /(\d+)\s*(?:m|mins?|minutes?)\b/i.exec(text);
  if (!hours && !minutes) return null;
  return Math.round(Number(hours?.[1] ?? 0) * 60 + Number(minutes?.[1] ?? 0));
}

/** The form's one time: the total, else preparation plus cooking (whichever are given). */
function cookingTimeOf(node: SchemaNode): number | null {
  const total = minutesOf(node.totalTime);
  const parts = [minutesOf(node.prepTime), minutesOf(node.cookTime)].filter((m): m is number => m !== null);
  const minutes = total ?? (parts.length ? parts.reduce((a, b) => a + b, 0) : null);
  return minutes !== null && minutes >= 1 && minutes <= 100000 ? minutes : null;
}

/** 'Serves 4-6' → 4, '12 cookies' → 12, 4 → 4; an entry about servings wins over '1 loaf'. */
function servingsOf(value: SchemaValue | undefined): number | null {
  const entries = texts(value);
  const preferred = entries.find((entry) => /serv|people|person|portion/i.test(entry)) ?? entries.find((entry) => /\d/.test(entry));
  const number = preferred ? /\d+/.exec(preferred) : null;
  const servings = number ? Number(number[0]) : null;
  return servings !== null && servings >= 1 && servings <= 100000 ? servings : null;
}

// Regional names a page may give that the form's cuisines cover.
const CUISINE_WORDS: [RegExp, (typeof RECIPE_CUISINES)[number]][] = [
  [/\bfusion\b/i, 'Fusion'],
  [/\b(?:indian|punjabi|bengali|gujarati|goan|kerala|tamil|hyderabadi|mughlai|rajasthani|kashmiri)\b/i, 'Indian'],
  [/\b(?:mediterranean|greek|spanish|lebanese|turkish|middle eastern|moroccan|levantine|cypriot)\b/i, 'Mediterranean'],
  [/\b(?:thai)\b/i, 'Thai'],
  [/\b(?:mexican|tex-mex)\b/i, 'Mexican'],
  [/\b(?:japanese)\b/i, 'Japanese'],
  [/\b(?:chinese|cantonese|sichuan|szechuan|hunan|shanghainese)\b/i, 'Chinese'],
  [/\b(?:italian|sicilian|tuscan|neapolitan)\b/i, 'Italian'],
  [/\b(?:french|provençal|provencal|breton)\b/i, 'French'],
];

function cuisineOf(value: SchemaValue | undefined): RecipeImportDraft['cuisine'] {
  for (const text of texts(value)) {
    const exact = RECIPE_CUISINES.find((cuisine) => cuisine.toLowerCase() === text.toLowerCase());
    if (exact) return exact;
    const match = CUISINE_WORDS.find(([pattern]) => pattern.test(text));
    if (match) return match[1];
  }
  return null;
}

// schema.org RestrictedDiet members that are the form's diet types; the most specific first.
const DIETS: [RegExp, (typeof DIET_TYPES)[number]][] = [
  [/vegan/i, 'Vegan'],
  [/vegetarian/i, 'Vegetarian'],
  [/gluten-?free/i, 'Gluten-Free'],
  [/\bketo/i, 'Keto'],
  [/pescatarian/i, 'Pescatarian'],
];

function dietOf(value: SchemaValue | undefined): RecipeImportDraft['dietType'] {
  // Diets are named by URL ('https://schema.org/VeganDiet'), as a node with that @id, or in words.
  const declared = list(value).map((item) => (typeof item === 'string' ? item : isNode(item) ? String(item['@id'] ?? item.name ?? '') : ''));
  return DIETS.find(([pattern]) => declared.some((diet) => pattern.test(diet)))?.[1] ?? null;
}

const MEALS: [RegExp, (typeof MEAL_TYPES)[number]][] = [
  [/^(?:breakfast|brunch)$/i, 'Breakfast'],
  [/^lunch$/i, 'Lunch'],
  [/^(?:dinner|supper)$/i, 'Dinner'],
  [/^snacks?$/i, 'Snack'],
  [/^desserts?$/i, 'Dessert'],
];
const mealOf = (category: string) => MEALS.find(([pattern]) => pattern.test(category))?.[1];

/** Keywords ('a, b, c' or a list) and categories that are not meal types, as the form's tags. */
function tagsOf(node: SchemaNode, title: string): string[] {
  const words = [...texts(node.keywords).flatMap((text) => text.split(',')), ...texts(node.recipeCategory).filter((category) => !mealOf(category))];
  const tags: string[] = [];
  for (const raw of words) {
    const word = raw.replace(/\s+/g, ' ').trim();
    const tag = PRESET_TAGS.find((preset) => preset.toLowerCase() === word.toLowerCase()) ?? word;
    if (!tag || tag.length > FIELD_MAX || tag.toLowerCase() === title.toLowerCase()) continue;
    if (tags.some((t) => t.toLowerCase() === tag.toLowerCase())) continue;
    tags.push(tag);
  }
  return tags.slice(0, IMPORT_TAGS_MAX);
}

const KITCHEN_FRACTIONS: [number, string][] = [
  [1 / 8, '1/8'],
  [1 / 4, '1/4'],
  [1 / 3, '1/3'],
  [1 / 2, '1/2'],
  [2 / 3, '2/3'],
  [3 / 4, '3/4'],
];

/** A parsed amount written as the form's quantities are: '2', '1/2', '1 1/2', '0.3'. */
export function quantityText(value: number): string {
  const whole = Math.floor(value);
  const rest = value - whole;
  if (rest < 0.01) return String(whole);
  if (rest > 0.99) return String(whole + 1);
  const fraction = KITCHEN_FRACTIONS.find(([amount]) => Math.abs(amount - rest) < 0.02);
  if (fraction) return whole ? `${whole} ${fraction[1]}` : fraction[1];
  return String(Math.round(value * 100) / 100);
}

/** 'For the sauce:' and similar lines inside an ingredient list are sub-headings, not ingredients. */
const isSubheading = (line: string) => /:$/.test(line) && !/\d/.test(line);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The spellings a singular noun's plural may take: seed(s), tomato(es), berr(y|ies), lea(f|ves). */
function pluralPattern(word: string): string {
  const forms = [escapeRegExp(word), `${escapeRegExp(word)}e?s`];
  if (word.endsWith('y')) forms.push(`${escapeRegExp(word.slice(0, -1))}ies`);
  if (word.endsWith('f')) forms.push(`${escapeRegExp(word.slice(0, -1))}ves`);
  return `(?:${forms.join('|')})`;
}

/**
 * The parser's food name in the line's own words ('cumin seed' in '1 tsp cumin seeds' → 'cumin seeds'):
 * the parser leaves out preparation and sizes, the page's spelling stays. When the words are not in the
 * line as they stand (juice of a lemon → 'lemon juice'), the parser's name.
 */
function nameAsWritten(name: string, line: string): string {
  const words = name.split(' ').filter(Boolean);
  if (!words.length) return name;
  const pattern = [...words.slice(0, -1).map(escapeRegExp), pluralPattern(words.at(-1)!)].join('\\s+');
  return new RegExp(`(?<![\\p{L}])${pattern}(?![\\p{L}])`, 'iu').exec(line)?.[0] ?? name;
}

function ingredientOf(line: string): ImportedIngredient {
  const parsed = parseIngredientLine(line);
  const quantity =
    parsed.quantity === null ? '' : parsed.quantityMax !== undefined ? `${quantityText(parsed.quantity)}-${quantityText(parsed.quantityMax)}` : quantityText(parsed.quantity);
  return {
    name: clip(nameAsWritten(parsed.name.trim(), line) || line, NAME_MAX),
    quantity: quantity.slice(0, FIELD_MAX),
    unit: (parsed.unit ?? '').slice(0, FIELD_MAX),
    original: clip(line, ORIGINAL_MAX),
  };
}

const STEP_NUMBER = /^(?:step\s*)?\d{1,2}\s*[.):-]\s*/i;

/** One block of instruction text as steps: its lines, or its numbered parts ('1. Mix. 2. Bake.'). */
function stepsInText(text: string): string[] {
  const lines = plainText(text)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 1) {
    const numbered = lines[0]!.split(/\s+(?=\d{1,2}[.)]\s+\S)/);
    if (numbered.length > 1 && STEP_NUMBER.test(numbered[0]!)) return numbered.map((step) => step.replace(STEP_NUMBER, ''));
  }
  return lines.map((line) => line.replace(STEP_NUMBER, ''));
}

/** Steps from a string, a list, HowToStep and HowToSection nodes (a section's name leads its first step). */
function stepsOf(value: SchemaValue | undefined): string[] {
  const steps: string[] = [];
  for (const item of list(value)) {
    if (typeof item === 'string') steps.push(...stepsInText(item));
    else if (isNode(item) && (hasType(item, 'HowToSection') || (item.itemListElement && !item.text))) {
      const inner = stepsOf(item.itemListElement);
      const section = firstText(item.name);
      if (inner.length && section) inner[0] = `${section}: ${inner[0]}`;
      steps.push(...inner);
    } else if (isNode(item) && !hasType(item, 'HowToTip')) {
      const text = firstText(item.text) || firstText(item.description) || firstText(item.name);
      if (text) steps.push(...stepsInText(text));
    }
  }
  return steps.filter(Boolean);
}

function authorOf(value: SchemaValue | undefined): string | null {
  const names = [...new Set(texts(value))];
  if (!names.length) return null;
  return clip(names.length > 2 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join(' and '), 200);
}

function absoluteHttpUrl(value: string, base: string | null): string | null {
  try {
    const url = base ? new URL(value, base) : new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The first picture: a URL, a list of them, or ImageObjects (their url or contentUrl). */
function imageOf(value: SchemaValue | undefined, base: string | null): string | null {
  for (const item of list(value)) {
    const candidate = typeof item === 'string' ? item : isNode(item) ? firstText(item.url ?? item.contentUrl) : '';
    const url = candidate ? absoluteHttpUrl(candidate, base) : null;
    if (url) return url;
  }
  return null;
}

function sourceUrlOf(node: SchemaNode, page: PageContext): string | null {
  if (page.url) return page.url;
  for (const candidate of [node.url, node.mainEntityOfPage, isNode(node.mainEntityOfPage) ? node.mainEntityOfPage['@id'] : undefined]) {
    const text = typeof candidate === 'string' ? candidate : '';
    const url = text ? absoluteHttpUrl(text, null) : null;
    if (url) return url;
  }
  return null;
}

function creditOf(author: string | null, url: string | null): string {
  if (author && url) return `Recipe by ${author}, from ${url}`;
  if (author) return `Recipe by ${author}.`;
  return url ? `From ${url}` : '';
}

/** Keeps the first `max` of a list, saying so in the notes when some were left out. */
function capped<T>(items: T[], max: number, code: 'IMPORT_STEPS_CUT' | 'IMPORT_INGREDIENTS_CUT', notes: CodedMessage[]): T[] {
  if (items.length > max) notes.push(codedImportMessage(code, { count: items.length, max }));
  return items.slice(0, max);
}

/** A schema.org Recipe node as the recipe form's draft, within the form's limits. */
export function toDraft(node: SchemaNode, page: PageContext): RecipeImportDraft {
  const notes: CodedMessage[] = [];
  const title = firstText(node.name) || firstText(node.headline);
  if (title.length > TITLE_MAX) notes.push(codedImportMessage('IMPORT_TITLE_SHORTENED', { max: TITLE_MAX }));
  const lines = texts(node.recipeIngredient ?? node.ingredients)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line && !isSubheading(line));
  const steps = capped(stepsOf(node.recipeInstructions), LIST_MAX, 'IMPORT_STEPS_CUT', notes).map((instruction) => ({ instruction: clip(instruction, TEXT_MAX) }));
  const author = authorOf(node.author ?? node.creator);
  const url = sourceUrlOf(node, page);
  return {
    title: clip(title, TITLE_MAX),
    description: clip(firstText(node.description), TEXT_MAX),
    backstory: creditOf(author, url).slice(0, TEXT_MAX),
    cookingTime: cookingTimeOf(node),
    servings: servingsOf(node.recipeYield ?? node.yield),
    cuisine: cuisineOf(node.recipeCuisine),
    dietType: dietOf(node.suitableForDiet),
    mealTypes: [
      ...new Set(
        texts(node.recipeCategory)
          .map(mealOf)
          .filter((meal) => meal !== undefined),
      ),
    ],
    tags: tagsOf(node, title),
    ingredients: capped(lines, LIST_MAX, 'IMPORT_INGREDIENTS_CUT', notes).map(ingredientOf),
    steps,
    source: { url, author },
    imageUrl: imageOf(node.image ?? node.thumbnailUrl, url) ?? (page.fallbackImage ? absoluteHttpUrl(page.fallbackImage, url) : null),
    notes: notes.map((note) => note.message),
    noteDetails: notes,
  };
}
