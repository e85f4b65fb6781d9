import { errors as errorCopy, toasts, type AdminRecipe } from '@hearth/contracts';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useDeleteRecipe } from '../delete-recipe';
import { ConfirmDialog, useConfirmTarget } from './ConfirmDialog';
import adminEn from '@/i18n/locales/en/admin.json';
import { useRichT, useT } from '@/i18n/react';

/** The 'Delete Recipe?' confirmation shared by both recipe tables. */
export function useDeleteRecipeDialog(fallbackFocus: () => HTMLElement | null) {
  const t = useT(adminEn);
  const rich = useRichT(adminEn);
  const remove = useDeleteRecipe();
  const dialog = useConfirmTarget<AdminRecipe>();

  const confirm = async () => {
    const recipe = dialog.target;
    if (!recipe) return;
    try {
      await remove.mutateAsync(recipe.id);
      toast(toasts.recipeDeleted);
    } catch (error) {
      toast({ title: errorCopy.title, description: errorMessage(error), variant: 'destructive' });
    } finally {
      dialog.close();
    }
  };

  const recipe = dialog.target;
  const element = (
    <ConfirmDialog
      open={dialog.open}
      onClose={dialog.close}
      opener={dialog.opener}
      fallbackFocus={fallbackFocus}
      title={t('dialogs.deleteRecipe')}
      description={
        recipe ? (
          <>
            <p>{rich('dialogText.deleteRecipe', { title: <strong className="font-semibold text-foreground">{recipe.title}</strong> })}</p>
            <p>{t('cannotUndo')}</p>
          </>
        ) : null
      }
      confirmLabel={t('deleteRecipe')}
      pendingLabel={t('deleting')}
      pending={remove.isPending}
      destructive
      onConfirm={() => void confirm()}
    />
  );
  return { ask: dialog.ask, element };
}
