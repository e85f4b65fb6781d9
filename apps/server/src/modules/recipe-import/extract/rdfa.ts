import type { Document, Element } from 'domhandler';
import { elementValue, elements, readItem, type ItemVocabulary, type SchemaNode } from './dom';

// 'schema:name' and 'name' under vocab="https://schema.org/" name the same property.
const localName = (term: string) =>
  term
    .replace(/^[a-z][\w-]*:(?!\/\/)/i, '')
    .split('/')
    .pop() ?? term;

const isItem = (element: Element) => element.attribs.typeof !== undefined;

/** RDFa (Lite): typeof, property and content, as schema.org documents its use in HTML. */
const rdfa: ItemVocabulary = {
  isItem,
  typeOf: (element) => localName((element.attribs.typeof ?? '').trim().split(/\s+/)[0] ?? ''),
  propertyNames: (element) => (element.attribs.property ?? '').trim().split(/\s+/).filter(Boolean).map(localName),
  valueOf: (element) => elementValue(element, ['content']),
};

/** The first element typed Recipe (in the schema.org vocabulary or with a schema: prefix). */
export function findRdfaRecipe(document: Document): SchemaNode | null {
  const [root] = elements(
    document,
    (el) =>
      isItem(el) &&
      (el.attribs.typeof ?? '')
        .trim()
        .split(/\s+/)
        .some((type) => localName(type) === 'Recipe'),
  );
  return root ? readItem(root, rdfa) : null;
}
