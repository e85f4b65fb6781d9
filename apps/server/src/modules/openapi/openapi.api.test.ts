import { aiToolRoutes, recipeDetailSchema, recipeFormSchema, recipeJsonLdSchema } from '@hearth/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { routePolicy } from '../../policy';
import { operationDocs } from './operations';

interface Operation {
  summary?: string;
  tags?: string[];
  description?: string;
  'x-access'?: string;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown>; type?: string } }> }>;
}
interface Document {
  openapi: string;
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: Document;
/** Every operation of the document by its policy key ('GET /api/recipes/:id', 'GET /api/auth/*'). */
let operations: Map<string, Operation>;
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  doc = response.json() as Document;
  operations = new Map(
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => [`${method.toUpperCase()} ${path.replace(/\{\*\}/g, '*').replace(/\{(\w+)\}/g, ':$1')}`, operation] as const),
    ),
  );
});

const propertiesOf = (schema: z.ZodType, io: 'input' | 'output') =>
  Object.keys((z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as { properties: object }).properties).sort();

describe('GET /api/openapi.json', () => {
  it('documents every route of the policy table, with who may call it', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(routePolicy).filter((key) => !operations.has(key))).toEqual([]);
    for (const [key, access] of Object.entries(routePolicy)) {
      const operation = operations.get(key)!;
      expect(operation['x-access'], key).toBe(access);
      expect(operation.description, key).toMatch(/^Who may call: /);
    }
  });

  it('gives every operation a tag, a summary, its request body and its answer', () => {
    const tags = new Set(doc.tags.map((tag) => tag.name));
    const missing: string[] = [];
    for (const [key, operation] of operations) {
      const facts = operationDocs.get(key);
      if (!operation.summary) missing.push(`${key}: no summary (add one in modules/openapi/operations.ts)`);
      if (!operation.tags?.length || !operation.tags.every((tag) => tags.has(tag))) missing.push(`${key}: no known tag`);
      // A body comes from the route's zod contract or, for uploads, the table; else the table says there is none.
      if (/^(POST|PUT|PATCH) /.test(key) && !operation.requestBody && !facts?.noBody) missing.push(`${key}: no request body`);
      // An answer comes from the contract's response schema, or the table says what it is (204, redirect, page).
      const answers = Object.entries(operation.responses).filter(([status]) => /^[23]/.test(status));
      const described = answers.some(([status, response]) => response.content || status === '204' || status.startsWith('3'));
      if (!described) missing.push(`${key}: no documented answer`);
    }
    expect(missing).toEqual([]);
  });

  it('takes its schemas from the zod contracts', () => {
    const create = operations.get('POST /api/recipes')!;
    expect(Object.keys(create.requestBody!.content['application/json']!.schema.properties!).sort()).toEqual(propertiesOf(recipeFormSchema, 'input'));
    const detail = operations.get('GET /api/recipes/:id')!.responses['200']!.content!['application/json']!.schema!;
    expect(Object.keys(detail.properties!).sort()).toEqual(propertiesOf(recipeDetailSchema, 'output'));
    const jsonLd = operations.get('GET /api/recipes/:id/export')!.responses['200']!.content!;
    expect(Object.keys(Object.values(jsonLd)[0]!.schema!.properties!).sort()).toEqual(propertiesOf(recipeJsonLdSchema, 'output'));
    // Uploads as multipart forms, 204s without content.
    expect(Object.keys(operations.get('POST /api/recipes/:id/images')!.requestBody!.content)).toEqual(['multipart/form-data']);
    expect(operations.get('DELETE /api/collections/:id')!.responses['204']).toBeDefined();
    for (const route of aiToolRoutes()) {
      const operation = operations.get(`${route.method} ${route.path}`);
      expect(operation?.tags, route.path).toEqual(['AI tools']);
      expect(operation?.summary).toBeTruthy();
    }
  });
});

describe('GET /api/docs', () => {
  it('is one self-contained page listing every endpoint by tag, with who may call it, under the app’s CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const page = response.body;
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toMatch(/(src|href)="(https?:)?\/\//);
    for (const tag of doc.tags.filter((tag) => [...operations.values()].some((op) => op.tags?.includes(tag.name)))) {
      expect(page).toContain(`<h2 id="tag-${tag.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-h">${tag.name}</h2>`);
    }
    for (const [key, operation] of operations) {
      const [method, path] = key.split(' ') as [string, string];
      const documentedPath = path.replace(/:(\w+)/g, '{$1}').replace('*', '{*}');
      expect(page, key).toContain(`<span class="method ${method.toLowerCase()}">${method}</span> <code class="path">${documentedPath}</code>`);
      expect(page, key).toContain(operation.summary!.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;'));
    }
    expect(page).toContain('<strong>Who may call:</strong> Approved members (and super admins)');
    // Schema outlines: the recipe form's fields as the contract names them.
    expect(page).toMatch(/title: string/);
  });
});
