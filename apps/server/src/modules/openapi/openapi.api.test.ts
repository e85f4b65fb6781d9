import { aiToolRoutes } from '@hearth/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { routePolicy } from '../../policy';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('GET /api/openapi.json', () => {
  it('documents every route of the policy table, the AI tools among them, from the contracts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { openapi: string; paths: Record<string, Record<string, { summary?: string; tags?: string[]; requestBody?: unknown }>> };
    expect(doc.openapi).toMatch(/^3\./);
    const documented = new Set(Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`)));
    const expected = Object.keys(routePolicy).filter(
      (key) =>
        !key.includes('*') &&
        !key.startsWith('GET /api/login') &&
        !key.startsWith('POST /api/login') &&
        key !== 'GET /api/logout' &&
        !key.startsWith('POST /api/auth') &&
        key !== 'GET /api/openapi.json',
    );
    expect(expected.filter((key) => !documented.has(key))).toEqual([]);
    for (const route of aiToolRoutes()) {
      const operation = doc.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation?.tags).toEqual(['AI tools']);
      expect(operation?.summary).toBeTruthy();
    }
    expect(doc.paths['/api/ai/flavor-pairing']?.post?.requestBody ?? doc.paths['/api/meal-plans/ai-recommendations']?.post?.requestBody).toBeTruthy();
  });
});
