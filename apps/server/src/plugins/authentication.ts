import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReadCache } from '../cache/read-cache';
import { SESSION_COOKIE_PREFIX, type Auth } from '../modules/auth/better-auth';
import { sessionNeedsRefresh, verifiedSessionToken } from '../modules/auth/session-cookie';
import type { UsersRepository, Viewer } from '../modules/users/users.repository';
import { decide, policyKey, routePolicy } from '../policy';
import { requestOrigin } from './security';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its method, as registered (the authorization matrix test walks it). */
    apiRoutes: { method: string; url: string }[];
  }
  interface FastifyRequest {
    /** The signed-in account, resolved once per request (null for visitors). */
    getViewer(): Promise<Viewer | null>;
    /** The viewer on a route whose policy already required one. */
    viewer: Viewer;
  }
}

const viewerCache = Symbol('viewer');
type CachedRequest = FastifyRequest & { [viewerCache]?: Promise<Viewer | null> };

/** The session cookie's value (`hearth.session_token`, or its `__Secure-` form behind https). */
function sessionCookieOf(request: FastifyRequest): string | undefined {
  for (const [name, value] of Object.entries(request.cookies)) {
    if (value && name.endsWith(`${SESSION_COOKIE_PREFIX}.session_token`)) return value;
  }
  return undefined;
}

/** Node's request headers as a web Headers object. */
export function toWebHeaders(request: FastifyRequest, { dropBodyHeaders = false } = {}): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (dropBodyHeaders && (key === 'content-length' || key === 'transfer-encoding')) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/** Copies a web Response (from Better Auth) onto the Fastify reply, cookies included. */
export async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-encoding') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  return reply.send(body);
}

/** Copies only the Set-Cookie headers of a web Response onto the reply. */
export function copyCookies(reply: FastifyReply, response: Response) {
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
}

/**
 * Resolves the viewer from the session cookie and enforces the route policy on every /api route.
 * Must be registered before any route, so its onRoute hook sees them all.
 */
export function registerAuthentication(app: FastifyInstance, deps: { auth: Auth; secret: string; users: UsersRepository; viewers: ReadCache<Viewer | null> }) {
  const { auth, secret, users, viewers } = deps;

  app.decorateRequest('getViewer', function (this: CachedRequest) {
    this[viewerCache] ??= (() => {
      const token = sessionCookieOf(this);
      if (!token) return Promise.resolve(null);
      const sessionToken = verifiedSessionToken(token, secret);
      if (!sessionToken) return Promise.resolve(null);
      // Keyed by the signed cookie itself, so a hit means this exact value was accepted before.
      return viewers.get(token, async () => {
        const found = await users.findViewerBySession(sessionToken);
        if (!found || found.expiresAt.getTime() <= Date.now()) return null;
        // Once a day per session Better Auth extends it; its own lookup does that (and checks again).
        if (sessionNeedsRefresh(found.expiresAt) && !(await auth.api.getSession({ headers: toWebHeaders(this) }))) return null;
        return found.viewer;
      });
    })();
    return this[viewerCache];
  });
  app.decorateRequest('viewer', null as unknown as Viewer);

  const apiRoutes: { method: string; url: string }[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') && route.url !== '/api') return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') apiRoutes.push({ method, url: route.url });
    for (const method of methods) {
      const key = policyKey(method === 'HEAD' ? 'GET' : method, route.url);
      const access = routePolicy[key];
      if (!access) throw new Error(`Route ${key} has no row in the authorization policy (apps/server/src/policy.ts)`);
      if (methods.length > 1 && routePolicy[policyKey(methods[0]!, route.url)] !== access) {
        throw new Error(`Route ${route.url} mixes methods with different policies; register them separately`);
      }
    }
    const access = routePolicy[policyKey(methods[0] === 'HEAD' ? 'GET' : methods[0]!, route.url)]!;
    const authorize = async (request: FastifyRequest) => {
      if (access === 'public') return;
      const viewer = await request.getViewer();
      const decision = decide(access, viewer);
      if (!decision.allowed) throw decision.error;
      request.viewer = viewer!;
    };
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [...existing, authorize];
  });

  /** Forwards a request to Better Auth's web handler. */
  async function forwardToAuth(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, requestOrigin(request));
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
    const response = await auth.handler(
      new Request(url, {
        method: request.method,
        headers: toWebHeaders(request, { dropBodyHeaders: true }),
        body: hasBody ? JSON.stringify(request.body) : undefined,
      }),
    );
    return sendWebResponse(reply, response);
  }
  return { forwardToAuth };
}
