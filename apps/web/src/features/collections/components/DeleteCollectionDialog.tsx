import { errors as errorCopy, toasts, type Collection } from '@hearth/contracts';
import { Trash2 } from 'lucide-react';
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useDeleteCollection } from '../delete-collection';
import collectionsEn from '@/i18n/locales/en/collections.json';
import { useT } from '@/i18n/react';

/**
 * Asks before deleting a collection, and says what goes (the collection and its list) and what stays (the
 * recipes). It waits for the server and cannot be dismissed meanwhile; `onDeleted` runs after the toast.
 */
export function DeleteCollectionDialog({
  collection,
  open,
  onOpenChange,
  onDeleted,
}: {
  collection: Collection;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const t = useT(collectionsEn);
  const remove = useDeleteCollection();

  const confirm = async () => {
    try {
      await remove.mutateAsync(collection.id);
      toast(toasts.collectionDeleted);
      onOpenChange(false);
      onDeleted();
    } catch (error) {
      toast({ title: errorCopy.deleteCollection, description: errorMessage(error, '') || undefined, variant: 'destructive' });
    }
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!remove.isPending) onOpenChange(next);
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('deleteDialogTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('deleteDialogDescription', { name: collection.name, recipes: collection.recipeCount })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{t('cancel')}</AlertDialogCancel>
          <Button variant="destructive" onClick={() => void confirm()} disabled={remove.isPending}>
            <Trash2 aria-hidden="true" />
            {remove.isPending ? t('deleting') : t('deleteCollection')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
