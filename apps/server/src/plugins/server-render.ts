import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { BROWSE_PAGE_SIZE, type CurrentUser, type Profile, type RecipeCard } from '@hearth/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { toCurrentUser } from '../modules/auth/auth.routes';
import type { ProfileRepository } from '../modules/profile/profile.repository';
import { getProfile } from '../modules/profile/profile.service';
import { browseRecipesJson, type DiscoveryDeps } from '../modules/recipes/discovery.service';
import { decide } from '../policy';

/** What apps/web/src/entry-server.tsx exports (built to apps/web/dist-ssr/entry-server.js). */
interface BrowseScreenRenderer {
  renderBrowseScreen(input: { template: string; user: CurrentUser; profile: Profile; firstPage: RecipeCard[]; cookies: string; mobile: boolean }): Promise<string>;
}

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

/** index.html with the first screen drawn in it, or null when the request gets index.html as it is. */
export type FirstScreenRender = (request: FastifyRequest, template: string) => Promise<string | null>;

/**
 * Server-renders the first browse screen (docs/decisions/0040-server-rendered-browse.md), for the one request
 * whose first screen is browse: GET /recipes, without a query (a search or a filter is not rendered), from an
 * approved member with a complete profile who reads Hearth in English. Everyone else, and every failure, gets
 * index.html as before. The web's render module is imported on the first request that needs it, so a server
 * that never serves that page never loads React; without a built module (API tests, a server-only build)
 * nothing is rendered.
 */
export function createFirstScreenRender(deps: DiscoveryDeps & { profiles: ProfileRepository; entryFile: string; log: FastifyBaseLogger }): FirstScreenRender {
  const { profiles, entryFile, log } = deps;
  if (!existsSync(entryFile)) return async () => null;
  let renderer: Promise<BrowseScreenRenderer> | undefined;
  return async (request, template) => {
    if (request.method !== 'GET' || request.url !== '/recipes') return null;
    try {
      const viewer = await request.getViewer();
      if (!viewer || !decide('approved', viewer).allowed) return null;
      const profile = await getProfile(profiles, viewer.id);
      // The web's language is one per process (decision 0036); the other languages load in the browser.
      if (profile.languagePreference !== 'en') return null;
      renderer ??= import(pathToFileURL(entryFile).href) as Promise<BrowseScreenRenderer>;
      const [{ renderBrowseScreen }, firstPage] = await Promise.all([renderer, browseRecipesJson(deps, viewer, BROWSE_FIRST_PAGE)]);
      return await renderBrowseScreen({
        template,
        user: toCurrentUser(viewer),
        profile,
        firstPage: JSON.parse(firstPage.toString('utf8')),
        cookies: request.headers.cookie ?? '',
        mobile: isPhone(request),
      });
    } catch (error) {
      log.error({ err: error }, 'server render of the browse screen failed; sent index.html');
      return null;
    }
  };
}

/** Whether the browser says it is a phone: the Sec-CH-UA-Mobile client hint (Chromium), else "Mobi" in the user agent (MDN's advice). */
function isPhone(request: FastifyRequest): boolean {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint !== undefined) return hint === '?1';
  return /Mobi/.test(request.headers['user-agent'] ?? '');
}
