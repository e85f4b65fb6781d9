import { DEFAULT_LANGUAGE, type LanguageCode } from '@hearth/contracts';
import type { Config } from '../../config';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { headersLanguage, isLanguage } from './page-language';
import { fill, PAGE_TEXT } from './page-text';

/** The English subjects of the account emails (tests find the messages by them). */
export const CONFIRM_EMAIL_SUBJECT = PAGE_TEXT.en.confirmMail.subject;
export const CHANGE_EMAIL_SUBJECT = PAGE_TEXT.en.changeMail.subject;
export const RESET_PASSWORD_SUBJECT = PAGE_TEXT.en.resetMail.subject;
/** How long a password-reset link works. */
export const RESET_LINK_SECONDS = 60 * 60;

/**
 * Whether Hearth mails links that act on an account (password reset, email change). Both need mail and
 * PUBLIC_URL: a link built from the request's Host header could point at an attacker's site and hand
 * them the token (reset-link poisoning), so without PUBLIC_URL such links are never sent.
 */
export function mailsLinks(config: Pick<Config, 'publicUrl'>, mailer: Pick<Mailer, 'enabled'> | undefined): boolean {
  return Boolean(mailer?.enabled && config.publicUrl);
}

/** Better Auth's verification tokens are JWTs; one carrying `updateTo` confirms a change of address. */
function isEmailChangeToken(token: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { updateTo?: unknown };
    return typeof payload.updateTo === 'string';
  } catch {
    return false;
  }
}

/**
 * The confirmation link for a new account's address, or for the new address of an email change, in the
 * language named in the link (better-auth.ts puts it there), else that of the request Better Auth passed.
 */
export function verificationMail(user: { email: string; name: string }, url: string, token: string, request?: Request): MailMessage {
  const language = languageOfLink(url) ?? (request ? headersLanguage(request.headers) : DEFAULT_LANGUAGE);
  const { subject, body } = PAGE_TEXT[language][isEmailChangeToken(token) ? 'changeMail' : 'confirmMail'];
  return { to: user.email, subject, text: fill(body, { name: user.name, url }) };
}

/** Relative return addresses are read against this origin, and stay relative. */
const RELATIVE_BASE = 'http://hearth.invalid';

/**
 * A mailed link's return address (where Better Auth sends the browser once it has checked the token),
 * naming the language the mail was asked for in. Better Auth hands the mail functions the link, and the
 * request only when it was reached over HTTP (not for Hearth's own calls), so the language rides in the
 * link. English adds nothing.
 */
export function linkReturn(back: string, language: LanguageCode): string {
  const url = URL.parse(back, RELATIVE_BASE);
  if (!url || language === DEFAULT_LANGUAGE) return back;
  url.searchParams.set('lang', language);
  return url.origin === RELATIVE_BASE ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** The language linkReturn put in a mailed link (its `callbackURL`), if any. */
function languageOfLink(url: string): LanguageCode | null {
  const back = URL.parse(url, RELATIVE_BASE)?.searchParams.get('callbackURL');
  const language = back ? URL.parse(back, RELATIVE_BASE)?.searchParams.get('lang') : null;
  return isLanguage(language) ? language : null;
}

/** The reset link, in the language the reset was asked in. */
export function resetPasswordMail(user: { email: string; name: string }, url: string): MailMessage {
  const { subject, body } = PAGE_TEXT[languageOfLink(url) ?? DEFAULT_LANGUAGE].resetMail;
  return { to: user.email, subject, text: fill(body, { name: user.name, url }) };
}
