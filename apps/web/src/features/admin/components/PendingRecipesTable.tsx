import { errors as errorCopy, toasts, type AdminRecipe } from '@hearth/contracts';
import { Check, ClipboardCheck, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useAdminStats } from '../get-admin-stats';
import { creatorLabel, formatAdminDate, formatAiRating } from '../admin-format';
import { useApproveRecipe } from '../approve-recipe';
import { usePendingRecipes } from '../list-pending-recipes';
import { flattenPages } from '../paged-list';
import { RecipeCell } from './cells';
import { DataTable, type Column } from './DataTable';
import { useFocusKeeper, useRowActions } from './row-actions';
import { EmptyTable, LoadError, LoadingRows, ShowMore } from './TableStates';
import { useDeleteRecipeDialog } from './use-delete-recipe-dialog';
import adminEn from '@/i18n/locales/en/admin.json';
import { useT } from '@/i18n/react';

/** Pending Recipes (spec §2): approve (it becomes public) or delete recipes waiting for review. */
export function PendingRecipesTable() {
  const t = useT(adminEn);
  const stats = useAdminStats();
  const query = usePendingRecipes();
  const recipes = flattenPages(query.data);
  const approve = useApproveRecipe();
  const rows = useRowActions<number>();
  const focus = useFocusKeeper();
  const deleteDialog = useDeleteRecipeDialog(focus.fallback);

  const approveRecipe = (recipe: AdminRecipe) =>
    rows.run(recipe.id, async () => {
      try {
        await approve.mutateAsync(recipe.id);
        toast(toasts.recipeApproved);
      } catch (error) {
        toast({ title: errorCopy.title, description: errorMessage(error), variant: 'destructive' });
      } finally {
        focus.keep();
      }
    });

  const tableColumns: Column<AdminRecipe>[] = [
    { id: 'recipe', header: t('columns.recipe'), primary: true, cell: (recipe) => <RecipeCell recipe={recipe} withTags /> },
    { id: 'creator', header: t('columns.creator'), className: 'whitespace-nowrap', cell: (recipe) => creatorLabel(recipe) },
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
      cell: (recipe) => {
        const busy = rows.isBusy(recipe.id);
        return (
          <>
            <Button size="sm" onClick={() => void approveRecipe(recipe)} disabled={busy}>
              <Check aria-hidden="true" />
              {busy ? t('approving') : t('actions.approve')}
              <span className="sr-only"> {recipe.title}</span>
            </Button>
            <Button size="sm" variant="outline" className="text-destructive hover:text-destructive" onClick={() => deleteDialog.ask(recipe)} disabled={busy}>
              <Trash2 aria-hidden="true" />
              {t('actions.delete')}
              <span className="sr-only"> {recipe.title}</span>
            </Button>
          </>
        );
      },
    },
  ];

  let content;
  if (query.isPending) content = <LoadingRows label={t('loading.pendingRecipes')} />;
  else if (query.isError) content = <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  else if (recipes.length === 0) content = <EmptyTable title={t('empty.pendingRecipes')} icon={<ClipboardCheck />} />;
  else
    content = (
      <>
        <DataTable label={t('tabs.pendingRecipes')} rows={recipes} columns={tableColumns} rowKey={(recipe) => recipe.id} />
        <ShowMore
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          onMore={() => void query.fetchNextPage()}
          shown={recipes.length}
          total={stats.data?.pendingRecipes}
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
