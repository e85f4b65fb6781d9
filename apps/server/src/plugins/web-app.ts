import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
 * Serves the built single-page app. Hashed assets are cached for a year; index.html is always
 * revalidated. Returns the SPA fallback for client-side routes, or null when the app is not built.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, previewFor?: LinkPreviewFor) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const indexHtml = readFileSync(indexFile);
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
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const pagePath = request.url.split('?')[0]!;
    const preview = previewFor ? await previewFor(pagePath).catch(() => null) : null;
    const html = preview ? withLinkPreview(indexText, preview, `${request.protocol}://${request.host}${pagePath}`) : indexHtml;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };
}
