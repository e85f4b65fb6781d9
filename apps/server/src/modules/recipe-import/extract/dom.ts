import { hasChildren, isTag, isText, type AnyNode, type Document, type Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';

/**
 * What every extractor answers: a schema.org node as JSON-LD writes one (property → value or list of
 * values, nested nodes as objects), whichever markup it was read from, so one reader turns it into a draft.
 */
export type SchemaValue = string | number | boolean | null | SchemaNode | SchemaValue[];
export interface SchemaNode {
  [property: string]: SchemaValue | undefined;
}

export function parseHtml(html: string): Document {
  return parseDocument(html, { lowerCaseAttributeNames: true, lowerCaseTags: true });
}

export const isElement = (node: AnyNode): node is Element => isTag(node);

export function elements(root: AnyNode | AnyNode[], test: (element: Element) => boolean): Element[] {
  return DomUtils.findAll(test, Array.isArray(root) ? root : [root]);
}

const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'button', 'select', 'iframe']);
const BLOCKS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'section',
  'article',
  'header',
  'footer',
  'blockquote',
  'dt',
  'dd',
  'figure',
  'table',
]);

/**
 * Text as a reader sees it: blocks and line breaks start new lines, runs of spaces collapse, hidden
 * content (scripts, styles) is left out. Lines are trimmed; empty ones dropped.
 */
export function visibleText(node: AnyNode | AnyNode[]): string {
  let out = '';
  const walk = (current: AnyNode) => {
    if (isText(current)) {
      out += current.data;
      return;
    }
    if (!isElement(current)) {
      // A document or fragment: its children are the content.
      if (hasChildren(current)) current.children.forEach(walk);
      return;
    }
    if (HIDDEN.has(current.name)) return;
    if (current.name === 'br') {
      out += '\n';
      return;
    }
    const block = BLOCKS.has(current.name);
    if (block) out += '\n';
    current.children.forEach(walk);
    if (block) out += '\n';
  };
  (Array.isArray(node) ? node : [node]).forEach(walk);
  return out
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** A JSON-LD or attribute string that may hold markup or entities ('<p>Mix&amp;stir</p>'), as plain text. */
export function plainText(text: string): string {
  if (!/[<&]/.test(text))
    return text
      .replace(/\r\n?/g, '\n')
      .replace(/[ \t\u00a0]+/g, ' ')
      .trim();
  return visibleText(parseDocument(text, { decodeEntities: true }));
}

export const attribute = (element: Element, name: string): string | undefined => element.attribs[name];

/** The content of `<meta property|name="key">` (Open Graph, description), first one found. */
export function metaContent(document: Document, ...keys: string[]): string | null {
  for (const key of keys) {
    const meta = DomUtils.findOne((el) => el.name === 'meta' && (el.attribs.property === key || el.attribs.name === key), document.children);
    const content = meta?.attribs.content?.trim();
    if (content) return content;
  }
  return null;
}

/** How one kind of structured markup (Microdata, RDFa) marks items, their types, properties and values. */
export interface ItemVocabulary {
  isItem(element: Element): boolean;
  typeOf(element: Element): string;
  propertyNames(element: Element): string[];
  /** A property's value when the element is not itself an item. */
  valueOf(element: Element): string;
}

/**
 * An item and its properties: descendants carrying property names, down to (and including) nested items,
 * whose own properties stay theirs. A property seen more than once becomes a list, as in JSON-LD.
 */
export function readItem(root: Element, vocabulary: ItemVocabulary): SchemaNode {
  const node: SchemaNode = { '@type': vocabulary.typeOf(root) };
  const add = (name: string, value: SchemaValue) => {
    const existing = node[name];
    node[name] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  };
  const walk = (element: Element) => {
    for (const child of element.children) {
      if (!isElement(child)) continue;
      const names = vocabulary.propertyNames(child);
      const nested = vocabulary.isItem(child);
      for (const name of names) add(name, nested ? readItem(child, vocabulary) : vocabulary.valueOf(child));
      if (!nested) walk(child);
    }
  };
  walk(root);
  return node;
}

/** Microdata and RDFa take a value from the attribute that element keeps it in, else from its text. */
export function elementValue(element: Element, contentAttributes: readonly string[]): string {
  for (const name of contentAttributes) {
    const value = element.attribs[name];
    if (value !== undefined) return value.trim();
  }
  switch (element.name) {
    case 'a':
    case 'area':
    case 'link':
      return element.attribs.href?.trim() ?? '';
    case 'img':
    case 'audio':
    case 'video':
    case 'source':
    case 'embed':
    case 'iframe':
    case 'track':
      return element.attribs.src?.trim() ?? '';
    case 'object':
      return element.attribs.data?.trim() ?? '';
    case 'data':
    case 'meter':
      return element.attribs.value?.trim() ?? '';
    case 'time':
      return (element.attribs.datetime ?? visibleText(element)).trim();
    default:
      return visibleText(element);
  }
}
