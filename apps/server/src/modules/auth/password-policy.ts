import { PASSWORD_MIN_LENGTH } from '@hearth/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Passwords that are refused whatever their length (ASVS V2.1.7): the ~18,000 passwords of eight
 * characters or more among the 49,000 most common in public breach corpora, as shipped by zxcvbn-ts
 * (`@zxcvbn-ts/language-common`, MIT), and passwords of one repeated character or only spaces.
 */
const COMMON = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

export const WEAK_PASSWORD_MESSAGE = 'This password is too easy to guess: it is one of the most common passwords. Please choose another.';
export const BLANK_PASSWORD_MESSAGE = 'Please choose a password that is not only spaces or one repeated character.';

export function passwordProblem(password: unknown): string | null {
  // Too short is said first, by the length rule.
  if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH) return null;
  if (/^(.)\1*$/su.test(password) || password.trim() === '') return BLANK_PASSWORD_MESSAGE;
  if (COMMON.has(password.toLowerCase())) return WEAK_PASSWORD_MESSAGE;
  return null;
}
