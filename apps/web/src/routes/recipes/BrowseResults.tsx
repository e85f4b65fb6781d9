import { BROWSE_PAGE_SIZE, BROWSE_SKELETON_CARDS, copy, errors as errorCopy, nav } from '@hearth/contracts';
import { CirclePlus, CookingPot, TriangleAlert } from 'lucide-react';
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button, buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useMyAllergies } from '@/features/profile/get-profile';
import { isNarrowed, matchesBrowseState, type BrowseState } from '@/features/recipes/browse-state';
import { RecipeCard, RecipeCardSkeleton } from '@/features/recipes/components/RecipeCard';
import { flattenRecipePages, useBrowseRecipes } from '@/features/recipes/list-recipes';
import { useInView } from '@/features/recipes/use-in-view';
import { useBrowseScrollRestoration } from './use-browse-state';
import browseEn from '@/i18n/locales/en/browse.json';
import { useSpec, useT } from '@/i18n/react';
import { translator } from '@/i18n/runtime';

/** Cards in a row of the widest grid: their photos load first; as many skeletons follow while more load. */
const FIRST_ROW = 3;
const NEXT_PAGE_SKELETONS = FIRST_ROW;
const GRID = 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3';
/**
 * A list that arrives while the screen loads is put on screen a few cards at a time: the first two rows of
 * the widest grid at once, then a batch after each frame. Rendering and laying out all 24 cards in one go
 * was one long task (DESIGN §7: none over 100 ms) between the member and the page.
 */
const CARDS_PER_BATCH = 2 * FIRST_ROW;

/**
 * One tab's recipe grid (spec §2): 6 skeleton cards while loading, the cards, more as the member scrolls
 * (a sentinel below the grid, with a 'Load more' button for when it cannot fire), the empty state, and
 * 'Failed to fetch recipes' inline with a retry as well as in a toast (spec §8).
 */
export function BrowseResults({ state, approved, onClearFilters }: { state: BrowseState; approved: boolean; onClearFilters: () => void }) {
  const query = useBrowseRecipes(state);
  const allergies = useMyAllergies();
  const t = useT(browseEn);
  const failed = useSpec(errorCopy).fetchRecipes;
  const emptyCopy = useSpec(copy.browseEmpty);
  const words = useSpec(nav);
  const { data, error, isPending, isError, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch, isRefetching } = query;

  const loaded = flattenRecipePages(data);
  // My Recipes comes unfiltered from the server; its filters and search apply here (browse-state.ts).
  const recipes = state.tab === 'my' ? loaded.filter((recipe) => matchesBrowseState(recipe, state)) : loaded;
  const shown = useCardsInBatches(recipes.length, isPending);
  const allShown = shown >= recipes.length;
  // 'Load more' and the end of the list wait for the first page's cards, not to show under a half-drawn grid.
  const firstPageShown = shown >= Math.min(recipes.length, BROWSE_PAGE_SIZE);

  useEffect(() => {
    if (error) toast({ variant: 'destructive', title: errorCopy.fetchRecipes, description: errorMessage(error, translator(browseEn)('errorHint')) });
  }, [error]);

  const [sentinel, inView] = useInView({ rootMargin: '0px 0px 600px 0px' });
  // Not while cards are still being put on screen: the sentinel below a half-drawn grid is not the end.
  const canLoadMore = Boolean(hasNextPage) && !isFetchingNextPage && !isFetchNextPageError && allShown;
  useEffect(() => {
    // Also fires again after a page lands while the sentinel is still in view (a short, filtered list).
    if (inView && canLoadMore) void fetchNextPage();
  }, [inView, canLoadMore, fetchNextPage]);

  useBrowseScrollRestoration(!isPending && allShown);

  if (isPending) {
    return (
      <div aria-busy="true">
        <div className={GRID}>
          {Array.from({ length: BROWSE_SKELETON_CARDS }, (_, i) => (
            <RecipeCardSkeleton key={i} />
          ))}
        </div>
        <span className="sr-only" role="status">
          {t('loading')}
        </span>
      </div>
    );
  }

  if (isError && !data) {
    return (
      <EmptyState
        icon={<TriangleAlert />}
        title={failed}
        description={t('errorHint')}
        action={
          <Button variant="outline" onClick={() => void refetch()} disabled={isRefetching}>
            {t('retry')}
          </Button>
        }
      />
    );
  }

  const stillLoading = state.tab === 'my' && hasNextPage;
  if (recipes.length === 0 && !stillLoading) {
    const empty = state.tab === 'my' && !isNarrowed(state) ? { title: t('myRecipesEmpty.title'), description: t('myRecipesEmpty.description') } : emptyCopy;
    return (
      <EmptyState
        icon={<CookingPot />}
        title={empty.title}
        description={empty.description}
        action={
          isNarrowed(state) || approved ? (
            <div className="flex flex-wrap items-center justify-center gap-2">
              {isNarrowed(state) ? (
                <Button variant="outline" onClick={onClearFilters}>
                  {t('filters.clearAll')}
                </Button>
              ) : null}
              {approved ? (
                <Link to="/create-recipe" className={buttonVariants()}>
                  <CirclePlus aria-hidden="true" />
                  {words.createRecipe}
                </Link>
              ) : null}
            </div>
          ) : null
        }
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <ul className={GRID} role="list">
        {recipes.slice(0, shown).map((recipe, index) => (
          <li key={recipe.id} className="flex">
            <RecipeCard recipe={recipe} priority={index === 0 ? 'first' : index < FIRST_ROW} viewerAllergies={allergies} />
          </li>
        ))}
        {isFetchingNextPage
          ? Array.from({ length: NEXT_PAGE_SKELETONS }, (_, i) => (
              <li key={`more-${i}`} className="flex" aria-hidden="true">
                <RecipeCardSkeleton />
              </li>
            ))
          : null}
      </ul>
      <span className="sr-only" role="status">
        {isFetchingNextPage ? t('loadingMore') : t(hasNextPage ? 'resultsMore' : 'results', { count: recipes.length })}
      </span>
      <div ref={sentinel} className="flex min-h-10 flex-col items-center justify-center gap-3 text-center">
        {!firstPageShown ? null : isFetchNextPageError ? (
          <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-destructive/40 px-6 py-5">
            <p className="flex items-center gap-2 text-sm font-medium text-destructive">
              <TriangleAlert aria-hidden="true" className="size-4" />
              {failed}
            </p>
            <Button variant="outline" size="sm" onClick={() => void fetchNextPage()}>
              {t('retry')}
            </Button>
          </div>
        ) : hasNextPage ? (
          <Button variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {t('loadMore')}
          </Button>
        ) : data && data.pages.length > 1 ? (
          <p className="text-sm text-muted-foreground">{t('end')}</p>
        ) : null}
      </div>
    </div>
  );
}

const subscribeToNothing = () => () => {};

/**
 * How many of `total` cards to render. A list already in the cache when the grid mounts (Back to a scrolled
 * list) shows whole at once; one still loading shows CARDS_PER_BATCH more after each painted frame, each
 * batch its own interruptible task. Cards added later (the next page) follow the same way. The server's
 * render of the first screen (decision 0040) draws the first batch only, and the browser hydrates that and
 * adds the rest the same way: a smaller page, and no long task hydrating 24 cards at once.
 */
function useCardsInBatches(total: number, loading: boolean): number {
  // True while the server renders and while the browser hydrates that render; false in any other render.
  const serverOrHydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [shown, setShown] = useState(() => (loading || serverOrHydrating ? CARDS_PER_BATCH : Infinity));
  useEffect(() => {
    if (loading || shown >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the next paint: a frame's callback, then a task queued from it, runs once that frame is drawn.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown((count) => count + CARDS_PER_BATCH)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [loading, shown, total]);
  return shown;
}
