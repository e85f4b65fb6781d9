import { BookOpen, RotateCw } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Route, Routes } from 'react-router';
import type { RecipeDetail } from '@hearth/contracts';
import { BrandMark, BrandName } from '@/components/brand';
import { EmptyState } from '@/components/empty-state';
import { PageContainer, PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { RecipeCard } from '@/features/recipes/components/RecipeCard';
import commonEn from '@/i18n/locales/en/common.json';
import offlineEn from '@/i18n/locales/en/offline.json';
import { useT } from '@/i18n/react';
import { ThemeToggle } from '../theme/ThemeToggle';
import { savedRecipes } from './offline-copies';
import { OfflineNotice } from './OfflineNotice';

const RecipeDetailPage = lazy(() => import('@/routes/recipe/RecipeDetailPage'));

/** The recipes saved on this device (every path but a recipe's while offline). */
function SavedRecipesPage() {
  const [recipes, setRecipes] = useState<RecipeDetail[] | null>(null);
  const t = useT(offlineEn);
  useEffect(() => {
    void savedRecipes()
      .catch(() => [])
      .then(setRecipes);
  }, []);
  return (
    <PageContainer>
      <PageHeader title={t('saved.title')} subtitle={t('saved.subtitle')} icon={<BookOpen />} />
      {recipes === null ? (
        <Spinner label={t('saved.loading')} />
      ) : recipes.length ? (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('saved.title')}>
          {recipes.map((recipe) => (
            <li key={recipe.id}>
              <RecipeCard recipe={recipe} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={<BookOpen />} title={t('saved.emptyTitle')} description={t('saved.emptyDescription')} />
      )}
    </PageContainer>
  );
}

/**
 * What the app shows when the server cannot be reached as it starts (offline in the kitchen, issue 16,
 * item 4): no sign-in state can be read, so no member screens; only the recipes saved on this device, read
 * from the service worker's cache. Back online, it asks again and the app returns on its own.
 */
export default function OfflineReader({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const t = useT(commonEn);
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <div className="flex min-h-svh flex-col bg-background">
      <header className="flex h-14 shrink-0 items-center gap-2 border-b border-border px-3 sm:px-4">
        <Link to="/" className="flex items-center gap-2 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring" aria-label={t('hearthHome')}>
          <BrandMark className="size-7" />
          <BrandName className="text-lg" />
        </Link>
        <div className="ml-auto flex items-center gap-1">
          <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
            <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
            {retrying ? t('session.retrying') : t('retry')}
          </Button>
          <ThemeToggle />
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <OfflineNotice unreachable />
        <Suspense
          fallback={
            <div className="flex min-h-[50vh] items-center justify-center">
              <Spinner label={t('loadingPage')} />
            </div>
          }
        >
          <Routes>
            <Route path="recipe/:id" element={<RecipeDetailPage />} />
            <Route path="*" element={<SavedRecipesPage />} />
          </Routes>
        </Suspense>
      </main>
    </div>
  );
}
