import { ACCOUNT_NAME_MAX_LENGTH, accountMessages, currentUserSchema, EMAIL_MAX_LENGTH, safeText, serverMessages, type CurrentUser } from '@hearth/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { AppError } from '../../errors';
import { copyCookies, toWebHeaders } from '../../plugins/authentication';
import type { Viewer } from '../users/users.repository';
import { authBodySchema } from './auth-body';
import { authResponse, messageOf } from './auth-messages';
import { OIDC_PROVIDER_ID, type Auth } from './better-auth';
import { renderLoginPage, renderSignOutPage, type LoginPageOptions } from './login-page';
import { loginPageStyles, loginThemeScript } from './login-styles';
import { pageLanguage } from './page-language';
import { pageErrors } from './page-text';
import { addPasswordResetRoutes, RESET_DONE_NOTICE } from './password-reset.routes';
import type { SignInGuard } from './sign-in-guard';
import { readWebFontFaces } from './web-fonts';

export interface AuthRoutesDeps {
  config: Config;
  auth: Auth;
  forwardToAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  signInGuard: SignInGuard;
  /** Whether password-reset links can be mailed (SMTP_URL and PUBLIC_URL set; account-mail.ts). */
  mailsLinks: boolean;
  /** The built web app, whose self-hosted fonts the account pages share. */
  webDist?: string | null;
}

const formSchema = z.object({
  name: safeText().trim().max(ACCOUNT_NAME_MAX_LENGTH).optional(),
  email: safeText().trim().max(EMAIL_MAX_LENGTH).default(''),
  password: safeText().max(1024).default(''),
});

export function toCurrentUser(viewer: Viewer): CurrentUser {
  return {
    id: viewer.id,
    email: viewer.email,
    firstName: viewer.firstName,
    lastName: viewer.lastName,
    profileImageUrl: viewer.image,
    profileComplete: viewer.username !== null,
    isApproved: viewer.isApproved,
    isAdmin: viewer.isAdmin,
    isSuperAdmin: viewer.isSuperAdmin,
    profile: viewer.username === null ? null : { username: viewer.username },
  };
}

/** Better Auth's endpoints that take a password or start an account: they share the sign-in budget. */
const SIGN_IN_PATHS = /^\/api\/auth\/(sign-in|sign-up)\//;

/**
 * Better Auth's account endpoints that Hearth's own routes wrap (modules/account, password-reset.routes.ts)
 * and so are not reachable directly: called straight they would skip the password re-entry, the
 * per-account failure budget, the write budget or the reset-mail budget, and list-sessions would hand
 * session tokens to scripts.
 */
const WRAPPED_AUTH_PATHS = new Set([
  'change-email',
  'change-password',
  'delete-user',
  'list-sessions',
  'revoke-session',
  'revoke-sessions',
  'revoke-other-sessions',
  'request-password-reset',
  'reset-password',
  'forget-password',
  'set-password',
]);

/** `/api/auth/change-password/`, `//change-password` and `change%2Dpassword` are the same endpoint to the router. */
function isWrappedAuthPath(url: string): boolean {
  let path = url.split('?')[0]!;
  try {
    path = decodeURIComponent(path);
  } catch {
    return true;
  }
  const endpoint = path
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '')
    .replace(/^\/api\/auth\//, '')
    .toLowerCase();
  return WRAPPED_AUTH_PATHS.has(endpoint);
}

export async function authRoutes(app: FastifyInstance, { config, auth, forwardToAuth, signInGuard, mailsLinks, webDist }: AuthRoutesDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // One budget per client address for every way in (the form pages, Better Auth's JSON routes, SSO):
  // a route-level limit would give each path its own bucket, and a guesser would use them all.
  const signInBudget = app.rateLimit({ max: config.authRateLimitPerMinute, timeWindow: '1 minute', keyGenerator: (request) => `sign-in:${request.ip}` });
  const authRateLimit = { preHandler: signInBudget };
  const page = (request: FastifyRequest, reply: FastifyReply, status: number, options: Omit<LoginPageOptions, 'language' | 'localAccounts' | 'oidcName'>) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderLoginPage({ ...options, language: pageLanguage(request), localAccounts: config.localAccounts, oidcName: config.oidc?.name }));

  async function startOidc(request: FastifyRequest, reply: FastifyReply) {
    const response = await auth.api.signInSocial({
      body: { provider: OIDC_PROVIDER_ID, callbackURL: '/' },
      headers: toWebHeaders(request, { dropBodyHeaders: true }),
      asResponse: true,
    });
    const body = (await response.json().catch(() => ({}))) as { url?: string; message?: string };
    if (!response.ok || !body.url) {
      request.log.warn({ status: response.status, reason: body.message }, 'OIDC sign-in could not start');
      return page(request, reply, 502, { mode: 'sign-in', error: pageErrors.providerUnreachable });
    }
    copyCookies(reply, response);
    return reply.redirect(body.url, 303);
  }

  const loginQuery = z.object({ mode: z.enum(['sign-in', 'sign-up']).catch('sign-in').default('sign-in'), notice: z.enum([RESET_DONE_NOTICE]).optional().catch(undefined) });
  api.get('/api/login', { schema: { querystring: loginQuery } }, async (request, reply) => {
    if (!config.localAccounts) return startOidc(request, reply);
    return page(request, reply, 200, { mode: request.query.mode, passwordChanged: request.query.notice === RESET_DONE_NOTICE });
  });

  const styles = loginPageStyles(readWebFontFaces(webDist));
  api.get('/api/login/styles.css', async (_request, reply) => reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(styles));
  api.get('/api/login/theme.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(loginThemeScript));

  if (config.localAccounts) addPasswordResetRoutes(app, { auth, signInGuard, signInBudget, mailsLinks });

  api.post('/api/login/sign-in', { ...authRateLimit, schema: { body: formSchema } }, async (request, reply) => {
    const { email, password } = request.body;
    try {
      await signInGuard.before(email);
    } catch (error) {
      if (error instanceof AppError) return page(request, reply, error.status, { mode: 'sign-in', error: error.message, values: { email } });
      throw error;
    }
    const response = await auth.api.signInEmail({ body: { email, password }, headers: toWebHeaders(request, { dropBodyHeaders: true }), asResponse: true });
    await signInGuard.after(email, response.ok);
    if (!response.ok) return page(request, reply, response.status, { mode: 'sign-in', error: await messageOf(response), values: { email } });
    copyCookies(reply, response);
    return reply.redirect('/', 303);
  });

  api.post('/api/login/sign-up', { ...authRateLimit, schema: { body: formSchema } }, async (request, reply) => {
    const { name = '', email, password } = request.body;
    if (!name) return page(request, reply, 400, { mode: 'sign-up', error: accountMessages.nameRequired, values: { email } });
    const response = await authResponse(() =>
      auth.api.signUpEmail({ body: { name, email, password }, headers: toWebHeaders(request, { dropBodyHeaders: true }), asResponse: true }),
    );
    if (!response.ok) return page(request, reply, response.status, { mode: 'sign-up', error: await messageOf(response), values: { name, email } });
    copyCookies(reply, response);
    return reply.redirect('/', 303);
  });

  api.post('/api/login/oidc', authRateLimit, async (request, reply) => {
    if (!config.oidc) return page(request, reply, 404, { mode: 'sign-in', error: pageErrors.singleSignOnOff });
    return startOidc(request, reply);
  });

  async function signOut(request: FastifyRequest, reply: FastifyReply) {
    if (request.headers.cookie) {
      const response = await auth.api.signOut({ headers: toWebHeaders(request), asResponse: true });
      copyCookies(reply, response);
    }
    return reply.header('cache-control', 'no-store').redirect('/', request.method === 'POST' ? 303 : 302);
  }

  // The spec's Logout navigates here. Our own pages' navigations sign out at once; a navigation another
  // site started gets a page that asks first (POST /api/logout, which only our origin can send).
  api.get('/api/logout', { config: { changesState: true } }, async (request, reply) => {
    if (isCrossSiteNavigation(request))
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderSignOutPage(pageLanguage(request)));
    return signOut(request, reply);
  });
  api.post('/api/logout', signOut);

  api.get('/api/user', { schema: { response: { 200: currentUserSchema } } }, async (request) => toCurrentUser(request.viewer));
  // The same read for the app's first request (decision 0039): a visitor gets null, not a 401 the browser
  // logs as an error. The policy already refused any session /api/user refuses, so a viewer here is allowed.
  api.get('/api/session', { schema: { response: { 200: currentUserSchema.nullable() } } }, async (request) => {
    const viewer = await request.getViewer();
    return viewer && toCurrentUser(viewer);
  });

  // Better Auth's own JSON endpoints: email sign-in (with the per-account guard) and sign-up registered
  // apart; the other sign-in and sign-up paths share the budget in the catch-all.
  const authBody = { body: authBodySchema };
  api.post('/api/auth/sign-in/email', { ...authRateLimit, schema: authBody }, async (request, reply) => {
    const email = emailOf(request.body);
    await signInGuard.before(email);
    const sent = await forwardToAuth(request, reply);
    await signInGuard.after(email, reply.statusCode < 300);
    return sent;
  });
  api.post('/api/auth/sign-up/email', { ...authRateLimit, schema: authBody }, forwardToAuth);
  const refuseWrapped = async (request: FastifyRequest) => {
    if (isWrappedAuthPath(request.url)) throw AppError.notFound(serverMessages.notFound);
  };
  api.get('/api/auth/*', { config: { changesState: true }, preHandler: refuseWrapped }, forwardToAuth);
  api.post('/api/auth/*', { schema: authBody, preHandler: refuseWrapped }, async (request, reply) => {
    // Throws the 429 when this address has used its budget.
    if (SIGN_IN_PATHS.test(request.url)) await signInBudget.call(app, request, reply);
    return forwardToAuth(request, reply);
  });
}

/** A navigation another site started: the browser says so, or an old one sends a foreign Referer. */
function isCrossSiteNavigation(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site) return site === 'cross-site' || site === 'same-site';
  const referer = request.headers.referer;
  if (!referer) return false;
  try {
    return new URL(referer).host !== request.host;
  } catch {
    return true;
  }
}

function emailOf(body: unknown): string {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : '';
}
