import { currentUserSchema, safeText, serverMessages, type CurrentUser } from '@hearth/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { copyCookies, toWebHeaders } from '../../plugins/authentication';
import type { Viewer } from '../users/users.repository';
import { authBodySchema } from './auth-body';
import { OIDC_PROVIDER_ID, type Auth } from './better-auth';
import { loginPageStyles, renderLoginPage, type LoginPageOptions } from './login-page';

export interface AuthRoutesDeps {
  config: Config;
  auth: Auth;
  forwardToAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

const formSchema = z.object({
  name: safeText().trim().max(100).optional(),
  email: safeText().trim().max(254).default(''),
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

export async function authRoutes(app: FastifyInstance, { config, auth, forwardToAuth }: AuthRoutesDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const authRateLimit = { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' } };
  const page = (reply: FastifyReply, status: number, options: Omit<LoginPageOptions, 'localAccounts' | 'oidcName'>) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderLoginPage({ ...options, localAccounts: config.localAccounts, oidcName: config.oidc?.name }));

  async function startOidc(request: FastifyRequest, reply: FastifyReply) {
    const response = await auth.api.signInSocial({
      body: { provider: OIDC_PROVIDER_ID, callbackURL: '/' },
      headers: toWebHeaders(request, { dropBodyHeaders: true }),
      asResponse: true,
    });
    const body = (await response.json().catch(() => ({}))) as { url?: string; message?: string };
    if (!response.ok || !body.url) {
      request.log.warn({ status: response.status, reason: body.message }, 'OIDC sign-in could not start');
      return page(reply, 502, { mode: 'sign-in', error: 'The sign-in provider is not reachable. Please try again later.' });
    }
    copyCookies(reply, response);
    return reply.redirect(body.url, 303);
  }

  api.get('/api/login', { schema: { querystring: z.object({ mode: z.enum(['sign-in', 'sign-up']).default('sign-in') }) } }, async (request, reply) => {
    if (!config.localAccounts) return startOidc(request, reply);
    return page(reply, 200, { mode: request.query.mode });
  });

  api.get('/api/login/styles.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(loginPageStyles),
  );

  api.post('/api/login/sign-in', { config: authRateLimit, schema: { body: formSchema } }, async (request, reply) => {
    const { email, password } = request.body;
    const response = await auth.api.signInEmail({ body: { email, password }, headers: toWebHeaders(request, { dropBodyHeaders: true }), asResponse: true });
    if (!response.ok) return page(reply, response.status, { mode: 'sign-in', error: await messageOf(response), values: { email } });
    copyCookies(reply, response);
    return reply.redirect('/', 303);
  });

  api.post('/api/login/sign-up', { config: authRateLimit, schema: { body: formSchema } }, async (request, reply) => {
    const { name = '', email, password } = request.body;
    if (!name) return page(reply, 400, { mode: 'sign-up', error: 'Please enter your name.', values: { email } });
    const response = await auth.api.signUpEmail({ body: { name, email, password }, headers: toWebHeaders(request, { dropBodyHeaders: true }), asResponse: true });
    if (!response.ok) return page(reply, response.status, { mode: 'sign-up', error: await messageOf(response), values: { name, email } });
    copyCookies(reply, response);
    return reply.redirect('/', 303);
  });

  api.post('/api/login/oidc', { config: authRateLimit }, async (request, reply) => {
    if (!config.oidc) return page(reply, 404, { mode: 'sign-in', error: 'Single sign-on is not configured.' });
    return startOidc(request, reply);
  });

  api.get('/api/logout', { config: { changesState: true } }, async (request, reply) => {
    if (request.headers.cookie) {
      const response = await auth.api.signOut({ headers: toWebHeaders(request), asResponse: true });
      copyCookies(reply, response);
    }
    return reply.header('cache-control', 'no-store').redirect('/', 302);
  });

  api.get('/api/user', { schema: { response: { 200: currentUserSchema } } }, async (request) => toCurrentUser(request.viewer));

  // Better Auth's own JSON endpoints; sign-in and sign-up are registered apart for their rate limit.
  const authBody = { body: authBodySchema };
  api.post('/api/auth/sign-in/email', { config: authRateLimit, schema: authBody }, forwardToAuth);
  api.post('/api/auth/sign-up/email', { config: authRateLimit, schema: authBody }, forwardToAuth);
  api.get('/api/auth/*', { config: { changesState: true } }, forwardToAuth);
  api.post('/api/auth/*', { schema: authBody }, forwardToAuth);
}

async function messageOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
  if (response.status === 401 || body.code === 'INVALID_EMAIL_OR_PASSWORD') return serverMessages.invalidCredentials;
  if (response.status === 429) return serverMessages.tooManyRequests;
  return body.message ?? serverMessages.internal;
}
