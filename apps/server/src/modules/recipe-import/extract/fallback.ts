import type { Document, Element } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import { elements, metaContent, visibleText, type SchemaNode } from './dom';

/**
 * Pages without recipe markup: the recipe as a reader finds it, under an 'Ingredients' heading and a
 * 'Method' (or 'Instructions', 'Directions', ...) heading, as lists or paragraphs.
 */

const INGREDIENTS_HEADING = /^(?:the\s+)?ingredients?\b|^what you(?:'|’)?ll need\b|^you will need\b/i;
const STEPS_HEADING = /^(?:the\s+)?(?:method|instructions?|directions?|preparation|steps|how to (?:make|cook|prepare)\b)/i;
/** Sections that end a recipe's steps on a plain page. */
const AFTER_STEPS = /^(?:notes?|tips?|nutrition|serving suggestions?|storage|video|comments?|related)\b/i;

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const headingLevel = (element: Element) => (HEADINGS.includes(element.name) ? Number(element.name.slice(1)) : null);

/** A heading, or a short paragraph that is nothing but bold text (how many blogs mark sections). */
function headingText(element: Element): string | null {
  if (headingLevel(element)) return visibleText(element);
  if (element.name !== 'p' && element.name !== 'div') return null;
  const text = visibleText(element);
  if (text.length > 40 || text.includes('\n')) return null;
  const strong = DomUtils.findOne((el) => el.name === 'strong' || el.name === 'b', element.children);
  return strong && visibleText(strong) === text ? text : null;
}

/**
 * The lines of the section under a heading: list items if it has lists, else its paragraphs, until the
 * next heading of the same or a higher level (a sub-heading such as 'For the sauce' does not end it).
 */
function sectionLines(all: Element[], start: number): string[] {
  const level = headingLevel(all[start]!) ?? 6;
  const items: string[] = [];
  const paragraphs: string[] = [];
  for (let i = start + 1; i < all.length; i++) {
    const element = all[i]!;
    const nextLevel = headingLevel(element);
    if (nextLevel !== null && nextLevel <= level) break;
    const title = headingText(element);
    if (title && (INGREDIENTS_HEADING.test(title) || STEPS_HEADING.test(title) || AFTER_STEPS.test(title))) break;
    if (element.name === 'li') items.push(visibleText(element));
    else if (element.name === 'p' && !DomUtils.findOne((el) => el.name === 'li', element.children)) paragraphs.push(visibleText(element));
  }
  return (items.length ? items : paragraphs).map((line) => line.replace(/\n/g, ' ')).filter(Boolean);
}

function linesAfter(all: Element[], heading: RegExp): string[] {
  const start = all.findIndex((element) => {
    const text = headingText(element);
    return text !== null && heading.test(text);
  });
  return start === -1 ? [] : sectionLines(all, start);
}

export function findRecipeByHeadings(document: Document): SchemaNode | null {
  const all = elements(document, () => true);
  const recipeIngredient = linesAfter(all, INGREDIENTS_HEADING);
  const recipeInstructions = linesAfter(all, STEPS_HEADING);
  if (!recipeIngredient.length || !recipeInstructions.length) return null;
  const [h1] = elements(document, (el) => el.name === 'h1');
  const [title] = elements(document, (el) => el.name === 'title');
  return {
    '@type': 'Recipe',
    name: (h1 && visibleText(h1)) || metaContent(document, 'og:title') || (title ? DomUtils.textContent(title).trim() : ''),
    description: metaContent(document, 'og:description', 'description'),
    recipeIngredient,
    recipeInstructions,
  };
}

/**
 * Text copied from a page (no markup): the first line is the title, then the lines under an
 * 'Ingredients' line and a 'Method' line.
 */
export function findRecipeInText(text: string): SchemaNode | null {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const isHeading = (line: string, pattern: RegExp) => line.length <= 40 && pattern.test(line.replace(/:$/, ''));
  const ingredientsAt = lines.findIndex((line) => isHeading(line, INGREDIENTS_HEADING));
  const stepsAt = lines.findIndex((line, i) => i > ingredientsAt && isHeading(line, STEPS_HEADING));
  if (ingredientsAt === -1 || stepsAt === -1) return null;
  const endAt = lines.findIndex((line, i) => i > stepsAt && isHeading(line, AFTER_STEPS));
  const recipeIngredient = lines.slice(ingredientsAt + 1, stepsAt);
  const recipeInstructions = lines.slice(stepsAt + 1, endAt === -1 ? undefined : endAt);
  if (!recipeIngredient.length || !recipeInstructions.length) return null;
  return { '@type': 'Recipe', name: ingredientsAt > 0 ? lines[0]! : '', recipeIngredient, recipeInstructions };
}
