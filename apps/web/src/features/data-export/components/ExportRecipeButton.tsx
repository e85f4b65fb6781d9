import { FileDown } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import dataExportEn from '@/i18n/locales/en/dataExport.json';
import { useT } from '@/i18n/react';
import { errorMessage } from '@/lib/api';
import { useExportRecipe } from '../export-recipe';

/** Downloads the recipe as schema.org JSON-LD, for Mealie, Tandoor, Paprika or another Hearth (decision 0034). */
export function ExportRecipeButton({ recipeId, className }: { recipeId: number; className?: string }) {
  const exportRecipe = useExportRecipe(recipeId);
  const t = useT(dataExportEn);
  const descriptionId = useId();
  const run = () =>
    exportRecipe.mutate(undefined, {
      onSuccess: () => toast({ title: t('recipe.doneTitle'), description: t('recipe.doneDescription') }),
      onError: (error) => toast({ title: t('recipe.failed'), description: errorMessage(error), variant: 'destructive' }),
    });
  return (
    <>
      <Button variant="outline" onClick={run} disabled={exportRecipe.isPending} aria-describedby={descriptionId} className={className} data-testid="export-recipe">
        <FileDown aria-hidden="true" />
        {exportRecipe.isPending ? t('recipe.pending') : t('recipe.button')}
      </Button>
      <span id={descriptionId} hidden>
        {t('recipe.description')}
      </span>
    </>
  );
}
