import { DEFAULT_LANGUAGE, type LanguageCode } from '@hearth/contracts';
import type { Config } from '../../config';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { isLanguage } from './page-language';
import { fill, PAGE_TEXT } from './page-text';

/** The subject of the email-confirmation message (tests find the link by it). */
export const CONFIRM_EMAIL_SUBJECT = 'Confirm your email for Hearth';
export const CHANGE_EMAIL_SUBJECT = 'Confirm your new email address for Hearth';
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

/** The confirmation link for a new account's address, or for the new address of an email change. */
export function verificationMail(user: { email: string; name: string }, url: string, token: string): MailMessage {
  if (isEmailChangeToken(token)) {
    return {
      to: user.email,
      subject: CHANGE_EMAIL_SUBJECT,
      text: `Hello ${user.name},\n\nYou asked to use this address for your Hearth account. Open this link to confirm it:\n${url}\n\nUntil you do, your account keeps its old address. If you did not ask for this, you can ignore this message.`,
    };
  }
  return {
    to: user.email,
    subject: CONFIRM_EMAIL_SUBJECT,
    text: `Hello ${user.name},\n\nPlease confirm this is your email address by opening this link:\n${url}\n\nIf you did not create a Hearth account, you can ignore this message.`,
  };
}

/**
 * Where a reset link leads after Better Auth has checked it, naming the language the reset was asked in:
 * Better Auth hands the mail function only the link, so the language rides in it (English adds nothing).
 */
export function resetLinkReturn(page: string, language: LanguageCode): string {
  return language === DEFAULT_LANGUAGE ? page : `${page}?lang=${language}`;
}

/** The language resetLinkReturn put in a reset link (its `callbackURL`). */
function languageOfResetLink(url: string): LanguageCode {
  try {
    const back = new URL(url).searchParams.get('callbackURL');
    const language = back ? new URL(back, 'http://hearth.invalid').searchParams.get('lang') : null;
    return isLanguage(language) ? language : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The reset link, in the language the reset was asked in. */
export function resetPasswordMail(user: { email: string; name: string }, url: string): MailMessage {
  const { subject, body } = PAGE_TEXT[languageOfResetLink(url)].resetMail;
  return { to: user.email, subject, text: fill(body, { name: user.name, url }) };
}
