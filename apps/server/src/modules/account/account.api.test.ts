import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { accountMessages, FORMER_MEMBER_NAME, serverMessages } from '@hearth/contracts';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { aiToolRuns, collections, mealPlans, notifications, profiles, recipeRatings, recipes, sessions, shoppingExtras, users } from '../../db/schema';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { CHANGE_EMAIL_SUBJECT } from '../auth/account-mail';
import { cookieFrom, createMember, createTestApp, PASSWORD, requester, sampleRecipe, signUp, uniqueEmail, type TestApp } from '../../../test/helpers';
import { FORMER_MEMBER_ID } from './account.repository';

const NEW_PASSWORD = 'a-new-kitchen-password';
const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const signIn = (app: TestApp['app'], email: string, password: string, userAgent = CHROME_ON_WINDOWS) =>
  app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password }, headers: { 'user-agent': userAgent } });
const status = async (app: TestApp['app'], cookie: string) => (await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode;
const send = (app: TestApp['app'], cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('the account and its name', () => {
  it('shows the name, email and whether there is a password; a new name splits into first and last', async () => {
    const { cookie, email } = await signUp(t.app, { name: 'Asha Rao' });
    expect((await send(t.app, cookie, 'GET', '/api/account')).json()).toEqual({ name: 'Asha Rao', email, emailVerified: false, hasPassword: true, mailsLinks: false });

    const renamed = await send(t.app, cookie, 'PATCH', '/api/account/name', { name: '  Asha Lakshmi Rao ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Asha Lakshmi Rao' });
    expect((await send(t.app, cookie, 'GET', '/api/user')).json()).toMatchObject({ firstName: 'Asha', lastName: 'Lakshmi Rao' });

    const blank = await send(t.app, cookie, 'PATCH', '/api/account/name', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(accountMessages.nameRequired);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/account' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: serverMessages.signInRequired });
  });
});

describe('changing the password', () => {
  it('needs the current password, ends every other session but not this one', async () => {
    const { email, cookie: laptop } = await signUp(t.app);
    const phone = cookieFrom(await signIn(t.app, email, PASSWORD, SAFARI_ON_IPHONE));
    expect(await status(t.app, phone)).toBe(200);

    const wrong = await send(t.app, laptop, 'POST', '/api/account/password', { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', message: accountMessages.wrongPassword, issues: [{ path: ['currentPassword'] }] });
    expect(await status(t.app, phone)).toBe(200);
    expect((await signIn(t.app, email, PASSWORD)).statusCode).toBe(200);

    const short = await send(t.app, laptop, 'POST', '/api/account/password', { currentPassword: PASSWORD, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(accountMessages.passwordTooShort);

    const changed = await send(t.app, laptop, 'POST', '/api/account/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(changed.statusCode).toBe(204);
    const laptopNow = cookieFrom(changed);
    expect(laptopNow).toMatch(/hearth\.session_token=/);
    expect(await status(t.app, laptopNow)).toBe(200);
    expect(await status(t.app, phone)).toBe(401);
    expect((await signIn(t.app, email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(t.app, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('common passwords are refused as at sign-up', async () => {
    const { cookie } = await signUp(t.app);
    const weak = await send(t.app, cookie, 'POST', '/api/account/password', { currentPassword: PASSWORD, newPassword: 'password123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'WEAK_PASSWORD', issues: [{ path: ['newPassword'] }] });
  });

  it('wrong current passwords count as failed sign-ins: a stolen session cannot guess the password', async () => {
    const guarded = await createTestApp({ SIGN_IN_FAILURES_PER_HOUR: '3' });
    const { email, cookie } = await signUp(guarded.app);
    const guess = (currentPassword: string, newPassword = NEW_PASSWORD) => send(guarded.app, cookie, 'POST', '/api/account/password', { currentPassword, newPassword });
    expect((await guess('guess-number-1')).statusCode).toBe(400);
    expect((await guess('guess-number-2')).statusCode).toBe(400);
    // A refused new password proves nothing about the current one, so it clears nothing.
    expect((await guess(PASSWORD, 'password123')).json()).toMatchObject({ code: 'WEAK_PASSWORD' });
    expect((await send(guarded.app, cookie, 'POST', '/api/account/email', { newEmail: uniqueEmail(), password: 'guess-number-3' })).statusCode).toBe(400);
    expect((await send(guarded.app, cookie, 'POST', '/api/account/delete', { password: PASSWORD, recipes: 'keep' })).json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    const locked = await send(guarded.app, cookie, 'POST', '/api/account/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    expect((await signIn(guarded.app, email, PASSWORD)).statusCode).toBe(429);
  });

  it("Better Auth's own account endpoints are not reachable around these routes", async () => {
    const { cookie } = await signUp(t.app);
    for (const url of [
      '/api/auth/change-password',
      '/api/auth/change-password/',
      '/api/auth//change-email',
      '/api/auth/revoke-other-sessions',
      '/api/auth/request-password-reset',
      '/api/auth/reset-password',
    ]) {
      const response = await send(t.app, cookie, 'POST', url, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, newEmail: 'x@hearth.test', email: 'x@hearth.test' });
      expect(response.statusCode, url).toBe(404);
    }
    expect((await send(t.app, cookie, 'GET', '/api/auth/list-sessions')).statusCode).toBe(404);
    expect(await status(t.app, cookie)).toBe(200);
  });
});

describe('where the member is signed in', () => {
  it('lists sessions with their device, marks this one, and ends one or all the others', async () => {
    const { email } = await signUp(t.app);
    const laptop = cookieFrom(await signIn(t.app, email, PASSWORD, CHROME_ON_WINDOWS));
    const phone = cookieFrom(await signIn(t.app, email, PASSWORD, SAFARI_ON_IPHONE));
    const tablet = cookieFrom(await signIn(t.app, email, PASSWORD, 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'));

    const list = (await send(t.app, laptop, 'GET', '/api/account/sessions')).json() as { id: string; device: string; current: boolean; lastActiveAt: string }[];
    expect(list).toHaveLength(4); // the sign-up's own session too
    expect(list[0]).toMatchObject({ device: 'Chrome on Windows', current: true });
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.map((s) => s.device)).toEqual(expect.arrayContaining(['Safari on iPhone', 'Firefox on Linux']));
    expect(JSON.stringify(list)).not.toMatch(/token/i);

    const phoneSession = list.find((s) => s.device === 'Safari on iPhone')!;
    expect((await send(t.app, laptop, 'DELETE', `/api/account/sessions/${phoneSession.id}`)).statusCode).toBe(204);
    expect(await status(t.app, phone)).toBe(401);
    expect(await status(t.app, tablet)).toBe(200);
    const again = await send(t.app, laptop, 'DELETE', `/api/account/sessions/${phoneSession.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(accountMessages.sessionNotFound);

    expect((await send(t.app, laptop, 'POST', '/api/account/sessions/end-others')).statusCode).toBe(204);
    expect(await status(t.app, tablet)).toBe(401);
    expect(await status(t.app, laptop)).toBe(200);
    expect((await send(t.app, laptop, 'GET', '/api/account/sessions')).json()).toHaveLength(1);
  });

  it("cannot end another member's session", async () => {
    const mine = await signUp(t.app);
    const theirs = await signUp(t.app);
    const [their] = await t.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, theirs.userId));
    expect((await send(t.app, mine.cookie, 'DELETE', `/api/account/sessions/${their!.id}`)).statusCode).toBe(404);
    expect(await status(t.app, theirs.cookie)).toBe(200);
  });
});

describe('changing the email address', () => {
  it('without mail: changes at once after the password, unconfirmed; a taken address or a wrong password changes nothing', async () => {
    const { email, cookie } = await signUp(t.app);
    const other = await signUp(t.app);
    const newEmail = uniqueEmail('moved');

    const wrong = await send(t.app, cookie, 'POST', '/api/account/email', { newEmail, password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', issues: [{ path: ['password'] }] });
    const taken = await send(t.app, cookie, 'POST', '/api/account/email', { newEmail: other.email.toUpperCase(), password: PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(accountMessages.emailUnavailable);
    const same = await send(t.app, cookie, 'POST', '/api/account/email', { newEmail: email, password: PASSWORD });
    expect(same.statusCode).toBe(400);
    expect((await send(t.app, cookie, 'GET', '/api/account')).json()).toMatchObject({ email });

    const changed = await send(t.app, cookie, 'POST', '/api/account/email', { newEmail: ` ${newEmail.toUpperCase()} `, password: PASSWORD });
    expect(changed.json()).toEqual({ status: 'changed', email: newEmail });
    expect((await send(t.app, cookie, 'GET', '/api/account')).json()).toMatchObject({ email: newEmail, emailVerified: false });
    expect((await signIn(t.app, email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(t.app, newEmail, PASSWORD)).statusCode).toBe(200);
  });

  it('with mail: the new address gets a link, and the email changes only when it is opened', async () => {
    const sent: MailMessage[] = [];
    const mailer: Mailer = { enabled: true, send: async (message) => void sent.push(message) };
    const mailing = await createTestApp({ PUBLIC_URL: 'http://hearth.test' }, { mailer });
    const { email, cookie } = await signUp(mailing.app);
    const taken = await signUp(mailing.app);
    expect((await send(mailing.app, cookie, 'GET', '/api/account')).json()).toMatchObject({ mailsLinks: true });
    const newEmail = uniqueEmail('new-home');

    const asked = await send(mailing.app, cookie, 'POST', '/api/account/email', { newEmail, password: PASSWORD });
    expect(asked.json()).toEqual({ status: 'link-sent', email: newEmail });
    expect((await send(mailing.app, cookie, 'GET', '/api/account')).json()).toMatchObject({ email });
    const message = sent.find((m) => m.to === newEmail)!;
    expect(message.subject).toBe(CHANGE_EMAIL_SUBJECT);
    const link = new URL(/https?:\/\/\S+/.exec(message.text)![0]);
    expect(link.origin).toBe('http://hearth.test');

    // Another account's address: the same answer, and no mail to it.
    const before = sent.length;
    expect((await send(mailing.app, cookie, 'POST', '/api/account/email', { newEmail: taken.email, password: PASSWORD })).json()).toEqual({
      status: 'link-sent',
      email: taken.email,
    });
    expect(sent.length).toBe(before);

    const opened = await mailing.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/profile?email=confirmed');
    expect((await send(mailing.app, cookie, 'GET', '/api/account')).json()).toMatchObject({ email: newEmail });
    expect((await signIn(mailing.app, newEmail, PASSWORD)).statusCode).toBe(200);
  });

  it("the link is mailed in the member's language: the app's language cookie, else Accept-Language, else English", async () => {
    const sent: MailMessage[] = [];
    const mailer: Mailer = { enabled: true, send: async (message) => void sent.push(message) };
    const mailing = await createTestApp({ PUBLIC_URL: 'http://hearth.test' }, { mailer });
    const askFrom = async (headers: { cookie?: string; 'accept-language'?: string }) => {
      const { cookie } = await signUp(mailing.app, { name: 'Meera Iyer' });
      const newEmail = uniqueEmail('moving');
      const asked = await mailing.app.inject({
        method: 'POST',
        url: '/api/account/email',
        headers: { ...headers, cookie: [cookie, headers.cookie].filter(Boolean).join('; ') },
        payload: { newEmail, password: PASSWORD },
      });
      expect(asked.json()).toEqual({ status: 'link-sent', email: newEmail });
      return sent.find((m) => m.to === newEmail)!;
    };

    const hindi = await askFrom({ cookie: 'hearth-language=hi', 'accept-language': 'es' });
    expect(hindi.subject).toBe('Hearth के लिए अपने नए ईमेल पते की पुष्टि करें');
    expect(hindi.text).toMatch(/^नमस्ते Meera Iyer,\n\nआपने अपने Hearth अकाउंट के लिए यह पता इस्तेमाल करने को कहा है।/);
    const spanish = await askFrom({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(spanish.subject).toBe('Confirma tu nuevo correo electrónico para Hearth');
    expect(spanish.text).toMatch(/^Hola, Meera Iyer:\n\nPediste usar esta dirección para tu cuenta de Hearth\./);
    const english = await askFrom({});
    expect(english.subject).toBe(CHANGE_EMAIL_SUBJECT);
    const url = /https?:\/\/\S+/.exec(english.text)![0];
    expect(english.text).toBe(
      `Hello Meera Iyer,\n\nYou asked to use this address for your Hearth account. Open this link to confirm it:\n${url}\n\nUntil you do, your account keeps its old address. If you did not ask for this, you can ignore this message.`,
    );

    // The language rides in the link's return address; the link still confirms the address.
    const link = new URL(/https?:\/\/\S+/.exec(hindi.text)![0]);
    const opened = await mailing.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/profile?email=confirmed&lang=hi');
  });
});

describe('deleting the account', () => {
  const png = () =>
    sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 200, g: 90, b: 40 } } })
      .png()
      .toBuffer();
  const filesIn = (dir: string) => (existsSync(path.join(t.uploadsDir, dir)) ? readdirSync(path.join(t.uploadsDir, dir)) : []);
  const rowsOf = async (userId: string) => {
    const countWhere = async (
      table: typeof collections | typeof mealPlans | typeof shoppingExtras | typeof notifications | typeof aiToolRuns | typeof recipeRatings | typeof sessions,
    ) =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(eq(table.userId, userId))
      )[0]!.n;
    return {
      user: (await t.database.db.select().from(users).where(eq(users.id, userId))).length,
      profile: (await t.database.db.select().from(profiles).where(eq(profiles.userId, userId))).length,
      collections: await countWhere(collections),
      mealPlans: await countWhere(mealPlans),
      shoppingExtras: await countWhere(shoppingExtras),
      notifications: await countWhere(notifications),
      aiHistory: await countWhere(aiToolRuns),
      ratings: await countWhere(recipeRatings),
      sessions: await countWhere(sessions),
    };
  };

  /** A member with a bit of everything: recipes public and private, a rating, plans, a collection, AI history, an avatar. */
  async function busyMember() {
    const admin = await createMember(t, 'admin');
    const member = await createMember(t, 'approved', { name: 'Meera Iyer' });
    const as = requester(t, member.cookie);
    const publicRecipe = (await as.post('/api/recipes', sampleRecipe({ title: 'Kept Lemon Rice' }))).json() as { id: number };
    const privateRecipe = (await as.post('/api/recipes', sampleRecipe({ title: 'Secret Family Rasam', visibility: 'private' }))).json() as { id: number };
    await requester(t, admin.cookie).post(`/api/admin/recipes/${publicRecipe.id}/approve`);
    expect((await as.upload(`/api/recipes/${privateRecipe.id}/images`, 'rasam.png', 'image/png', await png())).statusCode).toBeLessThan(300);
    const othersRecipe = (await requester(t, admin.cookie).post('/api/recipes', sampleRecipe({ title: 'Admin Upma' }))).json() as { id: number };
    expect((await as.post(`/api/recipes/${othersRecipe.id}/rate`, { rating: 2 })).statusCode).toBe(200);
    const collection = (await as.post('/api/collections', { name: 'Weeknights', isPublic: true })).json() as { id: number };
    await as.post(`/api/collections/${collection.id}/recipes`, { recipeId: othersRecipe.id });
    expect((await as.post('/api/meal-plans', { recipeId: othersRecipe.id, plannedDate: '2027-01-05', mealType: 'dinner', notes: '' })).statusCode).toBeLessThan(300);
    expect((await as.post('/api/shopping-list/items', { weekStart: '2027-01-03', name: 'Kitchen roll', amount: '' })).statusCode).toBe(201);
    expect((await as.post('/api/ai/recipe-to-music', { recipeId: null, dishName: 'Lemon rice', mood: 'calm' })).statusCode).toBe(200);
    expect((await as.upload('/api/profile/avatar', 'me.png', 'image/png', await png())).statusCode).toBe(200);
    return { admin, member, publicRecipe, privateRecipe, othersRecipe };
  }

  const ratingOf = async (recipeId: number) => {
    const [row] = await t.database.db.select({ sum: recipes.ratingSum, count: recipes.ratingCount }).from(recipes).where(eq(recipes.id, recipeId));
    return row;
  };

  it('keeps public recipes under Former member and removes everything personal, files included', async () => {
    const { admin, member, publicRecipe, privateRecipe, othersRecipe } = await busyMember();
    const before = await rowsOf(member.userId);
    expect(Object.values(before).every((n) => n > 0)).toBe(true);
    expect(await ratingOf(othersRecipe.id)).toEqual({ sum: 2, count: 1 });
    const avatars = filesIn('avatars').length;
    const music = filesIn('music').length;
    const recipeFiles = filesIn('recipes').length;

    const deleted = await send(t.app, member.cookie, 'POST', '/api/account/delete', { password: PASSWORD, recipes: 'keep' });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ recipesKept: 1, recipesDeleted: 1 });
    expect(String(deleted.headers['set-cookie'])).toMatch(/session_token=;/);

    expect(await rowsOf(member.userId)).toEqual({ user: 0, profile: 0, collections: 0, mealPlans: 0, shoppingExtras: 0, notifications: 0, aiHistory: 0, ratings: 0, sessions: 0 });
    expect(await ratingOf(othersRecipe.id)).toEqual({ sum: 0, count: 0 });
    expect(filesIn('avatars').length).toBe(avatars - 1);
    expect(filesIn('music').length).toBe(music - 1);
    expect(filesIn('recipes').length).toBeLessThan(recipeFiles);
    expect(await status(t.app, member.cookie)).toBe(401);
    expect((await signIn(t.app, member.email, PASSWORD)).statusCode).toBe(401);

    const kept = await requester(t, admin.cookie).get(`/api/recipes/${publicRecipe.id}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ title: 'Kept Lemon Rice', createdBy: FORMER_MEMBER_ID, creator: { firstName: FORMER_MEMBER_NAME, username: null } });
    expect((await requester(t, admin.cookie).get(`/api/recipes/${privateRecipe.id}`)).statusCode).toBe(404);
  });

  it('deletes the public recipes too when asked, and makes one Former member row however many leave', async () => {
    const { admin, member, publicRecipe } = await busyMember();
    const deleted = await send(t.app, member.cookie, 'POST', '/api/account/delete', { password: PASSWORD, recipes: 'delete' });
    expect(deleted.json()).toEqual({ recipesKept: 0, recipesDeleted: 2 });
    expect((await requester(t, admin.cookie).get(`/api/recipes/${publicRecipe.id}`)).statusCode).toBe(404);

    const another = await createMember(t, 'approved');
    await requester(t, another.cookie).post('/api/recipes', sampleRecipe({ title: 'Second Kept Dish' }));
    expect((await send(t.app, another.cookie, 'POST', '/api/account/delete', { password: PASSWORD, recipes: 'keep' })).json()).toEqual({ recipesKept: 1, recipesDeleted: 0 });
    const formerRows = await t.database.db.select({ isBanned: users.isBanned }).from(users).where(eq(users.id, FORMER_MEMBER_ID));
    expect(formerRows).toEqual([{ isBanned: true }]);
  });

  it('a wrong password or no choice about recipes is refused and nothing changes', async () => {
    const member = await createMember(t, 'approved');
    const wrong = await send(t.app, member.cookie, 'POST', '/api/account/delete', { password: 'not-my-password', recipes: 'delete' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', message: accountMessages.wrongPassword });
    expect((await send(t.app, member.cookie, 'POST', '/api/account/delete', { password: PASSWORD })).statusCode).toBe(400);
    expect(await rowsOf(member.userId)).toMatchObject({ user: 1, profile: 1, sessions: 1 });
    expect(await status(t.app, member.cookie)).toBe(200);
  });

  it('the only super admin cannot delete their account', async () => {
    const lone = await createTestApp();
    const owner = await createMember(lone, 'superAdmin');
    const refused = await send(lone.app, owner.cookie, 'POST', '/api/account/delete', { password: PASSWORD, recipes: 'keep' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(accountMessages.lastSuperAdmin);
    expect(await status(lone.app, owner.cookie)).toBe(200);
  });
});
