import { RECIPE_PHOTOS_MAX } from '@hearth/contracts';
import { Camera } from 'lucide-react';
import { useId } from 'react';
import { toast } from '@/components/ui/use-toast';
import { recipeCopy } from '../copy';
import type { LocalPhotos } from '../local-photos';
import { pickPhotos } from '../photo-order';
import { FormSection } from './RecipeForm';
import { PhotoDropZone } from './PhotoDropZone';
import { PhotoStrip } from './PhotoStrip';

/**
 * The photo area of Create Recipe: several photos, checked as they are chosen (type and size, spec §5),
 * put in order and removable. They are sent once the recipe exists, in this order (CreateRecipePage).
 */
export function NewRecipePhotos({ photos, disabled, progress }: { photos: LocalPhotos; disabled: boolean; progress: { done: number; total: number } | null }) {
  const id = useId();
  const room = RECIPE_PHOTOS_MAX - photos.photos.length;

  const choose = (files: File[]) => {
    const { accepted, problem } = pickPhotos(files, photos.photos.length);
    if (problem) toast({ ...problem, variant: 'destructive' });
    photos.add(accepted);
  };

  return (
    <FormSection
      id={`${id}-photos`}
      title="Photos"
      note={recipeCopy.form.optional}
      description={`Up to ${RECIPE_PHOTOS_MAX}, in the order they should be shown; the first is the cover. They are added once the recipe is created.`}
      icon={<Camera />}
    >
      <PhotoStrip label="Chosen photos" photos={photos.photos.map((photo) => ({ key: photo.key, src: photo.url }))} busy={disabled} onMove={photos.move} onRemove={photos.remove} />
      {room > 0 ? (
        <PhotoDropZone
          label="Add photos"
          hint={`Click to choose, or drag and drop images (JPEG, PNG, WebP or GIF, up to 5MB each). ${room} more ${room === 1 ? 'fits' : 'fit'}.`}
          disabled={disabled}
          onFiles={choose}
        />
      ) : (
        <p className="text-sm text-muted-foreground">That is the most photos a recipe can have. Remove one to choose another.</p>
      )}
      {progress ? (
        <p role="status" className="text-sm font-medium">
          Adding photo {Math.min(progress.done + 1, progress.total)} of {progress.total}…
        </p>
      ) : null}
    </FormSection>
  );
}
