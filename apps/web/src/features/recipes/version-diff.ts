import { formatIngredientLine, type RecipeDetail, type RecipeVersion } from '@hearth/contracts';
import type { Language } from '@/i18n/languages';
import commonEn from '@/i18n/locales/en/common.json';
import recipeEn from '@/i18n/locales/en/recipe.json';
import { specText, translator } from '@/i18n/runtime';

/** Compares the current recipe with a saved version for the Version History compare view (spec §2). */
export type VersionData = RecipeVersion['recipeData'];

/** The Basic Info tab's fields, in order (their names on screen come from the catalogue: versions.fields). */
export type BasicField = 'title' | 'description' | 'backstory' | 'cookingTime' | 'servings' | 'visibility' | 'cuisine' | 'dietType' | 'mealTypes' | 'tags';

export interface FieldComparison {
  key: BasicField;
  current: string;
  version: string;
  changed: boolean;
}

export interface LineComparison {
  text: string;
  /** True when the other side has no matching line. */
  changed: boolean;
}

export interface StepComparison {
  stepNumber: number;
  current: string | null;
  version: string | null;
  changed: boolean;
}

export const EMPTY_VALUE = '—';

const squash = (text: string) => text.trim().replace(/\s+/g, ' ');
const sameText = (a: string, b: string) => squash(a).toLocaleLowerCase() === squash(b).toLocaleLowerCase();

function text(value: string | null | undefined): string {
  const squashed = value == null ? '' : squash(value);
  return squashed || EMPTY_VALUE;
}

/** How the values read in a language: '45 min', 'Public', option labels ('Vegetarian') as the spec dictionary has them. */
export function valueWords(language: Language) {
  const t = translator(recipeEn, language);
  const common = translator(commonEn, language);
  return {
    minutes: (count: number) => common('duration.minutesShort', { count }),
    visibility: (value: string) => t(value === 'private' ? 'detail.private' : 'detail.public'),
    option: (label: string) => specText(label, language),
  };
}
export type ValueWords = ReturnType<typeof valueWords>;

/** An option the member picked (a cuisine, a tag): the spec's label in the reader's language, their own words as written. */
function option(value: string | null, words: ValueWords): string {
  const shown = text(value);
  return shown === EMPTY_VALUE ? shown : words.option(shown);
}

function list(values: readonly string[], words: ValueWords): string {
  return values.length ? values.map((value) => words.option(value)).join(', ') : EMPTY_VALUE;
}

function minutes(value: number | null, words: ValueWords): string {
  return value == null ? EMPTY_VALUE : words.minutes(value);
}

function count(value: number | null): string {
  return value == null ? EMPTY_VALUE : String(value);
}

/** Lists compare as sets: the same tags in another order are not a change. */
function sameList(a: readonly string[], b: readonly string[]): boolean {
  const key = (l: readonly string[]) => [...new Set(l.map((v) => squash(v).toLocaleLowerCase()))].sort().join('\n');
  return key(a) === key(b);
}

/** Basic Info tab: each field side by side, flagged when it differs; the values read in `words`' language. */
export function compareBasicInfo(current: RecipeDetail, version: VersionData, words: ValueWords = valueWords('en')): FieldComparison[] {
  const rows: FieldComparison[] = [
    { key: 'title', current: text(current.title), version: text(version.title), changed: !sameText(current.title, version.title) },
    {
      key: 'description',
      current: text(current.description),
      version: text(version.description),
      changed: text(current.description) !== text(version.description),
    },
    {
      key: 'backstory',
      current: text(current.backstory),
      version: text(version.backstory),
      changed: text(current.backstory) !== text(version.backstory),
    },
    {
      key: 'cookingTime',
      current: minutes(current.cookingTime, words),
      version: minutes(version.cookingTime, words),
      changed: current.cookingTime !== version.cookingTime,
    },
    { key: 'servings', current: count(current.servings), version: count(version.servings), changed: current.servings !== version.servings },
    {
      key: 'visibility',
      current: words.visibility(current.visibility),
      version: words.visibility(version.visibility),
      changed: current.visibility !== version.visibility,
    },
    { key: 'cuisine', current: option(current.cuisine, words), version: option(version.cuisine, words), changed: text(current.cuisine) !== text(version.cuisine) },
    {
      key: 'dietType',
      current: option(current.dietType, words),
      version: option(version.dietType, words),
      changed: text(current.dietType) !== text(version.dietType),
    },
    {
      key: 'mealTypes',
      current: list(current.mealTypes, words),
      version: list(version.mealTypes, words),
      changed: !sameList(current.mealTypes, version.mealTypes),
    },
    { key: 'tags', current: list(current.tags, words), version: list(version.tags, words), changed: !sameList(current.tags, version.tags) },
  ];
  return rows;
}

/** One ingredient line as the recipe page prints it ('½ tsp salt', '10 curry leaves'). */
export function ingredientLine(line: { quantity: string; unit: string; name: string }): string {
  return formatIngredientLine({ quantity: squash(line.quantity), unit: squash(line.unit), name: squash(line.name) });
}

/** Marks each line that the other list lacks; a line counts once (two "1 cup rice" need two on the other side). */
function markUnmatched(lines: readonly string[], other: readonly string[]): LineComparison[] {
  const pool = new Map<string, number>();
  for (const line of other) {
    const key = squash(line).toLocaleLowerCase();
    pool.set(key, (pool.get(key) ?? 0) + 1);
  }
  return lines.map((line) => {
    const key = squash(line).toLocaleLowerCase();
    const left = pool.get(key) ?? 0;
    if (left > 0) {
      pool.set(key, left - 1);
      return { text: line, changed: false };
    }
    return { text: line, changed: true };
  });
}

/** Ingredients tab: both lists, each line flagged when the other side does not have it. */
export function compareIngredients(current: RecipeDetail, version: VersionData) {
  const currentLines = current.recipeIngredients.map((l) => ingredientLine({ quantity: l.quantity, unit: l.unit, name: l.ingredient.name }));
  const versionLines = version.ingredients.map((l) => ingredientLine({ quantity: l.quantity, unit: l.unit, name: l.ingredientName }));
  const currentMarked = markUnmatched(currentLines, versionLines);
  const versionMarked = markUnmatched(versionLines, currentLines);
  return {
    current: currentMarked,
    version: versionMarked,
    changed: currentMarked.some((l) => l.changed) || versionMarked.some((l) => l.changed),
  };
}

/** Steps tab: step by step, flagged when the instruction differs or one side has no such step. */
export function compareSteps(current: RecipeDetail, version: VersionData): StepComparison[] {
  const a = [...current.steps].sort((x, y) => x.stepNumber - y.stepNumber).map((s) => s.instruction);
  const b = [...version.steps].sort((x, y) => x.stepNumber - y.stepNumber).map((s) => s.instruction);
  return Array.from({ length: Math.max(a.length, b.length) }, (_, i) => {
    const mine = a[i] ?? null;
    const theirs = b[i] ?? null;
    return { stepNumber: i + 1, current: mine, version: theirs, changed: mine == null || theirs == null || !sameText(mine, theirs) };
  });
}

/** How many differences each tab holds (shown on the tabs). */
export function differenceCounts(current: RecipeDetail, version: VersionData) {
  const ingredients = compareIngredients(current, version);
  return {
    basic: compareBasicInfo(current, version).filter((r) => r.changed).length,
    ingredients: Math.max(ingredients.current.filter((l) => l.changed).length, ingredients.version.filter((l) => l.changed).length),
    steps: compareSteps(current, version).filter((s) => s.changed).length,
  };
}
