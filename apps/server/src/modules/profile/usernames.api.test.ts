import { profileInputSchema, validation } from '@hearth/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers';
import { createProfileRepository } from './profile.repository';

// Usernames in every script (issue 16, item 6; docs/decisions/0037-installable-app-and-names.md).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const save = (cookie: string, username: string) => t.app.inject({ method: 'POST', url: '/api/profile', headers: { cookie }, payload: { username } });
const member = async () => (await signUp(t.app)).cookie;
const me = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json();

describe('usernames in every script', () => {
  it.each(['josé', 'प्रिया', 'Ωmega', 'Zoë_Ωmega.प्रि', 'Ольга-7'])('saves %s as typed and shows it back', async (username) => {
    const cookie = await member();
    const saved = await save(cookie, username);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().username).toBe(username);
    expect(await me(cookie)).toMatchObject({ profileComplete: true, profile: { username } });
  });

  it('refuses emoji with the contract’s message, and a short name with the spec’s', async () => {
    const cookie = await member();
    const emoji = await save(cookie, 'chef🍳');
    expect(emoji.statusCode).toBe(400);
    expect(emoji.json()).toMatchObject({
      code: 'VALIDATION',
      issues: [{ path: ['username'], message: 'Username may only contain letters, numbers, dots, dashes and underscores' }],
    });
    const short = await save(cookie, 'jé');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: validation.usernameMin, issues: [{ path: ['username'], message: validation.usernameMin }] });
    expect((await me(cookie)).profileComplete).toBe(false);
  });

  it('stores the NFC form: a name typed as e + combining accent is saved as é', async () => {
    const cookie = await member();
    const saved = await save(cookie, 'rene\u0301e');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().username).toBe('renée');
    expect(saved.json().username).toHaveLength(5);
  });

  it('is unique case-insensitively in any script, and NFD input is the same name as NFC', async () => {
    const first = await member();
    expect((await save(first, 'andrés')).statusCode).toBe(200);
    for (const other of ['ANDRÉS', 'Andre\u0301s', 'ANDRE\u0301S']) {
      const taken = await save(await member(), other);
      expect(taken.statusCode, other).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'CONFLICT', issues: [{ path: ['username'], message: 'Username is already taken' }] });
    }
    // The other way round too: the stored name is upper case, the new one lower.
    expect((await save(await member(), 'ΣΟΦΙΑ_cook')).statusCode).toBe(200);
    expect((await save(await member(), 'σοφια_cook')).statusCode).toBe(409);
    // A member may change the case of their own name.
    expect((await save(first, 'Andrés')).statusCode).toBe(200);
  });

  it('the unique index itself folds non-ASCII case (the last word when two members race)', async () => {
    const profiles = createProfileRepository(t.database.db);
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    await profiles.upsert(a.userId, profileInputSchema.parse({ username: 'żaneta' }));
    await expect(profiles.upsert(b.userId, profileInputSchema.parse({ username: 'ŻANETA' }))).rejects.toSatisfy((error: { code?: string; cause?: { code?: string } }) =>
      [error.code, error.cause?.code].includes('23505'),
    );
  });
});
