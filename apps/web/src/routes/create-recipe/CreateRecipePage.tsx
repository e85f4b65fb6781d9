import { copy, errors as errorCopy, isEffectivelyApproved, toasts, type RecipeForm as RecipeFormData } from '@hearth/contracts';
import { NotebookPen, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { UnderReviewAlert } from '@/components/account-alerts';
import { PageContainer, PageHeader } from '@/components/page-header';
import { toast } from '@/components/ui/use-toast';
import { useAddRecipePhoto } from '@/features/recipes/add-recipe-photo';
import { RecipeImport } from '@/features/recipe-import/components/RecipeImport';
import { draftToFormValues } from '@/features/recipe-import/draft-to-form';
import { NewRecipePhotos } from '@/features/recipes/components/NewRecipePhotos';
import { RecipeForm } from '@/features/recipes/components/RecipeForm';
import { useCreateRecipe } from '@/features/recipes/create-recipe';
import { useLocalPhotos } from '@/features/recipes/local-photos';
import { uploadInOrder } from '@/features/recipes/photo-order';
import { emptyRecipeForm, type RecipeFormValues } from '@/features/recipes/recipe-form';
import { useTopOfPage } from '@/features/recipes/use-top-of-page';
import { useSignedInUser } from '@/lib/user/use-signed-in-user';
import recipeFormEn from '@/i18n/locales/en/recipeForm.json';
import { useT } from '@/i18n/react';

/**
 * Create Recipe (spec §2, §4): idle → submitting (the processing panel, submit disabled) → success (toast,
 * recipe lists refreshed, on to /recipe/{id}) or error (panel cleared, destructive toast). Members awaiting
 * approval see why they cannot create yet. Chosen photos (issue 13) are added to the new recipe, in their
 * order, before moving on; one that fails says why ('Upload failed'), and the recipe stays created.
 */
export default function CreateRecipePage() {
  const user = useSignedInUser();
  const t = useT(recipeFormEn);
  const navigate = useNavigate();
  const createRecipe = useCreateRecipe();
  const addPhoto = useAddRecipePhoto();
  const photos = useLocalPhotos();
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  // An import (issue 15) fills the form by starting it afresh from the draft; nothing is saved until submit.
  const [imported, setImported] = useState<{ values: RecipeFormValues; version: number } | null>(null);
  useTopOfPage('create-recipe');

  const onSubmit = async (data: RecipeFormData) => {
    setSubmitting(true);
    try {
      const recipe = await createRecipe.mutateAsync(data);
      const files = photos.photos.map((photo) => photo.file);
      setProgress(files.length ? { done: 0, total: files.length } : null);
      // Upload errors are caught here: the form must not offer to create the recipe a second time.
      const { failures } = await uploadInOrder(
        files,
        (file) => addPhoto.mutateAsync({ recipeId: recipe.id, file }),
        (done) => setProgress({ done, total: files.length }),
      );
      toast(failures.length ? { title: errorCopy.uploadFailed.title, description: failures[0]!.message, variant: 'destructive' } : toasts.recipeCreated);
      await navigate(`/recipe/${recipe.id}`);
    } finally {
      setSubmitting(false);
      setProgress(null);
    }
  };

  return (
    <PageContainer className="max-w-4xl">
      <PageHeader title={copy.createRecipe.title} subtitle={copy.createRecipe.subtitle} icon={<NotebookPen />} />
      {isEffectivelyApproved(user) ? (
        <RecipeImport
          disabled={submitting}
          onDraft={(draft) => setImported((last) => ({ values: draftToFormValues(draft, emptyRecipeForm()), version: (last?.version ?? 0) + 1 }))}
          onPicture={(file) => photos.add([file])}
        />
      ) : null}
      {isEffectivelyApproved(user) ? (
        <RecipeForm
          key={imported?.version ?? 0}
          defaultValues={imported?.values ?? emptyRecipeForm()}
          onSubmit={onSubmit}
          submitLabel={t('submit')}
          pendingLabel={t('processing')}
          submitIcon={<Sparkles aria-hidden="true" />}
          showProcessingPanel
          extraSection={<NewRecipePhotos photos={photos} disabled={submitting} progress={progress} />}
        />
      ) : (
        <UnderReviewAlert user={user} />
      )}
    </PageContainer>
  );
}
