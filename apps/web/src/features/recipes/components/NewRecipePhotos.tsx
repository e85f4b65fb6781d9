import { RECIPE_PHOTOS_MAX } from '@hearth/contracts';
import { Camera } from 'lucide-react';
import { useId } from 'react';
import { toast } from '@/components/ui/use-toast';
import type { LocalPhotos } from '../local-photos';
import { pickPhotos } from '../photo-order';
import { FormSection } from './RecipeForm';
import { PhotoDropZone } from './PhotoDropZone';
import { PhotoStrip } from './PhotoStrip';
import recipeFormEn from '@/i18n/locales/en/recipeForm.json';
import { useT } from '@/i18n/react';

/**
 * The photo area of Create Recipe: several photos, checked as they are chosen (type and size, spec §5),
 * put in order and removable. They are sent once the recipe exists, in this order (CreateRecipePage).
 */
export function NewRecipePhotos({ photos, disabled, progress }: { photos: LocalPhotos; disabled: boolean; progress: { done: number; total: number } | null }) {
  const id = useId();
  const t = useT(recipeFormEn);
  const room = RECIPE_PHOTOS_MAX - photos.photos.length;

  const choose = (files: File[]) => {
    const { accepted, problem } = pickPhotos(files, photos.photos.length);
    if (problem) toast({ ...problem, variant: 'destructive' });
    photos.add(accepted);
  };

  return (
    <FormSection id={`${id}-photos`} title={t('photos.title')} note={t('optional')} description={t('photos.description', { max: RECIPE_PHOTOS_MAX })} icon={<Camera />}>
      <PhotoStrip
        label={t('photos.chosen')}
        photos={photos.photos.map((photo) => ({ key: photo.key, src: photo.url }))}
        busy={disabled}
        onMove={photos.move}
        onRemove={photos.remove}
      />
      {room > 0 ? (
        <PhotoDropZone label={t('photos.add')} hint={t('photos.hint', { room })} disabled={disabled} onFiles={choose} />
      ) : (
        <p className="text-sm text-muted-foreground">{t('photos.full')}</p>
      )}
      {progress ? (
        <p role="status" className="text-sm font-medium">
          {t('photos.adding', { index: Math.min(progress.done + 1, progress.total), count: progress.total })}
        </p>
      ) : null}
    </FormSection>
  );
}
