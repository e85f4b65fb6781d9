import { FileDown } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { dataExportCopy } from '../copy';
import { useExportRecipe } from '../export-recipe';

const copy = dataExportCopy.recipe;

/** Downloads the recipe as schema.org JSON-LD, for Mealie, Tandoor, Paprika or another Hearth (decision 0034). */
export function ExportRecipeButton({ recipeId, className }: { recipeId: number; className?: string }) {
  const exportRecipe = useExportRecipe(recipeId);
  const descriptionId = useId();
  const run = () =>
    exportRecipe.mutate(undefined, {
      onSuccess: () => toast(copy.done),
      onError: (error) => toast({ title: copy.failed, description: errorMessage(error), variant: 'destructive' }),
    });
  return (
    <>
      <Button variant="outline" onClick={run} disabled={exportRecipe.isPending} aria-describedby={descriptionId} className={className} data-testid="export-recipe">
        <FileDown aria-hidden="true" />
        {exportRecipe.isPending ? copy.pending : copy.button}
      </Button>
      <span id={descriptionId} hidden>
        {copy.description}
      </span>
    </>
  );
}
