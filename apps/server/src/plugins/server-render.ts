import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BROWSE_PAGE_SIZE, type CurrentUser, type Profile, type RecipeCard } from '@hearth/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { toCurrentUser } from '../modules/auth/auth.routes';
import { pageLanguage } from '../modules/auth/page-language';
import type { ProfileRepository } from '../modules/profile/profile.repository';
import { getProfile } from '../modules/profile/profile.service';
import { browseRecipesJson, type DiscoveryDeps } from '../modules/recipes/discovery.service';
import { decide } from '../policy';
import { readWithCompressedCopies } from './compressed-copies';

/** What apps/web/src/entry-server.tsx exports (built to apps/web/dist-ssr/entry-server.js). */
interface BrowseScreenRenderer {
  renderBrowseScreen(input: { template: string; user: CurrentUser; profile: Profile; firstPage: RecipeCard[]; cookies: string; mobile: boolean }): Promise<string>;
}

/** The landing page apps/web/prerender.mjs draws at build time, beside the render module. */
const LANDING_FILE = 'landing.html';
/** The web app's entry script as Vite names it (a content hash in the name). */
const APP_ENTRY = /\/assets\/index-[\w-]+\.js/;

/** The page GET /recipes shows first: Trending, no filters, the web's first page (public/early-requests.js asks the same). */
const BROWSE_FIRST_PAGE: Parameters<typeof browseRecipesJson>[2] = {
  type: 'trending',
  cuisines: [],
  dietTypes: [],
  mealTypes: [],
  search: null,
  limit: BROWSE_PAGE_SIZE,
  offset: 0,
};

/** A page with its first screen drawn in it; one that is the same for everyone comes compressed once, ahead. */
export interface RenderedPage {
  html: string;
  compressed?: { br: Buffer; gzip: Buffer };
}

/** The page with the first screen drawn in it, or null when the request gets index.html as it is. */
export type FirstScreenRender = (request: FastifyRequest, template: string) => Promise<RenderedPage | null>;

/**
 * Sends two requests their first screen drawn, where that screen is known before any script runs. Everyone
 * else, and every failure, gets index.html as before.
 * - GET /recipes without a query (a search or a filter is not rendered), from an approved member with a
 *   complete profile who reads Hearth in English: the first browse page, rendered per request
 *   (docs/decisions/0040). The web's render module is imported on the first such request, so a server that
 *   never serves that page never loads React; without a built module (API tests, a server-only build)
 *   nothing is rendered.
 * - GET / from a signed-out visitor whose browser reads Hearth in English: the landing page, which holds
 *   nothing of the request, drawn at build time beside the render module (apps/web/prerender.mjs,
 *   docs/decisions/0044) and sent as it is.
 */
export function createFirstScreenRender(deps: DiscoveryDeps & { profiles: ProfileRepository; entryFile: string; log: FastifyBaseLogger }): FirstScreenRender {
  const { profiles, entryFile, log } = deps;
  const landing = readLandingPage(path.join(path.dirname(entryFile), LANDING_FILE));
  const canRenderBrowse = existsSync(entryFile);
  let renderer: Promise<BrowseScreenRenderer> | undefined;

  const renderBrowse = async (request: FastifyRequest, template: string): Promise<RenderedPage | null> => {
    if (!canRenderBrowse) return null;
    const viewer = await request.getViewer();
    if (!viewer || !decide('approved', viewer).allowed) return null;
    const profile = await getProfile(profiles, viewer.id);
    // The web's language is one per process (decision 0036); the other languages load in the browser.
    if (profile.languagePreference !== 'en') return null;
    renderer ??= import(pathToFileURL(entryFile).href) as Promise<BrowseScreenRenderer>;
    const [{ renderBrowseScreen }, firstPage] = await Promise.all([renderer, browseRecipesJson(deps, viewer, BROWSE_FIRST_PAGE)]);
    const html = await renderBrowseScreen({
      template,
      user: toCurrentUser(viewer),
      profile,
      firstPage: JSON.parse(firstPage.toString('utf8')),
      cookies: request.headers.cookie ?? '',
      mobile: isPhone(request),
    });
    return { html };
  };

  let landingMatchesBuild: boolean | undefined;
  const landingFor = async (request: FastifyRequest, template: string): Promise<RenderedPage | null> => {
    if (!landing) return null;
    // A landing page drawn from another build (the web rebuilt without its prerender step) would load scripts
    // this build no longer has: it must name the app entry index.html names.
    if (landingMatchesBuild === undefined) {
      const entry = APP_ENTRY.exec(landing.html)?.[0];
      landingMatchesBuild = entry !== undefined && template.includes(entry);
      if (!landingMatchesBuild) log.warn(`${LANDING_FILE} was drawn from another build of the web app; visitors get index.html (run npm run build)`);
    }
    if (!landingMatchesBuild) return null;
    // The language the browser will start in: the one this browser last showed (its cookie), else its own.
    // Checked first: it reads only headers, where the session may need the database.
    if (pageLanguage(request) !== 'en' || (await request.getViewer())) return null;
    return landing;
  };

  return async (request, template) => {
    if (request.method !== 'GET') return null;
    try {
      if (request.url === '/recipes') return await renderBrowse(request, template);
      if (request.url === '/') return await landingFor(request, template);
      return null;
    } catch (error) {
      log.error({ err: error }, 'server render of the first screen failed; sent index.html');
      return null;
    }
  };
}

/** The landing page drawn at build time, with its compressed copies, or null when the build has none. */
function readLandingPage(file: string): RenderedPage | null {
  if (!existsSync(file)) return null;
  const { content, compressed } = readWithCompressedCopies(file);
  return { html: content.toString('utf8'), compressed };
}

/** Whether the browser says it is a phone: the Sec-CH-UA-Mobile client hint (Chromium), else "Mobi" in the user agent (MDN's advice). */
function isPhone(request: FastifyRequest): boolean {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint !== undefined) return hint === '?1';
  return /Mobi/.test(request.headers['user-agent'] ?? '');
}
