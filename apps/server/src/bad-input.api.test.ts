import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, sampleRecipe, requester, type TestApp } from '../test/helpers';

let t: TestApp;
let member: ReturnType<typeof requester>;
let admin: ReturnType<typeof requester>;
let recipeId: number;

beforeAll(async () => {
  t = await createTestApp();
  member = requester(t, (await createMember(t, 'approved')).cookie);
  admin = requester(t, (await createMember(t, 'admin')).cookie);
  recipeId = (await admin.post('/api/recipes', sampleRecipe())).json().id;
});

const NUL = 'Dal\u0000Tadka';
const LONE_SURROGATE = 'Dal \ud800 Tadka';
const BEYOND_INT4 = 2 ** 31;

function expect400(response: { statusCode: number; json(): { message: string; code: string } }, message: RegExp) {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(400);
  expect(response.json().message).toMatch(message);
}

describe('bad input answers 400 with a clear message, never 500', () => {
  it.each([
    ['a NUL byte', NUL, /cannot contain control characters/i],
    ['a lone surrogate', LONE_SURROGATE, /invalid unicode/i],
  ])('text with %s', async (_label, text, message) => {
    expect400(await member.post('/api/recipes', sampleRecipe({ title: text })), message);
    expect400(await member.post('/api/recipes', sampleRecipe({ ingredients: [{ name: text, quantity: '1', unit: 'cup' }] })), message);
    expect400(await member.post('/api/collections', { name: text }), message);
    expect400(await member.post('/api/profile', { username: 'cook_text', location: text }), message);
    if (text === NUL) expect400(await member.get(`/api/recipes?search=${encodeURIComponent(text)}`), message);
    // A URL cannot carry a lone surrogate: its encoded UTF-8 form decodes to U+FFFD, which is harmless text.
    else expect((await member.get('/api/recipes?search=Dal%20%ED%A0%80%20Tadka')).statusCode).toBe(200);
    expect400(await member.post('/api/shopping-list/checks', { weekStart: '2026-11-23', itemKey: text, checked: true }), message);
  });

  it('ids beyond a 32-bit integer in paths and bodies', async () => {
    const message = /id must be a whole number from 1 to 2147483647/i;
    expect400(await member.get(`/api/recipes/${BEYOND_INT4}`), message);
    expect400(await member.get(`/api/recipes/99999999999999999999999`), message);
    expect400(await member.post(`/api/recipes/${recipeId}/versions/${BEYOND_INT4}/restore`), message);
    expect400(await member.post('/api/meal-plans', { recipeId: BEYOND_INT4, plannedDate: '2026-11-23' }), message);
    expect400(await member.post(`/api/collections/${BEYOND_INT4}/recipes`, { recipeId: 1 }), message);
    expect400(await member.delete(`/api/meal-plans/${BEYOND_INT4}`), message);
    expect400(await admin.post(`/api/admin/recipes/${BEYOND_INT4}/approve`), message);
  });

  it('offsets beyond what a list can hold', async () => {
    expect400(await member.get('/api/recipes?offset=1e20'), /offset/i);
    expect400(await admin.get('/api/admin/users?offset=99999999999999999999'), /offset/i);
  });

  it('impossible calendar dates in meal plans and the shopping list', async () => {
    const message = /not a real date/i;
    expect400(await member.post('/api/meal-plans', { recipeId, plannedDate: '2026-02-30' }), message);
    expect400(await member.get('/api/meal-plans?startDate=2026-02-29&endDate=2026-03-02'), message);
    expect400(await member.get('/api/shopping-list?weekStart=2026-04-31'), message);
    expect400(await member.post('/api/shopping-list/checks', { weekStart: '2026-02-30', itemKey: 'onion', checked: true }), message);
    // Leap days are real.
    expect((await member.get('/api/shopping-list?weekStart=2028-02-29')).statusCode).toBe(200);
  });

  it('JSON nested thousands of levels deep', async () => {
    const arrays = `{"name":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const objects = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const { cookie } = await createMember(t, 'approved');
    for (const url of ['/api/auth/sign-up/email', '/api/auth/sign-in/email', '/api/auth/update-user', '/api/auth/change-password', '/api/recipes', '/api/collections']) {
      for (const payload of [arrays, objects]) {
        const response = await t.app.inject({ method: 'POST', url, headers: { cookie, 'content-type': 'application/json' }, payload });
        expect400(response, /nested too deeply/i);
      }
    }
    // Brackets inside strings are text, not nesting.
    const brackets = await t.app.inject({
      method: 'POST',
      url: '/api/collections',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: '[['.repeat(40) }),
    });
    expect(brackets.statusCode).toBe(201);
  });

  it.each(['/api/auth/sign-up/email', '/api/auth/sign-in/email', '/api/login/sign-up', '/api/login/sign-in'])('null and wrongly typed fields on %s', async (url) => {
    for (const payload of [
      { name: null },
      { name: null, email: null, password: null },
      { email: ['a@b.c'], password: { x: 1 } },
      { name: 'A', email: 'x@hearth.test', password: 12345678 },
      { name: NUL, email: 'nul@hearth.test', password: 'a-long-enough-pass' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url, payload });
      expect(response.statusCode, `${url} ${JSON.stringify(payload)} → ${response.body}`).toBe(400);
    }
  });

  it('a signed-in member cannot null or garble their account name', async () => {
    const { cookie } = await createMember(t, 'approved');
    const update = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/update-user', headers: { cookie }, payload });
    expect400(await update({ name: null }), /name must be text/i);
    expect400(await update({ name: { first: 'A' } }), /name must be text/i);
    expect400(await update({ name: LONE_SURROGATE }), /invalid unicode/i);
    expect400(await update({ image: { src: 'x' } }), /image must be text/i);
    expect400(await update({ nickname: { deep: true } }), /unexpected value/i);
    expect400(await update({ name: 'x'.repeat(101) }), /at most 100 characters/i);
    expect((await update({ name: 'Asha R' })).statusCode).toBe(200);
  });

  it('a profile picture is an https address or one of our uploads, nothing else', async () => {
    const { cookie } = await createMember(t, 'approved');
    const update = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/update-user', headers: { cookie }, payload });
    for (const image of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'http://tracker.example/pixel.gif', '/media/../secret.png', 'https//missing-colon']) {
      expect400(await update({ image }), /https address or an uploaded image/i);
    }
    for (const image of ['https://images.example.org/me.jpg', '/media/avatars/a1B2-c3_d4.webp', null]) expect((await update({ image })).statusCode, String(image)).toBe(200);
  });
});
