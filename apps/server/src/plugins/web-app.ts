import { existsSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readWithCompressedCopies } from './compressed-copies';
import type { FirstScreenRender } from './server-render';

/** What a shared link shows in a chat or a feed (Open Graph and Twitter card tags). */
export interface LinkPreview {
  title: string;
  description: string;
  /** Absolute or site-relative; made absolute against the request's origin. */
  imageUrl: string | null;
}
/** The preview for a page's path, or null for pages that have none (only listed recipes do). */
export type LinkPreviewFor = (path: string) => Promise<LinkPreview | null>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** index.html with the page's own title and preview tags, so a link to a recipe previews as that recipe. */
export function withLinkPreview(indexHtml: string, preview: LinkPreview, pageUrl: string): string {
  const origin = new URL(pageUrl).origin;
  const image = preview.imageUrl ? new URL(preview.imageUrl, origin).toString() : null;
  const tags = [
    ['og:type', 'article'],
    ['og:site_name', 'Hearth'],
    ['og:title', preview.title],
    ['og:description', preview.description],
    ['og:url', pageUrl],
    ...(image ? [['og:image', image]] : []),
  ]
    .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content!)}" />`)
    .concat(
      [
        ['twitter:card', image ? 'summary_large_image' : 'summary'],
        ['twitter:title', preview.title],
        ['twitter:description', preview.description],
        ...(image ? [['twitter:image', image]] : []),
      ].map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content!)}" />`),
    );
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(preview.title)} · Hearth</title>`)
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(preview.description)}" />`)
    .replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
}

/**
 * Files revalidated on every use: the page itself, and what an installed app must see change at once — the
 * service worker (a stale one would keep serving an old app) and the manifest it is installed from.
 */
const ALWAYS_REVALIDATED = new Set(['index.html', 'sw.js', 'manifest.webmanifest']);

/** Paths that are never the app: the API, uploaded media and the hashed build assets (issue 16, item 7). */
const NOT_THE_APP = /^\/(?:api|media|assets)(?:\/|$)/;

/**
 * How the app answers a path no route or file matched: client routes (no extension) get the app with 200
 * and the app decides what to show; a path that looks like a file but is none (/notes.txt) gets the app
 * with 404, so a person sees Not Found (or, signed out, the landing page) and a crawler an honest status;
 * the API, media and assets get null (a JSON 404). See docs/decisions/0037-installable-app-and-names.md.
 */
export function appPageStatus(pagePath: string): 200 | 404 | null {
  if (NOT_THE_APP.test(pagePath)) return null;
  return /\.[^/]*$/.test(pagePath) ? 404 : 200;
}

/**
 * Serves the built single-page app. Hashed assets are cached for a year; index.html, the service worker
 * and the manifest are always revalidated. Returns the SPA fallback, which answers with the app for the
 * paths that are the app's (appPageStatus) and with null for the others, or null when the app is not built.
 * `renderFirstScreen` draws the first screen into the page where it can (server-render.ts); that page depends
 * on who is asking (a member's browse screen, a visitor's landing page), so no shared cache may keep it.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, previewFor?: LinkPreviewFor, renderFirstScreen?: FirstScreenRender) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  // The page carries the app's stylesheet (~100 KB of HTML): it is sent compressed as the build left it.
  const { content: indexHtml, compressed: indexCompressed } = readWithCompressedCopies(indexFile);
  const indexText = indexHtml.toString('utf8');
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    // apps/web/compress.mjs writes .br and .gz beside each text asset at build time.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      // Served precompressed, the file on disk is sw.js.br or sw.js.gz.
      const revalidated = ALWAYS_REVALIDATED.has(path.basename(filePath).replace(/\.(?:br|gz)$/, ''));
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : revalidated ? 'no-cache' : 'public, max-age=3600');
    },
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | null> => {
    const pagePath = request.url.split('?')[0]!;
    const status = request.method === 'GET' || request.method === 'HEAD' ? appPageStatus(pagePath) : null;
    if (status === null) return null;
    const rendered = renderFirstScreen && status === 200 ? await renderFirstScreen(request, indexText) : null;
    if (rendered)
      return sendCompressed(request, reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'private, no-cache'), rendered.html, rendered.compressed);
    const preview = previewFor && status === 200 ? await previewFor(pagePath).catch(() => null) : null;
    const html = preview ? withLinkPreview(indexText, preview, `${request.protocol}://${request.host}${pagePath}`) : indexHtml;
    return sendCompressed(request, reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache'), html, preview ? undefined : indexCompressed);
  };
}

/**
 * A page compressed as the client accepts: index.html as compressed once at start (`ready`), or a page made
 * for this request (a server-rendered page is ~250 KB of HTML and ~30 KB compressed; Brotli at a middle
 * quality costs about a millisecond here).
 */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string | Buffer, ready?: { br: Buffer; gzip: Buffer }): FastifyReply {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted))
    return reply
      .header('content-encoding', 'br')
      .send(ready?.br ?? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length } }));
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(ready?.gzip ?? gzipSync(html));
  return reply.send(html);
}
