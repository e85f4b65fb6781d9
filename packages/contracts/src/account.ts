import { z } from 'zod';
import { safeText } from './input';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';

/**
 * The member's account (Profile Settings, issue 16): name, sign-in email, password, sessions and deleting
 * it. The spec is silent on all of it; the choices are in docs/decisions/0035-accounts-and-sign-in-pages.md.
 */

export const ACCOUNT_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const accountMessages = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Your name must be at most ${ACCOUNT_NAME_MAX_LENGTH} characters.`,
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Please enter your password.',
  currentPasswordRequired: 'Please enter your current password.',
  passwordTooShort: `Passwords need at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Passwords can have at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordsDiffer: 'The two new passwords are not the same.',
  wrongPassword: 'That password is not right. Please try again.',
  emailSame: 'That is already your email address.',
  // Says no more than sign-up does about whether the address has an account.
  emailUnavailable: 'This email address cannot be used for your account. Please choose another.',
  confirmEmailMismatch: 'Type your email address exactly as shown to confirm.',
  recipesChoiceRequired: 'Choose whether to keep or delete your public recipes.',
  lastSuperAdmin: 'You are the only super admin. Make someone else a super admin first (npm run users -- set-role), then delete your account.',
  sessionNotFound: 'That session has already ended.',
  resetLinkInvalid: 'This reset link has expired or has already been used. Please ask for a new one.',
} as const;

export const accountToasts = {
  nameSaved: { title: 'Name updated', description: 'Your name has been saved.' },
  emailChanged: { title: 'Email changed', description: 'Sign in with your new email address from now on.' },
  emailLinkSent: (email: string) => ({ title: 'Check your inbox', description: `We sent a link to ${email}. Your email changes when you open it.` }),
  passwordChanged: { title: 'Password changed', description: 'You are still signed in here; every other device was signed out.' },
  sessionEnded: { title: 'Signed out', description: 'That device is no longer signed in.' },
  otherSessionsEnded: { title: 'Signed out everywhere else', description: 'Only this device is still signed in.' },
} as const;

const nameSchema = safeText({ error: accountMessages.nameRequired }).trim().min(1, accountMessages.nameRequired).max(ACCOUNT_NAME_MAX_LENGTH, accountMessages.nameTooLong);
const emailSchema = safeText({ error: accountMessages.emailInvalid })
  .trim()
  .max(EMAIL_MAX_LENGTH, accountMessages.emailInvalid)
  .pipe(z.email(accountMessages.emailInvalid))
  .transform((email) => email.toLowerCase());
/** A password being typed to prove who you are: any length the policy allows (the check is the server's). */
const enteredPassword = (required: string) => safeText({ error: required }).min(1, required).max(PASSWORD_MAX_LENGTH, accountMessages.passwordTooLong);
/** A password being chosen: the length rules (the server also refuses common ones). */
export const newPasswordSchema = safeText({ error: accountMessages.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, accountMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, accountMessages.passwordTooLong);

/** GET /api/account. */
export const accountSchema = z.object({
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** False for members who only ever signed in with single sign-on: no password to change or re-enter. */
  hasPassword: z.boolean(),
  /** True when this Hearth can mail links: email changes are then confirmed from the new address. */
  mailsLinks: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

/** PATCH /api/account/name. */
export const updateNameInputSchema = z.object({ name: nameSchema });
export type UpdateNameInput = z.infer<typeof updateNameInputSchema>;

/** POST /api/account/email. */
export const changeEmailInputSchema = z.object({ newEmail: emailSchema, password: enteredPassword(accountMessages.passwordRequired) });
export type ChangeEmailInput = z.input<typeof changeEmailInputSchema>;
export const changeEmailResultSchema = z.object({
  /** `changed` at once (no mail), or `link-sent` to the new address, which changes it when opened. */
  status: z.enum(['changed', 'link-sent']),
  email: z.string(),
});
export type ChangeEmailResult = z.infer<typeof changeEmailResultSchema>;

/** POST /api/account/password. */
export const changePasswordInputSchema = z.object({ currentPassword: enteredPassword(accountMessages.currentPasswordRequired), newPassword: newPasswordSchema });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** GET /api/account/sessions: where the member is signed in; tokens never leave the server. */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** "Chrome on Windows", read from the browser's user agent. */
  device: z.string(),
  signedInAt: z.string(),
  lastActiveAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsSchema = z.array(accountSessionSchema);

/** POST /api/account/delete. */
export const DELETE_ACCOUNT_RECIPE_CHOICES = ['keep', 'delete'] as const;
export const deleteAccountInputSchema = z.object({
  /** The member's password; members without one (single sign-on) type their email address instead. */
  password: safeText().max(PASSWORD_MAX_LENGTH, accountMessages.passwordTooLong).optional(),
  confirmEmail: safeText().trim().max(EMAIL_MAX_LENGTH).optional(),
  /** Keep public recipes under 'Former member', or delete them with everything else. */
  recipes: z.enum(DELETE_ACCOUNT_RECIPE_CHOICES, { error: accountMessages.recipesChoiceRequired }),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;
export const deleteAccountResultSchema = z.object({ recipesKept: z.number().int(), recipesDeleted: z.number().int() });
export type DeleteAccountResult = z.infer<typeof deleteAccountResultSchema>;

/** The name kept recipes show once their creator has deleted their account. */
export const FORMER_MEMBER_NAME = 'Former member';
