import type { AdminRecipe } from '@hearth/contracts';
import { BookOpen, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAdminStats } from '../get-admin-stats';
import { creatorLabel, formatAdminDate, formatAiRating } from '../admin-format';
import { useAdminRecipes } from '../list-admin-recipes';
import { flattenPages } from '../paged-list';
import { RecipeStatusBadge } from './badges';
import { RecipeCell } from './cells';
import { DataTable, type Column } from './DataTable';
import { useFocusKeeper } from './row-actions';
import { EmptyTable, LoadError, LoadingRows, ShowMore } from './TableStates';
import { useDeleteRecipeDialog } from './use-delete-recipe-dialog';
import adminEn from '@/i18n/locales/en/admin.json';
import { useT } from '@/i18n/react';

/** All Recipes (spec §2): every recipe with its status; any recipe can be deleted. */
export function AllRecipesTable() {
  const t = useT(adminEn);
  const stats = useAdminStats();
  const query = useAdminRecipes();
  const recipes = flattenPages(query.data);
  const focus = useFocusKeeper();
  const deleteDialog = useDeleteRecipeDialog(focus.fallback);

  const tableColumns: Column<AdminRecipe>[] = [
    { id: 'recipe', header: t('columns.recipe'), primary: true, cell: (recipe) => <RecipeCell recipe={recipe} /> },
    { id: 'creator', header: t('columns.creator'), className: 'whitespace-nowrap', cell: (recipe) => creatorLabel(recipe) },
    { id: 'status', header: t('columns.status'), cell: (recipe) => <RecipeStatusBadge recipe={recipe} /> },
    { id: 'ai-rating', header: t('columns.aiRating'), className: 'tabular-nums', cell: (recipe) => formatAiRating(recipe.aiRating) },
    {
      id: 'created',
      header: t('columns.created'),
      className: 'whitespace-nowrap text-muted-foreground',
      cell: (recipe) => <time dateTime={recipe.createdAt}>{formatAdminDate(recipe.createdAt)}</time>,
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      actions: true,
      cell: (recipe) => (
        <Button size="sm" variant="outline" className="text-destructive hover:text-destructive" onClick={() => deleteDialog.ask(recipe)}>
          <Trash2 aria-hidden="true" />
          {t('actions.delete')}
          <span className="sr-only"> {recipe.title}</span>
        </Button>
      ),
    },
  ];

  let content;
  if (query.isPending) content = <LoadingRows label={t('loading.recipes')} />;
  else if (query.isError) content = <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  else if (recipes.length === 0) content = <EmptyTable title={t('empty.recipes')} icon={<BookOpen />} />;
  else
    content = (
      <>
        <DataTable label={t('tabs.allRecipes')} rows={recipes} columns={tableColumns} rowKey={(recipe) => recipe.id} />
        <ShowMore
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          onMore={() => void query.fetchNextPage()}
          shown={recipes.length}
          total={stats.data?.totalRecipes}
        />
      </>
    );

  return (
    <div id={focus.id} tabIndex={-1} className="outline-none">
      {content}
      {deleteDialog.element}
    </div>
  );
}
