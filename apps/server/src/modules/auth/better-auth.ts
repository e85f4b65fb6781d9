import { DEFAULT_LANGUAGE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, serverMessages } from '@hearth/contracts';
import { APIError, betterAuth } from 'better-auth';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { accounts, sessions, users, verifications } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { linkReturn, mailsLinks, RESET_LINK_SECONDS, resetPasswordMail, verificationMail } from './account-mail';
import { splitName } from './names';
import { headersLanguage } from './page-language';
import { passwordProblem } from './password-policy';
import { redactSecrets } from './redact';
import { SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S } from './session-cookie';

export const OIDC_PROVIDER_ID = 'oidc';
export const SESSION_COOKIE_PREFIX = 'hearth';
/** Better Auth's error codes for "this email already has an account". */
const EXISTING_ACCOUNT_CODES = new Set(['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL']);

export { CONFIRM_EMAIL_SUBJECT } from './account-mail';

/** Better Auth's endpoints where a password is chosen. */
const PASSWORD_PATHS = new Set(['/sign-up/email', '/change-password', '/reset-password', '/set-password']);
/** Better Auth's endpoints that mail a link to confirm an address, back to their `callbackURL`. */
const CONFIRMATION_MAIL_PATHS = new Set(['/sign-up/email', '/change-email', '/send-verification-email']);

/** Role and approval flags live on the user row; clients can never set them (`input: false`). */
const serverOnlyFlag = { type: 'boolean', required: false, defaultValue: false, input: false } as const;

export interface AuthDeps {
  config: Config;
  db: Database;
  secret: string;
  isBanned(userId: string): Promise<boolean>;
  /** Sends the email-confirmation link when mail is configured (ADMIN_EMAILS needs a confirmed address). */
  mailer?: Mailer;
  makeSuperAdmin?(userId: string): Promise<void>;
  /** After a password reset by email: the owner proved they hold the address, so the account's sign-in lockout ends. */
  onPasswordReset?(user: { id: string; email: string }): Promise<void>;
  /** Where the auth library's own messages go (redacted); without it they are not logged in tests. */
  log?: Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
}

/**
 * ADMIN_EMAILS names who may run Hearth, but only an address its owner has proved they hold makes
 * them super admin: confirmed by the emailed link, or vouched for by the OIDC provider. Otherwise
 * whoever signed up first with the address would get the keys (issue 12, item 2).
 */
export function isBootstrapAdmin(config: Pick<Config, 'adminEmails'>, user: { email: string; emailVerified?: boolean | null }): boolean {
  return user.emailVerified === true && config.adminEmails.includes(user.email.toLowerCase());
}

export function createAuth({ config, db, secret, isBanned, mailer, makeSuperAdmin, onPasswordReset, log }: AuthDeps) {
  // Mail goes out in the background: a request must answer as fast for an unknown address as for a known one.
  const sendInBackground = (message: Parameters<Mailer['send']>[0]) => {
    mailer?.send(message).catch((error: unknown) => log?.error({ err: error }, 'could not send an account email'));
  };
  return betterAuth({
    appName: 'Hearth',
    secret,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    telemetry: { enabled: false },
    // Failed sign-ins are expected traffic; the request log already records them. What it does log goes
    // to our logger with tokens redacted (a failed query would otherwise print session tokens).
    logger: {
      disabled: config.env === 'test' && !log,
      level: 'error',
      ...(log
        ? {
            log: (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) =>
              log[level]({ details: redactSecrets(args) }, redactSecrets(message) as string),
          }
        : {}),
    },
    // Our own rate limits and origin checks run in front of Better Auth (plugins/security.ts).
    rateLimit: { enabled: false },
    trustedOrigins: (request) => {
      const own = request ? requestOrigin(request) : undefined;
      return [config.publicUrl, own].filter((o): o is string => Boolean(o));
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: config.localAccounts,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      // A reset ends every session: whoever knew the old password is signed out too (issue 16).
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      ...(mailsLinks(config, mailer)
        ? { sendResetPassword: async ({ user, url }: { user: { email: string; name: string }; url: string }) => sendInBackground(resetPasswordMail(user, url)) }
        : {}),
      onPasswordReset: async ({ user }: { user: { id: string; email: string } }) => {
        await onPasswordReset?.(user);
      },
    },
    // With mail configured every new account is sent a confirmation link; signing in does not wait for
    // it. Confirming an ADMIN_EMAILS address is what makes its owner super admin.
    ...(mailer?.enabled
      ? {
          emailVerification: {
            sendOnSignUp: true,
            autoSignInAfterVerification: true,
            sendVerificationEmail: async ({ user, url, token }: { user: { email: string; name: string }; url: string; token: string }, request?: Request) => {
              await mailer.send(verificationMail(user, url, token, request));
            },
            afterEmailVerification: async (user: { id: string; email: string; emailVerified: boolean }) => {
              if (makeSuperAdmin && isBootstrapAdmin(config, { ...user, emailVerified: true })) await makeSuperAdmin(user.id);
            },
          },
        }
      : {}),
    session: { expiresIn: SESSION_EXPIRES_IN_S, updateAge: SESSION_UPDATE_AGE_S },
    advanced: {
      // CSRF is refused for every route in plugins/security.ts (Origin / Sec-Fetch-Site), including these;
      // Better Auth's own variant would also refuse non-browser clients that send Sec-Fetch-Mode without Origin.
      disableCSRFCheck: true,
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.publicUrl?.startsWith('https://') ?? false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
    },
    user: {
      // Used through POST /api/account/email only, after the password is re-entered (modules/account).
      changeEmail: { enabled: true },
      additionalFields: {
        firstName: { type: 'string', required: false, input: false },
        lastName: { type: 'string', required: false, input: false },
        isApproved: serverOnlyFlag,
        isBanned: serverOnlyFlag,
        isAdmin: serverOnlyFlag,
        isSuperAdmin: serverOnlyFlag,
        autoApprove: serverOnlyFlag,
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // Common and blank passwords are refused wherever a password is chosen (issue 12, item 7).
        if (PASSWORD_PATHS.has(ctx.path)) {
          const body = ctx.body as { password?: unknown; newPassword?: unknown } | undefined;
          const problem = passwordProblem(ctx.path === '/sign-up/email' ? body?.password : body?.newPassword);
          if (problem) throw new APIError('BAD_REQUEST', { message: problem, code: 'WEAK_PASSWORD' });
        }
        // A confirmation mail is written in the language of the request that caused it. Better Auth passes
        // the mail function that request only when reached over HTTP, not when Hearth calls it (the sign-up
        // form, Profile Settings), so the language rides in the link's return address, as for a reset.
        if (CONFIRMATION_MAIL_PATHS.has(ctx.path) && mailer?.enabled) {
          const headers = ctx.headers ?? ctx.request?.headers;
          const body = ctx.body as { callbackURL?: unknown } | undefined;
          const language = headers ? headersLanguage(headers) : DEFAULT_LANGUAGE;
          const back = body?.callbackURL ?? '/';
          if (body && language !== DEFAULT_LANGUAGE && typeof back === 'string') return { context: { body: { ...body, callbackURL: linkReturn(back, language) } } };
        }
      }),
      // Sign-up must not tell a visitor that an address has an account (issue 12, item 7).
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        if (ctx.path === '/sign-up/email' && isAPIError(returned) && EXISTING_ACCOUNT_CODES.has(String(returned.body?.code))) {
          throw new APIError('UNPROCESSABLE_ENTITY', { message: serverMessages.signUpRefused, code: 'SIGN_UP_REFUSED' });
        }
      }),
    },
    databaseHooks: {
      user: {
        // The sidebar and admin tables show the first and last name: they follow every change of name.
        update: {
          before: async (user) => (typeof user.name === 'string' ? { data: { ...user, ...splitName(user.name) } } : undefined),
        },
        create: {
          before: async (user) => {
            const { firstName, lastName } = splitName(user.name);
            // True only for an OIDC account whose provider says the address is verified.
            const isSuperAdmin = isBootstrapAdmin(config, user);
            return {
              data: {
                ...user,
                firstName,
                lastName,
                isSuperAdmin,
                isAdmin: isSuperAdmin,
                isApproved: isSuperAdmin,
                isBanned: false,
                autoApprove: false,
              },
            };
          },
        },
      },
      session: {
        create: {
          before: async (session) => {
            if (await isBanned(session.userId)) throw new APIError('FORBIDDEN', { message: serverMessages.banned, code: 'BANNED' });
          },
        },
      },
    },
    plugins: config.oidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: OIDC_PROVIDER_ID,
                name: config.oidc.name,
                discoveryUrl: `${config.oidc.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`,
                clientId: config.oidc.clientId,
                clientSecret: config.oidc.clientSecret,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;

function requestOrigin(request: Request) {
  try {
    return new URL(request.url).origin;
  } catch {
    return undefined;
  }
}
