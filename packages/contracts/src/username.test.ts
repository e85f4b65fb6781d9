import { describe, expect, it } from 'vitest';
import { validation } from './messages';
import { profileInputSchema, usernameLength, usernameSchema } from './profile';

const parse = (username: string) => usernameSchema.safeParse(username);
const firstMessage = (username: string) => parse(username).error?.issues[0]?.message;

describe('usernames in every script (issue 16, item 6)', () => {
  it.each(['josé', 'प्रिया', 'Ωmega', 'Ольга', '李小龙', 'مريم', 'spice_route', 'anna.k-2', 'Zoë_Ωmega.प्रिया'])('accepts %s', (name) => {
    expect(parse(name)).toMatchObject({ success: true, data: name.normalize('NFC') });
  });

  it.each([
    ['an emoji', 'chef🍳'],
    ['only emoji', '🍳🍳🍳'],
    ['a space', 'jose maria'],
    ['a symbol', 'cook$'],
    ['an invisible joiner', 'ab\u200dcd'],
    ['a leading combining mark', '\u0301abc'],
  ])('refuses %s', (_what, name) => {
    expect(firstMessage(name)).toBe('Username may only contain letters, numbers, dots, dashes and underscores');
  });

  it('stores the NFC form: e + combining acute and é are the same name', () => {
    const decomposed = 'jose\u0301';
    expect(decomposed).not.toBe('josé');
    expect(parse(decomposed).data).toBe('josé');
    expect(parse(' JOSE\u0301 ').data).toBe('JOSÉ');
  });

  it('counts code points, so a Devanagari name of two syllables is long enough', () => {
    expect(usernameLength('प्रिया')).toBe(6);
    expect(usernameLength('josé')).toBe(4);
    expect(usernameLength('jose\u0301'.normalize('NFC'))).toBe(4);
    expect(parse('प्र').success).toBe(true);
  });

  it('too short says the spec’s message first, whatever else is wrong', () => {
    expect(firstMessage('ab')).toBe(validation.usernameMin);
    expect(firstMessage('  é ')).toBe(validation.usernameMin);
    expect(firstMessage('a🍳')).toBe(validation.usernameMin);
    expect(firstMessage('')).toBe(validation.usernameMin);
    // Three code points as typed, two once NFC joins e and the accent: too short.
    expect(firstMessage('ée\u0301')).toBe(validation.usernameMin);
  });

  it('allows 30 code points and refuses 31, however many UTF-16 units they take', () => {
    const thirty = '𝒜'.repeat(2) + 'a'.repeat(28);
    expect(thirty.length).toBe(32);
    expect(parse(thirty).success).toBe(true);
    expect(firstMessage('a'.repeat(31))).toBe('Username must be at most 30 characters');
    expect(firstMessage('प्रिया'.repeat(5) + 'x')).toBe('Username must be at most 30 characters');
  });

  it('the profile schema uses the same rule', () => {
    expect(profileInputSchema.safeParse({ username: 'प्रिया' }).success).toBe(true);
    expect(profileInputSchema.safeParse({ username: 'ab' }).error?.issues[0]?.message).toBe(validation.usernameMin);
  });
});
