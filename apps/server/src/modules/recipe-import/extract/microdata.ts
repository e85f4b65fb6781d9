import type { Document, Element } from 'domhandler';
import { elementValue, elements, readItem, type ItemVocabulary, type SchemaNode } from './dom';

const isItem = (element: Element) => element.attribs.itemscope !== undefined;

/** HTML Microdata (itemscope, itemtype, itemprop), with the value rules of the HTML standard. */
const microdata: ItemVocabulary = {
  isItem,
  // itemtype may list several type URLs; the schema.org name is the last path segment of the first.
  typeOf: (element) => (element.attribs.itemtype ?? '').trim().split(/\s+/)[0]?.split('/').pop() ?? '',
  propertyNames: (element) => (element.attribs.itemprop ?? '').trim().split(/\s+/).filter(Boolean),
  valueOf: (element) => elementValue(element, element.name === 'meta' ? ['content'] : []),
};

const isRecipeType = (itemtype: string) => itemtype.split(/\s+/).some((type) => /^https?:\/\/schema\.org\/Recipe$/i.test(type));

/** The first item typed schema.org/Recipe on the page. */
export function findMicrodataRecipe(document: Document): SchemaNode | null {
  const [root] = elements(document, (el) => isItem(el) && isRecipeType(el.attribs.itemtype ?? ''));
  return root ? readItem(root, microdata) : null;
}
