import { errors as errorCopy, toasts, type Collection } from '@hearth/contracts';
import { Trash2 } from 'lucide-react';
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { collectionsCopy } from '../copy';
import { useDeleteCollection } from '../delete-collection';

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
          <AlertDialogTitle>{collectionsCopy.deleteDialogTitle}</AlertDialogTitle>
          <AlertDialogDescription>{collectionsCopy.deleteDialogDescription(collection.name, collection.recipeCount)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{collectionsCopy.cancel}</AlertDialogCancel>
          <Button variant="destructive" onClick={() => void confirm()} disabled={remove.isPending}>
            <Trash2 aria-hidden="true" />
            {remove.isPending ? collectionsCopy.deleting : collectionsCopy.deleteCollection}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
