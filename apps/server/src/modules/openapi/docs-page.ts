import { STATUS_CODES } from 'node:http';
import { ACCESS_WORDS } from './operations';

/**
 * /api/docs: the OpenAPI document as one readable, self-contained page (decision 0034). Rendered on the
 * server from the same document as /api/openapi.json: no script, no CDN, styles inline (the CSP allows
 * inline styles, never inline scripts). Grouped by tag; each endpoint shows its method, path, who may
 * call it (the policy table), parameters, and its request and response schemas as short type outlines.
 */

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  description?: string;
}

interface Media {
  schema?: JsonSchema;
}

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  'x-access'?: string;
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { description?: string; content?: Record<string, Media> }>;
}

export interface OpenApiDocument {
  info: { title: string; description?: string; version?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** How deep a type outline goes before it says '{ … }'; deeper parts are in /api/openapi.json. */
const OUTLINE_DEPTH = 4;
const ENUM_SHOWN = 8;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A JSON schema as a short TypeScript-like outline: `{ id: integer, tags: string[], nutrition?: {…} | null }`. */
export function schemaOutline(schema: JsonSchema | undefined, components: Record<string, JsonSchema> = {}, depth = 0, indent = ''): string {
  if (!schema) return 'any';
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    return depth >= OUTLINE_DEPTH || !components[name] ? name : schemaOutline(components[name], components, depth, indent);
  }
  const nullable = schema.nullable ? ' | null' : '';
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return `${union.map((member) => schemaOutline(member, components, depth, indent)).join(' | ')}${nullable}`;
  if (schema.allOf) return schema.allOf.map((member) => schemaOutline(member, components, depth, indent)).join(' & ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) {
    const shown = schema.enum.slice(0, ENUM_SHOWN).map((value) => JSON.stringify(value));
    return `${shown.join(' | ')}${schema.enum.length > ENUM_SHOWN ? ' | …' : ''}${nullable}`;
  }
  const types = ([] as string[]).concat(schema.type ?? (schema.properties ? 'object' : []));
  if (types.length > 1) return types.map((type) => schemaOutline({ ...schema, type }, components, depth, indent)).join(' | ');
  switch (types[0]) {
    case 'array': {
      const item = schemaOutline(schema.items, components, depth + 1, indent);
      return `${item.includes(' | ') ? `(${item})` : item}[]${nullable}`;
    }
    case 'object':
      return `${objectOutline(schema, components, depth, indent)}${nullable}`;
    case undefined:
      return 'any';
    default:
      return `${types[0]}${schema.format === 'binary' ? ' (file)' : ''}${nullable}`;
  }
}

function objectOutline(schema: JsonSchema, components: Record<string, JsonSchema>, depth: number, indent: string): string {
  const properties = Object.entries(schema.properties ?? {});
  if (!properties.length) {
    const values = typeof schema.additionalProperties === 'object' ? schemaOutline(schema.additionalProperties, components, depth + 1, indent) : 'any';
    return `{ [key: string]: ${values} }`;
  }
  if (depth >= OUTLINE_DEPTH) return '{ … }';
  const inner = `${indent}  `;
  const required = new Set(schema.required ?? []);
  const lines = properties.map(
    ([name, value]) =>
      `${inner}${/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name)}${required.has(name) ? '' : '?'}: ${schemaOutline(value, components, depth + 1, inner)}`,
  );
  return `{\n${lines.join('\n')}\n${indent}}`;
}

interface Listed {
  method: string;
  path: string;
  operation: Operation;
}

function byTag(document: OpenApiDocument): [string, Listed[]][] {
  const groups = new Map<string, Listed[]>((document.tags ?? []).map((tag) => [tag.name, []]));
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'Other';
      if (!groups.has(tag)) groups.set(tag, []);
      groups.get(tag)!.push({ method, path, operation });
    }
  }
  return [...groups].filter(([, listed]) => listed.length);
}

const mediaBlock = (content: Record<string, Media> | undefined, components: Record<string, JsonSchema>) =>
  Object.entries(content ?? {})
    .map(([type, media]) => `<p class="media"><code>${escapeHtml(type)}</code></p><pre>${escapeHtml(schemaOutline(media.schema, components))}</pre>`)
    .join('');

function parametersBlock(parameters: Operation['parameters']): string {
  if (!parameters?.length) return '';
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code>${p.required ? '' : ' <span class="muted">(optional)</span>'}</td><td>${escapeHtml(p.in)}</td><td><code>${escapeHtml(schemaOutline(p.schema))}</code>${p.description ? ` ${escapeHtml(p.description)}` : ''}</td></tr>`,
    )
    .join('');
  return `<table><caption>Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function operationBlock({ method, path, operation }: Listed, components: Record<string, JsonSchema>): string {
  const id = `op-${slug(`${method} ${path}`)}`;
  const access = operation['x-access'] ? ACCESS_WORDS[operation['x-access']] : undefined;
  const responses = Object.entries(operation.responses ?? {})
    .map(([status, response]) => {
      const body = mediaBlock(response.content, components);
      // @fastify/swagger names a contract's response 'Default Response'; the status's own name says more.
      const description = !response.description || response.description === 'Default Response' ? (STATUS_CODES[status] ?? '') : response.description;
      const heading = `<code>${escapeHtml(status)}</code> ${escapeHtml(description)}`;
      return body ? `<details><summary>${heading}</summary>${body}</details>` : `<p class="response">${heading}</p>`;
    })
    .join('');
  const request = operation.requestBody ? `<h4>Request body</h4>${mediaBlock(operation.requestBody.content, components)}` : '';
  return `<article class="op" id="${id}" aria-labelledby="${id}-h">
<h3 id="${id}-h"><span class="method ${method}">${method.toUpperCase()}</span> <code class="path">${escapeHtml(path)}</code></h3>
${operation.summary ? `<p>${escapeHtml(operation.summary)}</p>` : ''}
${access ? `<p class="access"><strong>Who may call:</strong> ${escapeHtml(access)}</p>` : ''}
${parametersBlock(operation.parameters)}${request}<h4>Responses</h4>${responses}
</article>`;
}

export function renderDocsPage(document: OpenApiDocument): string {
  const components = document.components?.schemas ?? {};
  const groups = byTag(document);
  const descriptions = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]));
  const nav = groups.map(([tag, listed]) => `<li><a href="#tag-${slug(tag)}">${escapeHtml(tag)}</a> <span class="muted">${listed.length}</span></li>`).join('');
  const sections = groups
    .map(([tag, listed]) => {
      const description = descriptions.get(tag);
      return `<section id="tag-${slug(tag)}" aria-labelledby="tag-${slug(tag)}-h"><h2 id="tag-${slug(tag)}-h">${escapeHtml(tag)}</h2>${description ? `<p>${escapeHtml(description)}</p>` : ''}${listed.map((l) => operationBlock(l, components)).join('\n')}</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(document.info.title)} · Documentation</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>${STYLES}</style>
</head>
<body>
<a class="skip" href="#main">Skip to the endpoints</a>
<header>
<h1>${escapeHtml(document.info.title)}</h1>
${document.info.description ? `<p>${escapeHtml(document.info.description)}</p>` : ''}
<p>The same as an OpenAPI 3 document: <a href="/api/openapi.json">/api/openapi.json</a>. Types are outlines of the JSON schemas there (<code>?</code> marks an optional field).</p>
</header>
<div class="layout">
<nav aria-label="Endpoint groups"><h2>Groups</h2><ul>${nav}</ul></nav>
<main id="main">
${sections}
</main>
</div>
</body>
</html>`;
}

// Hearth's palette (as on the sign-in pages), light and dark.
const STYLES = `
:root { --bg: #fbf7f2; --fg: #2a1f1a; --card: #fff; --muted: #6b5a50; --border: #e7d9cb; --primary: #b4441f; --code: #f3e9df;
  --get: #2f6b2a; --post: #9c3917; --put: #7a4f00; --patch: #6b3fa0; --delete: #a3161b; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #1a1512; --fg: #f4ece4; --card: #231c18; --muted: #bfae9f; --border: #3a2e27; --primary: #f08a5d; --code: #2f2520;
    --get: #8cc47f; --post: #f49d76; --put: #e9b44c; --patch: #c9a4f0; --delete: #f5908c; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
a { color: var(--primary); }
a:focus-visible, summary:focus-visible { outline: 2px solid var(--primary); outline-offset: 2px; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.875rem; }
pre { background: var(--code); padding: 0.75rem 1rem; border-radius: 0.5rem; overflow-x: auto; margin: 0.25rem 0 0.75rem; }
.skip { position: absolute; left: -999px; }
.skip:focus { left: 1rem; top: 1rem; background: var(--card); padding: 0.5rem 1rem; z-index: 1; }
header { padding: 2rem clamp(1rem, 4vw, 3rem) 1rem; max-width: 80rem; margin: 0 auto; }
header h1 { margin: 0 0 0.5rem; font-size: 2rem; }
.layout { display: grid; grid-template-columns: 14rem minmax(0, 1fr); gap: 2rem; max-width: 80rem; margin: 0 auto; padding: 0 clamp(1rem, 4vw, 3rem) 4rem; }
nav { position: sticky; top: 1rem; align-self: start; }
nav h2 { font-size: 0.875rem; text-transform: uppercase; letter-spacing: 0.05em; color: var(--muted); }
nav ul { list-style: none; margin: 0; padding: 0; }
nav li { padding: 0.2rem 0; }
section { margin-bottom: 2.5rem; }
section > h2 { border-bottom: 1px solid var(--border); padding-bottom: 0.25rem; }
.op { background: var(--card); border: 1px solid var(--border); border-radius: 0.75rem; padding: 1rem 1.25rem; margin: 1rem 0; }
.op h3 { margin: 0 0 0.5rem; font-size: 1rem; display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.op h4 { margin: 1rem 0 0.25rem; font-size: 0.9375rem; }
.op p { margin: 0.25rem 0; }
.path { font-size: 0.9375rem; word-break: break-all; }
.method { font: 700 0.75rem/1 ui-monospace, monospace; padding: 0.3rem 0.5rem; border-radius: 0.375rem; border: 1.5px solid currentColor; }
.get { color: var(--get); } .post { color: var(--post); } .put { color: var(--put); } .patch { color: var(--patch); } .delete { color: var(--delete); }
.access { color: var(--muted); }
.access strong { color: var(--fg); }
.muted { color: var(--muted); font-size: 0.875rem; }
.media { margin: 0.5rem 0 0; }
table { border-collapse: collapse; width: 100%; margin: 0.75rem 0; font-size: 0.9375rem; }
caption { text-align: left; font-weight: 600; padding-bottom: 0.25rem; }
th, td { text-align: left; padding: 0.35rem 0.5rem; border-bottom: 1px solid var(--border); vertical-align: top; }
details { margin: 0.25rem 0; }
summary { cursor: pointer; padding: 0.2rem 0; }
@media (max-width: 48rem) { .layout { grid-template-columns: 1fr; } nav { position: static; } }
`;
