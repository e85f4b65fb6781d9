import type { Document } from 'domhandler';
import { jsonDepthExceeds, JSON_MAX_DEPTH } from '../../../plugins/json-body';
import { elements, type SchemaNode, type SchemaValue } from './dom';

/** The text of every `<script type="application/ld+json">` on the page. */
export function jsonLdBlocks(document: Document): string[] {
  return elements(document, (el) => el.name === 'script' && (el.attribs.type ?? '').trim().toLowerCase() === 'application/ld+json').map((script) =>
    script.children.map((child) => ('data' in child ? String(child.data) : '')).join(''),
  );
}

/**
 * JSON as pages publish it. Raw line breaks and tabs inside strings (invalid JSON, but common) are read
 * as spaces; a block nested deeper than any recipe needs is skipped rather than parsed.
 */
function parseLenient(text: string): unknown {
  // Some pages wrap the block in an HTML comment or a CDATA section for old browsers.
  const cleaned = text
    .trim()
    .replace(/^(?:<!--|\/\*\s*<!\[CDATA\[\s*\*\/)|(?:-->|\/\*\s*\]\]>\s*\*\/)$/g, '')
    .trim();
  if (jsonDepthExceeds(cleaned, JSON_MAX_DEPTH)) return null;
  try {
    return JSON.parse(cleaned);
  } catch {
    try {
      // eslint-disable-next-line no-control-regex
      return JSON.parse(cleaned.replace(/[\u0000-\u001f]+/g, ' '));
    } catch {
      return null;
    }
  }
}

const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/** 'Recipe', 'schema:Recipe', 'https://schema.org/Recipe' and lists holding one of them. */
export function hasType(node: SchemaNode, type: string): boolean {
  const types = Array.isArray(node['@type']) ? node['@type'] : [node['@type']];
  return types.some((t) => typeof t === 'string' && (t === type || t.endsWith(`/${type}`) || t.endsWith(`:${type}`)));
}

/** Every node in the blocks, depth first: top-level lists, `@graph`s and nodes nested in properties. */
function* allNodes(value: unknown, depth = 0): Generator<SchemaNode> {
  if (depth > JSON_MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const item of value) yield* allNodes(item, depth + 1);
    return;
  }
  if (!isNode(value)) return;
  yield value;
  for (const [key, child] of Object.entries(value)) if (key !== '@context') yield* allNodes(child, depth + 1);
}

/** A node that is only `{"@id": ...}` stands for the node with that id elsewhere in the graph. */
function resolveReferences(value: SchemaValue | undefined, ids: Map<string, SchemaNode>, depth = 0): SchemaValue | undefined {
  if (depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => resolveReferences(item, ids, depth + 1) ?? null);
  if (!isNode(value)) return value;
  const id = value['@id'];
  const target = typeof id === 'string' && Object.keys(value).length === 1 ? ids.get(id) : undefined;
  const source = target ?? value;
  return Object.fromEntries(Object.entries(source).map(([key, child]) => [key, resolveReferences(child, ids, depth + 1)]));
}

/** The first schema.org Recipe in the given JSON-LD texts (pages may hold several blocks, graphs, lists). */
export function findJsonLdRecipe(blocks: readonly string[]): SchemaNode | null {
  const nodes = blocks.flatMap((block) => [...allNodes(parseLenient(block))]);
  const ids = new Map<string, SchemaNode>();
  for (const node of nodes) if (typeof node['@id'] === 'string' && Object.keys(node).length > 1) ids.set(node['@id'], node);
  const recipe = nodes.find((node) => hasType(node, 'Recipe'));
  return recipe ? (resolveReferences(recipe, ids) as SchemaNode) : null;
}
