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
import { ThemeToggle } from '../theme/ThemeToggle';
import { savedRecipes } from './offline-copies';
import { OfflineNotice } from './OfflineNotice';

const RecipeDetailPage = lazy(() => import('@/routes/recipe/RecipeDetailPage'));

export const savedCopy = {
  title: 'Saved on this device',
  subtitle: 'Recipes you opened here, ready to read without a connection.',
  emptyTitle: 'No saved recipes yet',
  emptyDescription: 'Recipes you open while online are kept on this device, so you can read them in the kitchen without a connection.',
  tryAgain: 'Try again',
  tryingAgain: 'Trying again…',
} as const;

/** The recipes saved on this device (every path but a recipe's while offline). */
function SavedRecipesPage() {
  const [recipes, setRecipes] = useState<RecipeDetail[] | null>(null);
  useEffect(() => {
    void savedRecipes()
      .catch(() => [])
      .then(setRecipes);
  }, []);
  return (
    <PageContainer>
      <PageHeader title={savedCopy.title} subtitle={savedCopy.subtitle} icon={<BookOpen />} />
      {recipes === null ? (
        <Spinner label="Loading saved recipes" />
      ) : recipes.length ? (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label={savedCopy.title}>
          {recipes.map((recipe) => (
            <li key={recipe.id}>
              <RecipeCard recipe={recipe} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={<BookOpen />} title={savedCopy.emptyTitle} description={savedCopy.emptyDescription} />
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
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <div className="flex min-h-svh flex-col bg-background">
      <header className="flex h-14 shrink-0 items-center gap-2 border-b border-border px-3 sm:px-4">
        <Link to="/" className="flex items-center gap-2 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring" aria-label="Hearth home">
          <BrandMark className="size-7" />
          <BrandName className="text-lg" />
        </Link>
        <div className="ml-auto flex items-center gap-1">
          <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
            <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
            {retrying ? savedCopy.tryingAgain : savedCopy.tryAgain}
          </Button>
          <ThemeToggle />
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <OfflineNotice unreachable />
        <Suspense
          fallback={
            <div className="flex min-h-[50vh] items-center justify-center">
              <Spinner label="Loading page" />
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
