import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import { serverMessages, THEME_INIT_SCRIPT } from '@hearth/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import { AppError } from '../errors';
import { rateLimitStoreOf, type RateCounter } from './rate-counter';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The one inline script the CSP allows: the web's theme script in index.html's head, by its hash. */
export const THEME_INIT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64')}'`;

/** The origin this request was addressed to, as the browser saw it. */
export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Security headers (DESIGN §5), CSRF defence by Origin / Sec-Fetch-Site, and the rate-limit backend
 * (the rate counter: in process, or Redis shared by all instances, falling back to in process).
 */
export async function registerSecurity(app: FastifyInstance, config: Config, counter: RateCounter) {
  const oidcOrigin = config.oidc ? new URL(config.oidc.issuer).origin : undefined;
  const securityHeaders = headersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", THEME_INIT_SCRIPT_HASH],
        // Radix primitives set a few inline styles, and index.html carries the app's stylesheet; scripts stay
        // same-origin but for the theme script, allowed by its hash.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The installable app (issue 16, item 4): its service worker and manifest, both same-origin.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...(oidcOrigin ? [oidcOrigin] : [])],
        frameAncestors: ["'none'"],
        ...(config.publicUrl?.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.publicUrl?.startsWith('https://') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });

  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    if (!isSameOriginRequest(request, config)) throw AppError.forbidden(serverMessages.crossOrigin, 'CROSS_ORIGIN');
  });

  await app.register(rateLimit, {
    global: false,
    store: rateLimitStoreOf(counter),
    errorResponseBuilder: (_request, context) => new AppError('RATE_LIMITED', context.statusCode, serverMessages.tooManyRequests),
  });
}

/**
 * The headers helmet sets for these options. They are the same for every response, so they are worked
 * out once at start-up instead of by helmet's middleware on each request (a measurable share of CPU).
 */
export function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Browsers send Sec-Fetch-Site and Origin on unsafe requests; a request with neither
 * comes from a non-browser client (curl, tests), which cookies-based CSRF cannot use.
 */
export function isSameOriginRequest(request: FastifyRequest, config: Config): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (!origin) return true;
  if (origin === 'null') return false;
  return origin === requestOrigin(request) || origin === config.publicUrl;
}
