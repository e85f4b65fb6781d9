import { adminMessages, approvalNotification, type AdminUser } from '@hearth/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { completeProfile, createMember, createTestApp, PASSWORD, signUp, type TestApp, requester } from '../../../test/helpers';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { CONFIRM_EMAIL_SUBJECT } from '../auth/better-auth';

let t: TestApp;
let admin: { cookie: string; userId: string };
let superAdmin: { cookie: string; userId: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, 'admin');
  superAdmin = await createMember(t, 'superAdmin');
});

const as = (cookie: string) => requester(t, cookie);
const me = async (cookie: string) => (await as(cookie).get('/api/user')).json();

describe('admin stats and user lists', () => {
  it('counts users and lists members waiting for review (profile done, not approved, not banned)', async () => {
    const before = (await as(admin.cookie).get('/api/admin/stats')).json();
    const pending = await createMember(t, 'pending', { name: 'Pending Priya' });
    await createMember(t, 'incomplete'); // no profile yet: not in the review queue
    const stats = (await as(admin.cookie).get('/api/admin/stats')).json();
    expect(stats).toEqual({ totalUsers: before.totalUsers + 2, pendingUsers: before.pendingUsers + 1, totalRecipes: 0, pendingRecipes: 0 });

    const queue = (await as(admin.cookie).get('/api/admin/users/pending')).json() as AdminUser[];
    const row = queue.find((u) => u.id === pending.userId);
    expect(row).toMatchObject({ firstName: 'Pending', isApproved: false, isBanned: false, isAdmin: false, isSuperAdmin: false, profile: { username: expect.any(String) } });
    expect(queue.every((u) => u.profile !== null && !u.isApproved && !u.isBanned)).toBe(true);

    const all = (await as(admin.cookie).get('/api/admin/users')).json() as AdminUser[];
    expect(all.map((u) => u.id)).toEqual(expect.arrayContaining([pending.userId, admin.userId, superAdmin.userId]));
    expect(all.find((u) => u.id === superAdmin.userId)).toMatchObject({ isSuperAdmin: true });
  });
});

describe('approve', () => {
  it('approves the member, sets auto-approve, and notifies them in the app', async () => {
    const member = await createMember(t, 'pending');
    const response = await as(admin.cookie).post(`/api/admin/users/${member.userId}/approve`, { autoApprove: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: member.userId, isApproved: true, autoApprove: true });
    expect(await me(member.cookie)).toMatchObject({ isApproved: true });

    const bell = (await as(member.cookie).get('/api/notifications')).json();
    expect(bell.unreadCount).toBe(1);
    expect(bell.items[0]).toMatchObject({ type: 'account-approved', title: approvalNotification.title, link: '/recipes', read: false });

    expect((await as(member.cookie).post(`/api/notifications/${bell.items[0].id}/read`)).statusCode).toBe(204);
    expect((await as(member.cookie).get('/api/notifications')).json().unreadCount).toBe(0);
  });

  it('without a body it approves without auto-approve', async () => {
    const member = await createMember(t, 'pending');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.userId}/approve`,
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isApproved: true, autoApprove: false });
  });

  it("members cannot read or mark others' notifications", async () => {
    const member = await createMember(t, 'pending');
    await as(admin.cookie).post(`/api/admin/users/${member.userId}/approve`, { autoApprove: false });
    const id = (await as(member.cookie).get('/api/notifications')).json().items[0].id;
    const other = await createMember(t, 'pending');
    expect((await as(other.cookie).post(`/api/notifications/${id}/read`)).statusCode).toBe(404);
    expect((await as(member.cookie).get('/api/notifications')).json().unreadCount).toBe(1);
  });

  it('404 for an unknown user', async () => {
    const response = await as(admin.cookie).post('/api/admin/users/nobody/approve', { autoApprove: false });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(adminMessages.userNotFound);
  });

  it('emails the member when email is configured', async () => {
    const sent: MailMessage[] = [];
    const mailer: Mailer = { enabled: true, send: async (m) => void sent.push(m) };
    const mailing = await createTestApp({ PUBLIC_URL: 'https://hearth.example.com' }, { mailer });
    const mailAdmin = await createMember(mailing, 'admin');
    const member = await createMember(mailing, 'pending');
    await mailing.app.inject({ method: 'POST', url: `/api/admin/users/${member.userId}/approve`, headers: { cookie: mailAdmin.cookie }, payload: { autoApprove: false } });
    // (Each new account was also sent its email-confirmation link.)
    const approvals = sent.filter((m) => m.subject !== CONFIRM_EMAIL_SUBJECT);
    expect(approvals).toEqual([{ to: member.email, subject: `Hearth: ${approvalNotification.title}`, text: `${approvalNotification.body}\n\nhttps://hearth.example.com/recipes` }]);
  });
});

describe('ban', () => {
  it('is permanent: every session ends at once and sign-in is refused with a clear message', async () => {
    const member = await createMember(t, 'pending');
    const secondSession = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: member.email, password: PASSWORD } });
    const response = await as(admin.cookie).post(`/api/admin/users/${member.userId}/ban`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isBanned: true });
    expect((await as(member.cookie).get('/api/user')).statusCode).toBe(401);
    const secondCookie = String(secondSession.headers['set-cookie']).split(';')[0]!;
    expect((await as(secondCookie).get('/api/user')).statusCode).toBe(401);

    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: member.email, password: PASSWORD } });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toBe('This account has been banned.');
    expect((await as(admin.cookie).post(`/api/admin/users/${member.userId}/approve`, { autoApprove: false })).statusCode).toBe(409);
  });

  it('super admins cannot be banned, promoted or demoted; admins cannot ban themselves', async () => {
    for (const action of ['ban', 'promote', 'demote']) {
      const response = await as(admin.cookie).post(`/api/admin/users/${superAdmin.userId}/${action}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(adminMessages.superAdminProtected);
    }
    expect((await as(admin.cookie).post(`/api/admin/users/${admin.userId}/ban`)).json().message).toBe(adminMessages.cannotBanSelf);
    expect(await me(superAdmin.cookie)).toMatchObject({ isSuperAdmin: true });
  });

  it('only a super admin can ban an admin', async () => {
    const otherAdmin = await createMember(t, 'admin');
    const byAdmin = await as(admin.cookie).post(`/api/admin/users/${otherAdmin.userId}/ban`);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(adminMessages.onlySuperAdminBansAdmins);
    expect((await as(superAdmin.cookie).post(`/api/admin/users/${otherAdmin.userId}/ban`)).statusCode).toBe(200);
  });
});

describe('promote and demote', () => {
  it('promotes a member to admin (which approves them) and demotes them back', async () => {
    const member = await createMember(t, 'pending');
    const promoted = await as(admin.cookie).post(`/api/admin/users/${member.userId}/promote`);
    expect(promoted.json()).toMatchObject({ isAdmin: true, isApproved: true });
    expect((await as(member.cookie).get('/api/admin/stats')).statusCode).toBe(200);
    expect((await as(admin.cookie).post(`/api/admin/users/${member.userId}/promote`)).statusCode).toBe(409);

    const demoted = await as(admin.cookie).post(`/api/admin/users/${member.userId}/demote`);
    expect(demoted.json()).toMatchObject({ isAdmin: false, isApproved: true });
    expect((await as(member.cookie).get('/api/admin/stats')).statusCode).toBe(403);
    expect((await as(admin.cookie).post(`/api/admin/users/${member.userId}/demote`)).json().message).toBe(adminMessages.notAdmin);
  });

  it('promoting a pending member approves them, and they are told so as on approval (issue 12, item 7)', async () => {
    const member = await createMember(t, 'pending');
    const notices = async () => ((await as(member.cookie).get('/api/notifications')).json() as { items: { type: string; title: string }[] }).items;
    expect(await notices()).toEqual([]);
    expect((await as(admin.cookie).post(`/api/admin/users/${member.userId}/promote`)).json()).toMatchObject({ isAdmin: true, isApproved: true });
    expect(await me(member.cookie)).toMatchObject({ isAdmin: true, isApproved: true });
    expect(await notices()).toMatchObject([{ type: 'account-approved', title: approvalNotification.title }]);

    // An approved member promoted is not told again.
    const approved = await createMember(t, 'approved');
    await as(admin.cookie).post(`/api/admin/users/${approved.userId}/promote`);
    expect(((await as(approved.cookie).get('/api/notifications')).json() as { items: unknown[] }).items).toEqual([]);
  });

  it('an admin cannot demote themselves', async () => {
    const response = await as(admin.cookie).post(`/api/admin/users/${admin.userId}/demote`);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(adminMessages.cannotDemoteSelf);
  });

  it('refuses pending members and non-admins', async () => {
    const member = await createMember(t, 'approved');
    const target = await signUp(t.app);
    await completeProfile(t.app, target.cookie);
    for (const url of ['/api/admin/stats', '/api/admin/users', '/api/admin/users/pending']) {
      expect((await as(member.cookie).get(url)).statusCode).toBe(403);
    }
    expect((await as(member.cookie).post(`/api/admin/users/${target.userId}/promote`)).statusCode).toBe(403);
    expect(await me(target.cookie)).toMatchObject({ isAdmin: false });
  });
});
