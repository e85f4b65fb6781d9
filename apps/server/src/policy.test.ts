import { describe, expect, it } from 'vitest';
import type { Viewer } from './modules/users/users.repository';
import { decide, type Access } from './policy';

const viewer = (overrides: Partial<Viewer> = {}): Viewer => ({
  id: 'u1',
  email: 'a@b.c',
  firstName: 'A',
  lastName: null,
  image: null,
  isApproved: false,
  isBanned: false,
  isAdmin: false,
  isSuperAdmin: false,
  autoApprove: false,
  username: 'cook',
  foodProfile: null,
  ...overrides,
});

const status = (access: Access, v: Viewer | null) => {
  const d = decide(access, v);
  return d.allowed ? 200 : d.error.status;
};

describe('decide()', () => {
  it('lets visitors reach only public routes', () => {
    expect(status('public', null)).toBe(200);
    expect(status('signedIn', null)).toBe(401);
    expect(status('admin', null)).toBe(401);
  });

  it('keeps members with an incomplete profile to signed-in routes', () => {
    const incomplete = viewer({ username: null });
    expect(status('signedIn', incomplete)).toBe(200);
    expect(status('member', incomplete)).toBe(403);
  });

  it('lets pending members browse but not create', () => {
    expect(status('member', viewer())).toBe(200);
    expect(status('approved', viewer())).toBe(403);
  });

  it('counts super admins as approved and admin (spec §4)', () => {
    const superAdmin = viewer({ isSuperAdmin: true });
    expect(status('approved', superAdmin)).toBe(200);
    expect(status('admin', superAdmin)).toBe(200);
    expect(status('superAdmin', viewer({ isAdmin: true, isApproved: true }))).toBe(403);
  });

  it('lets a visitor read the session, and holds a session to the signed-in rules (decision 0039)', () => {
    expect(status('signedInOrVisitor', null)).toBe(200);
    expect(status('signedInOrVisitor', viewer({ username: null }))).toBe(200);
    expect(status('signedInOrVisitor', viewer({ isBanned: true }))).toBe(403);
  });

  it('refuses banned accounts everywhere but public routes', () => {
    const banned = viewer({ isBanned: true, isApproved: true, isAdmin: true });
    expect(status('signedIn', banned)).toBe(403);
    expect(status('admin', banned)).toBe(403);
    expect(status('public', banned)).toBe(200);
  });
});
