import { copy, isEffectivelyApproved, toasts, type RecipeForm as RecipeFormData } from '@hearth/contracts';
import { NotebookPen, Sparkles } from 'lucide-react';
import { useNavigate } from 'react-router';
import { UnderReviewAlert } from '@/components/account-alerts';
import { PageContainer, PageHeader } from '@/components/page-header';
import { toast } from '@/components/ui/use-toast';
import { RecipeForm } from '@/features/recipes/components/RecipeForm';
import { recipeCopy } from '@/features/recipes/copy';
import { useCreateRecipe } from '@/features/recipes/create-recipe';
import { emptyRecipeForm } from '@/features/recipes/recipe-form';
import { useTopOfPage } from '@/features/recipes/use-top-of-page';
import { useSignedInUser } from '@/lib/user/use-signed-in-user';

/**
 * Create Recipe (spec §2, §4): idle → submitting (the processing panel, submit disabled) → success (toast,
 * recipe lists refreshed, on to /recipe/{id}) or error (panel cleared, destructive toast). Members awaiting
 * approval see why they cannot create yet.
 */
export default function CreateRecipePage() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const createRecipe = useCreateRecipe();
  useTopOfPage('create-recipe');

  const onSubmit = async (data: RecipeFormData) => {
    const recipe = await createRecipe.mutateAsync(data);
    toast(toasts.recipeCreated);
    await navigate(`/recipe/${recipe.id}`);
  };

  return (
    <PageContainer className="max-w-4xl">
      <PageHeader title={copy.createRecipe.title} subtitle={copy.createRecipe.subtitle} icon={<NotebookPen />} />
      {isEffectivelyApproved(user) ? (
        <RecipeForm
          defaultValues={emptyRecipeForm()}
          onSubmit={onSubmit}
          submitLabel={recipeCopy.form.submit}
          pendingLabel={recipeCopy.form.processing}
          submitIcon={<Sparkles aria-hidden="true" />}
          showProcessingPanel
        />
      ) : (
        <UnderReviewAlert user={user} />
      )}
    </PageContainer>
  );
}
