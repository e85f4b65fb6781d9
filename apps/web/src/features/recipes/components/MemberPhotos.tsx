import { errors as errorCopy, RECIPE_PHOTOS_MAX, recipePhotoMessages, toasts, type RecipeDetail } from '@hearth/contracts';
import { Camera } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useSignedInUser } from '@/lib/user/use-signed-in-user';
import { useAddRecipePhoto } from '../add-recipe-photo';
import { moveItem, pickPhotos, uploadInOrder } from '../photo-order';
import { useRecipePhotos } from '../recipe-photos';
import { useRemoveRecipePhoto } from '../remove-recipe-photo';
import { useReorderRecipePhotos } from '../reorder-recipe-photos';
import { PhotoDropZone } from './PhotoDropZone';
import { PhotoStrip } from './PhotoStrip';
import recipeEn from '@/i18n/locales/en/recipe.json';
import { useSpecText, useT } from '@/i18n/react';

/** The creator's photos of their recipe (issue 13): add several, remove, move left or right. Others see nothing. */
export function MemberPhotos({ recipe }: { recipe: Pick<RecipeDetail, 'id' | 'createdBy' | 'images'> }) {
  const user = useSignedInUser();
  if (recipe.createdBy !== user.id) return null;
  return <PhotoManager recipeId={recipe.id} images={recipe.images} />;
}

const failed = (error: unknown) => toast({ title: errorCopy.title, description: errorMessage(error), variant: 'destructive' });

function PhotoManager({ recipeId, images }: { recipeId: number; images: readonly string[] }) {
  const t = useT(recipeEn);
  const specText = useSpecText();
  const photos = useRecipePhotos(recipeId);
  const add = useAddRecipePhoto();
  const remove = useRemoveRecipePhoto(recipeId);
  const reorder = useReorderRecipePhotos(recipeId);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const list = photos.data ?? [];
  const uploads = list.filter((p) => p.source === 'upload').length;
  const busy = progress !== null || remove.isPending || reorder.isPending;

  // The page re-reads the recipe while it is being enriched; a drawn picture that arrives meanwhile shows here too.
  const shown = images.join('|');
  const { data, refetch } = photos;
  useEffect(() => {
    if (data && data.map((p) => p.url).join('|') !== shown) void refetch();
    // Only a change of the page's pictures should cause a re-read, not this list's own updates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);

  const choose = async (files: File[]) => {
    const { accepted, problem } = pickPhotos(files, uploads);
    if (problem) toast({ ...problem, variant: 'destructive' });
    if (!accepted.length) return;
    setProgress({ done: 0, total: accepted.length });
    const { added, failures } = await uploadInOrder(
      accepted,
      (file) => add.mutateAsync({ recipeId, file }),
      (done) => setProgress({ done, total: accepted.length }),
    );
    setProgress(null);
    if (failures.length) toast({ title: errorCopy.uploadFailed.title, description: failures[0]!.message, variant: 'destructive' });
    else toast({ ...toasts.uploadSuccess, description: t('photos.added', { count: added }) });
  };

  const move = async (index: number, delta: -1 | 1) => {
    try {
      await reorder.mutateAsync(moveItem(list, index, delta).map((p) => p.id));
    } catch (error) {
      failed(error);
    }
  };

  const drop = async (index: number) => {
    const photo = list[index];
    if (!photo) return;
    try {
      await remove.mutateAsync(photo.id);
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Card data-testid="member-photos">
      <CardHeader className="pb-4">
        <CardTitle className="flex items-center gap-2 text-base">
          <Camera aria-hidden="true" className="size-4 text-primary" />
          {t('photos.title')}
        </CardTitle>
        <CardDescription>{t('photos.description', { max: RECIPE_PHOTOS_MAX })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {photos.isPending ? (
          <Spinner label={t('photos.loading')} />
        ) : photos.isError ? (
          <p className="text-sm text-destructive">{errorMessage(photos.error)}</p>
        ) : (
          <PhotoStrip
            label={t('photos.inOrder')}
            photos={list.map((p) => ({ key: p.id, src: p.cardUrl, note: p.source === 'generated' ? specText(recipePhotoMessages.drawnPicture) : undefined }))}
            busy={busy}
            onMove={move}
            onRemove={drop}
            compact
          />
        )}
        {uploads < RECIPE_PHOTOS_MAX ? (
          <PhotoDropZone label={t('photos.add')} hint={t('photos.hint')} disabled={busy || photos.isPending} onFiles={(files) => void choose(files)} />
        ) : (
          <p className="text-sm text-muted-foreground">{t('photos.full')}</p>
        )}
        {progress ? (
          <p role="status" className="text-sm font-medium">
            {t('photos.adding', { index: Math.min(progress.done + 1, progress.total), count: progress.total })}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
