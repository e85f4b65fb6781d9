import { describe, expect, it } from 'vitest';
import { avatarInitial, displayHandle, displayName } from './user-display';

describe('sidebar footer identity (spec §2)', () => {
  it('avatar letter: first name, else email, else U', () => {
    expect(avatarInitial({ firstName: 'ana', email: 'x@y.z' })).toBe('A');
    expect(avatarInitial({ firstName: null, email: 'zoe@example.com' })).toBe('Z');
    expect(avatarInitial({ firstName: '  ', email: '' })).toBe('U');
    expect(avatarInitial(null)).toBe('U');
    expect(avatarInitial({ firstName: 'Émile' })).toBe('É');
  });

  it('name: first name, else email', () => {
    expect(displayName({ firstName: 'Ana', email: 'ana@example.com' })).toBe('Ana');
    expect(displayName({ firstName: null, email: 'ana@example.com' })).toBe('ana@example.com');
  });

  it('handle: username, else email', () => {
    expect(displayHandle({ email: 'ana@example.com', profile: { username: 'ana_cooks' } })).toBe('ana_cooks');
    expect(displayHandle({ email: 'ana@example.com', profile: null })).toBe('ana@example.com');
  });
});
