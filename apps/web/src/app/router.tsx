import { AI_FEATURES, type AiFeatureKey } from '@hearth/contracts';
import { lazy, Suspense, useCallback, useDeferredValue, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import commonEn from '@/i18n/locales/en/common.json';
import { useMemberLanguage } from '@/i18n/member-language';
import { useLanguageReady, useT } from '@/i18n/react';
import { useCurrentUser } from '@/lib/user/current-user';
import { isUnreachable, useOfflineCopiesOwner } from './pwa/offline-copies';
import { SessionError } from './SessionError';
import { HomeRedirect, RequireApproved } from './guards';

// Every screen is its own chunk, so a visitor downloads only the landing page and a member only the shell
// and the screen in front of them (DESIGN §7: landing and browse under 180 KB of JavaScript).
const loadLandingPage = () => import('@/routes/landing/LandingPage');
const loadAppShell = () => import('./shell/AppShell');
const loadBrowseRecipesPage = () => import('@/routes/recipes/BrowseRecipesPage');
const LandingPage = lazy(loadLandingPage);
const ProfileSetupPage = lazy(() => import('@/routes/profile-setup/ProfileSetupPage'));
const AppShell = lazy(loadAppShell);
const BrowseRecipesPage = lazy(loadBrowseRecipesPage);
const RecipeDetailPage = lazy(() => import('@/routes/recipe/RecipeDetailPage'));
const EditRecipePage = lazy(() => import('@/routes/recipe/EditRecipePage'));
const CreateRecipePage = lazy(() => import('@/routes/create-recipe/CreateRecipePage'));
const ProfileSettingsPage = lazy(() => import('@/routes/profile/ProfileSettingsPage'));
const AdminDashboardPage = lazy(() => import('@/routes/admin/AdminDashboardPage'));
const CollectionsPage = lazy(() => import('@/routes/collections/CollectionsPage'));
const MealPlannerPage = lazy(() => import('@/routes/meal-planner/MealPlannerPage'));
const ShoppingListPage = lazy(() => import('@/routes/shopping-list/ShoppingListPage'));
const NotFoundPage = lazy(() => import('@/routes/not-found/NotFoundPage'));
const OfflineReader = lazy(() => import('./pwa/OfflineReader'));
// Toasts are raised only by signed-in screens, so visitors never download Radix Toast.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

const AI_PAGES: Record<AiFeatureKey, LazyExoticComponent<ComponentType>> = {
  discover: lazy(() => import('@/routes/ai/discover/AiDiscoverPage')),
  chef: lazy(() => import('@/routes/ai/chef/AiChefPage')),
  alchemist: lazy(() => import('@/routes/ai/alchemist/AlchemistPage')),
  trivia: lazy(() => import('@/routes/ai/trivia/TriviaPage')),
  'recipe-to-music': lazy(() => import('@/routes/ai/recipe-to-music/RecipeToMusicPage')),
  'time-machine': lazy(() => import('@/routes/ai/time-machine/TimeMachinePage')),
  'taste-memory': lazy(() => import('@/routes/ai/taste-memory/TasteMemoryPage')),
  'recipe-debugger': lazy(() => import('@/routes/ai/recipe-debugger/RecipeDebuggerPage')),
  'flavor-pairing': lazy(() => import('@/routes/ai/flavor-pairing/FlavorPairingPage')),
  'cultural-provenance': lazy(() => import('@/routes/ai/cultural-provenance/CulturalProvenancePage')),
  'mood-suggestions': lazy(() => import('@/routes/ai/mood-suggestions/MoodSuggestionsPage')),
  'ingredient-dna': lazy(() => import('@/routes/ai/ingredient-dna/IngredientDnaPage')),
};

/**
 * Starts downloading the likely first screen now, alongside /api/session, rather than once it has answered:
 * the landing page on /, the shell and browse on /recipes. A wrong guess (a member on /, a visitor on
 * /recipes) only downloads a chunk early that the other screen would not have needed. lazy() then gets the
 * module from the same import.
 */
export function preloadFirstScreen(pathname: string): void {
  if (pathname === '/') void loadLandingPage();
  else if (pathname === '/recipes') void Promise.all([loadAppShell(), loadBrowseRecipesPage()]);
}

/** Routing by sign-in state (spec §2). */
export function AppRouter() {
  const { data: user, isPending: loading, isError, error, refetch, isRefetching } = useCurrentUser();
  const retry = useCallback(() => void refetch(), [refetch]);
  // The service worker keeps saved recipes for one member only (decision 0037).
  useOfflineCopiesOwner(loading || isError ? undefined : (user?.id ?? null));
  // Putting the first screen up is the largest render of a page load. Deferred, React renders it in slices
  // that yield to the browser (DESIGN §7: no long task) while the spinner stays, instead of in one task.
  // Only the end of loading is deferred: a later change of user (a ban, a sign-out) must show at once.
  const isPending = useDeferredValue(loading);
  // The page's language (decision 0036): a member's profile decides it; the first one loads before any screen.
  useMemberLanguage(Boolean(user?.profileComplete));
  const languageReady = useLanguageReady();
  const t = useT(commonEn);

  // `loading` too: a deferred value lags both ways, and while it still says "loaded" a read that has started
  // again (Try again) has no user yet, which would flash the landing page.
  if (loading || isPending || !languageReady) return <FullPageSpinner label={t('loadingApp')} />;
  if (isError && isUnreachable(error)) {
    // Offline in the kitchen: the recipes saved on this device (issue 16, item 4).
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <OfflineReader onRetry={retry} retrying={isRefetching} />
      </Suspense>
    );
  }
  if (isError) return <SessionError onRetry={retry} retrying={isRefetching} />;

  // Signed out: the landing page on every path.
  if (!user) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <LandingPage />
      </Suspense>
    );
  }

  return (
    <>
      <Suspense fallback={<FullPageSpinner />}>
        {user.profileComplete ? (
          <SignedInRoutes />
        ) : (
          // Signed in with an incomplete profile: the setup wizard on every path, /profile-setup included.
          <ProfileSetupPage />
        )}
      </Suspense>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}

/** Signed in with a complete profile: the sidebar layout and its screens. */
function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<HomeRedirect />} />
        <Route path="recipes" element={<BrowseRecipesPage />} />
        <Route path="recipe/:id" element={<RecipeDetailPage />} />
        <Route path="recipe/:id/edit" element={<EditRecipePage />} />
        <Route path="create-recipe" element={<CreateRecipePage />} />
        <Route path="profile" element={<ProfileSettingsPage />} />
        <Route path="admin" element={<AdminDashboardPage />} />
        <Route
          path="collections"
          element={
            <RequireApproved>
              <CollectionsPage />
            </RequireApproved>
          }
        />
        <Route
          path="meal-planner"
          element={
            <RequireApproved>
              <MealPlannerPage />
            </RequireApproved>
          }
        />
        <Route
          path="shopping-list"
          element={
            <RequireApproved>
              <ShoppingListPage />
            </RequireApproved>
          }
        />
        {AI_FEATURES.map((feature) => {
          const Page = AI_PAGES[feature.key];
          return <Route key={feature.key} path={feature.path.slice(1)} element={<Page />} />;
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
