import type { CurrentUser, Profile, RecipeCard } from '@hearth/contracts';
import { dehydrate, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { text } from 'node:stream/consumers';
import { App } from './app/App';
import { loadAppAfterPaint } from './app/load-after-paint';
import { firstScreenStateScript } from './app/first-screen-state';
import { parseBrowseParams } from './features/recipes/browse-state';
import { browseRecipesOptions } from './features/recipes/list-recipes';
import { profileQueryKey } from './lib/profile-query';
import { createQueryClient } from './lib/query-client';
import { RequestCookiesContext } from './lib/sidebar-cookie';
import { MobileGuessContext } from './lib/use-is-mobile';
import { currentUserQueryKey } from './lib/user/current-user';

/** What the server knows of the request (apps/server/src/plugins/server-render.ts gathers it). */
export interface BrowseScreenInput {
  /** index.html as built. */
  template: string;
  user: CurrentUser;
  profile: Profile;
  /** The first page of the default browse list, as GET /api/recipes?type=trending&limit=24&offset=0 answers. */
  firstPage: RecipeCard[];
  /** The request's Cookie header (the sidebar's saved state is in it). */
  cookies: string;
  /** Whether the browser says it is a phone (Sec-CH-UA-Mobile, or a mobile user agent). */
  mobile: boolean;
}

const BROWSE_PATH = '/recipes';

/** What the landing page's render needs: it is the same for every signed-out visitor reading English. */
export interface LandingScreenInput {
  /** index.html as built. */
  template: string;
}

/**
 * The page for GET /recipes with the first browse screen already drawn (docs/decisions/0040): the app rendered
 * to HTML inside index.html's root, with the query cache it read, so the browser paints the cards before any
 * script has run and then hydrates without asking for the same data again. Resolves once every lazy screen
 * on the way has loaded (prerender waits for them), so the HTML is the whole screen, not its spinners.
 * English only: the i18n runtime's language is one per process (decision 0036).
 */
export async function renderBrowseScreen(input: BrowseScreenInput): Promise<string> {
  const client = createQueryClient();
  client.setQueryData(currentUserQueryKey, input.user);
  client.setQueryData(profileQueryKey, input.profile);
  const browse = browseRecipesOptions(parseBrowseParams(new URLSearchParams(), { canSeeMine: true }));
  client.setQueryData<InfiniteData<RecipeCard[], number>>(browse.queryKey, { pages: [input.firstPage], pageParams: [0] });
  return renderPage({ template: input.template, location: BROWSE_PATH, client, cookies: input.cookies, mobile: input.mobile });
}

/**
 * The landing page as a signed-out visitor first sees it at / (docs/decisions/0044): the session read as
 * "nobody", so the browser paints the page from its HTML and hydrates without asking /api/session. It holds
 * nothing of any request, so it is drawn once, at build time (prerender.mjs), and the server sends that file.
 * Drawn for a desktop: the landing page lays itself out in CSS alone and reads no viewport guess.
 */
export async function renderLandingScreen(input: LandingScreenInput): Promise<string> {
  const client = createQueryClient();
  client.setQueryData<CurrentUser | null>(currentUserQueryKey, null);
  return renderPage({ template: input.template, location: '/', client, cookies: '', mobile: false });
}

/** The app at `location`, from `client`'s data, written into index.html with the state the browser hydrates from. */
async function renderPage(input: { template: string; location: string; client: QueryClient; cookies: string; mobile: boolean }): Promise<string> {
  const { client, location } = input;
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={location}>{children}</StaticRouter>;
  const failures: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <RequestCookiesContext value={input.cookies}>
        <MobileGuessContext value={input.mobile}>
          <App client={client} Router={Router} />
        </MobileGuessContext>
      </RequestCookiesContext>
    </StrictMode>,
    {
      // Every boundary inline, in order: a boundary sent apart is revealed by an inline script, which the CSP
      // (`script-src 'self'`) refuses, and hydration then gives the boundary up (React error 419).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A component that throws here would leave its boundary to the browser, with an error there: the
      // server sends index.html instead (server-render.ts).
      onError: (error) => void failures.push(error),
    },
  );
  const html = await text(prelude);
  if (failures.length) throw failures[0];
  const state = firstScreenStateScript({ language: 'en', mobile: input.mobile, queries: dehydrate(client) });
  return pageTemplate(input.template).replace('<div id="root"></div>', () => `<div id="root">${html}</div>${state}`);
}

let lastTemplate: { built: string; page: string } | undefined;

/** index.html as a drawn page starts from: the same for every render, so worked out once. */
function pageTemplate(built: string): string {
  if (lastTemplate?.built !== built) {
    const page = loadAppAfterPaint(
      // The early requests (public/early-requests.js) would fetch what the page already holds.
      built.replace(/\s*<script async src="\/early-requests\.js"><\/script>/, ''),
    );
    lastTemplate = { built, page };
  }
  return lastTemplate.page;
}
