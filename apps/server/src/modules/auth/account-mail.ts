import type { Config } from '../../config';
import type { MailMessage, Mailer } from '../../mail/mailer';

/** The subject of the email-confirmation message (tests find the link by it). */
export const CONFIRM_EMAIL_SUBJECT = 'Confirm your email for Hearth';
export const CHANGE_EMAIL_SUBJECT = 'Confirm your new email address for Hearth';
export const RESET_PASSWORD_SUBJECT = 'Reset your Hearth password';
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

export function resetPasswordMail(user: { email: string; name: string }, url: string): MailMessage {
  return {
    to: user.email,
    subject: RESET_PASSWORD_SUBJECT,
    text: `Hello ${user.name},\n\nSomeone (we hope you) asked to reset the password of your Hearth account. Open this link within an hour to choose a new one:\n${url}\n\nChoosing a new password signs you out on every device. If you did not ask for this, ignore this message: your password stays as it is.`,
  };
}
