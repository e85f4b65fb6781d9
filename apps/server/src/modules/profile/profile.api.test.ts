import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { validation } from '@hearth/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, requester, signUp, type TestApp } from '../../../test/helpers';
import { avatarKey } from '../../storage/images';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const post = (cookie: string, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/profile', headers: { cookie }, payload: payload as object });
const get = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
const me = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json();

describe('POST /api/profile', () => {
  it('creates the profile with defaults; profileComplete becomes true and the member stays pending', async () => {
    const { cookie } = await signUp(t.app);
    expect((await get(cookie)).statusCode).toBe(404);
    const response = await post(cookie, { username: 'spice_route' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      username: 'spice_route',
      location: null,
      languagePreference: 'en',
      cookingSkillLevel: null,
      primaryDietType: [],
      healthFocusedDiets: [],
      allergies: [],
      favoriteCuisines: [],
      mealTypes: [],
      cookingStyles: [],
      nutritionGoals: [],
      dailyCalorieTarget: null,
    });
    expect(await me(cookie)).toMatchObject({ profileComplete: true, isApproved: false, profile: { username: 'spice_route' } });
  });

  it('refuses a short username with the spec message and saves nothing', async () => {
    const { cookie } = await signUp(t.app);
    const response = await post(cookie, { username: 'ab' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: validation.usernameMin, code: 'VALIDATION', issues: [{ path: ['username'], message: validation.usernameMin }] });
    expect((await get(cookie)).statusCode).toBe(404);
    expect(await me(cookie)).toMatchObject({ profileComplete: false });
  });

  it('a missing username says Required', async () => {
    const { cookie } = await signUp(t.app);
    const response = await post(cookie, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path: ['username'], message: validation.required });
  });

  it('parses the calorie target as an integer; empty means unset; nonsense is refused', async () => {
    const { cookie } = await signUp(t.app);
    expect((await post(cookie, { username: 'calorie_cook', dailyCalorieTarget: '2200' })).json().dailyCalorieTarget).toBe(2200);
    expect((await post(cookie, { username: 'calorie_cook', dailyCalorieTarget: '' })).json().dailyCalorieTarget).toBeNull();
    const bad = await post(cookie, { username: 'calorie_cook', dailyCalorieTarget: '12.5' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toEqual(['dailyCalorieTarget']);
  });

  it('keeps option lists to the spec values and drops duplicates', async () => {
    const { cookie } = await signUp(t.app);
    const ok = await post(cookie, { username: 'allergy_aware', allergies: ['Nuts', 'Dairy', 'Nuts'], favoriteCuisines: ['Thai', 'Street Food'], languagePreference: 'hi' });
    expect(ok.json()).toMatchObject({ allergies: ['Nuts', 'Dairy'], favoriteCuisines: ['Thai', 'Street Food'], languagePreference: 'hi' });
    const bad = await post(cookie, { username: 'allergy_aware', allergies: ['Peanut butter'] });
    expect(bad.statusCode).toBe(400);
    expect((await get(cookie)).json().allergies).toEqual(['Nuts', 'Dairy']);
  });

  it('updates the profile in place and drops unknown fields such as isAdmin', async () => {
    const { cookie } = await signUp(t.app);
    await post(cookie, { username: 'first_name', location: 'Pune' });
    const updated = await post(cookie, { username: 'second_name', location: '  ', isAdmin: true, isApproved: true, cookingSkillLevel: 'Expert' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ username: 'second_name', location: null, cookingSkillLevel: 'Expert' });
    expect(updated.json()).not.toHaveProperty('isAdmin');
    expect(await me(cookie)).toMatchObject({ isAdmin: false, isApproved: false, profile: { username: 'second_name' } });
  });

  it('usernames are unique regardless of case', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await post(a.cookie, { username: 'TandoorTom' });
    const taken = await post(b.cookie, { username: 'tandoortom' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'CONFLICT', issues: [{ path: ['username'] }] });
  });

  it('signed-out visitors get 401', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/profile', payload: { username: 'ghost' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
  });
});

describe('profile picture upload', () => {
  const png = (width = 900, height = 600) =>
    sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } })
      .png()
      .toBuffer();
  const avatarFiles = () => (existsSync(path.join(t.uploadsDir, 'avatars')) ? readdirSync(path.join(t.uploadsDir, 'avatars')) : []);

  it('stores a square picture from our own upload and shows it as the member avatar; a new one replaces and deletes the old', async () => {
    const { cookie } = await signUp(t.app);
    const first = await requester(t, cookie).upload('/api/profile/avatar', 'me.png', 'image/png', await png());
    expect(first.statusCode).toBe(200);
    const { imageUrl } = first.json() as { imageUrl: string };
    expect(imageUrl).toMatch(/^\/media\/avatars\/[A-Za-z0-9_-]+\.webp$/);
    expect(await me(cookie)).toMatchObject({ profileImageUrl: imageUrl });
    const served = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 256, height: 256, format: 'webp' });

    const second = (await requester(t, cookie).upload('/api/profile/avatar', 'me2.png', 'image/png', await png(400, 800))).json() as { imageUrl: string };
    expect(second.imageUrl).not.toBe(imageUrl);
    expect((await t.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(404);
    expect(avatarFiles()).toContain(second.imageUrl.split('/').pop());
  });

  it('refuses a file that is not an image with the spec message, and keeps the picture it had', async () => {
    const { cookie } = await signUp(t.app);
    const kept = (await requester(t, cookie).upload('/api/profile/avatar', 'me.png', 'image/png', await png())).json() as { imageUrl: string };
    const before = avatarFiles().length;
    const bad = await requester(t, cookie).upload('/api/profile/avatar', 'me.png', 'image/png', Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(bad.statusCode).toBe(415);
    expect(bad.json()).toMatchObject({ message: validation.invalidFileType.description });
    expect(avatarFiles()).toHaveLength(before);
    expect(await me(cookie)).toMatchObject({ profileImageUrl: kept.imageUrl });
  });

  it('removing it clears the avatar and deletes our file, but never touches an https picture', async () => {
    const { cookie } = await signUp(t.app);
    const { imageUrl } = (await requester(t, cookie).upload('/api/profile/avatar', 'me.png', 'image/png', await png())).json() as { imageUrl: string };
    expect((await requester(t, cookie).delete('/api/profile/avatar')).statusCode).toBe(204);
    expect(await me(cookie)).toMatchObject({ profileImageUrl: null });
    expect(avatarFiles()).not.toContain(imageUrl.split('/').pop());
    expect(avatarKey('https://example.org/me.webp')).toBeNull();
  });

  it('needs a signed-in member', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/profile/avatar' })).statusCode).toBe(401);
  });
});
