import { errors as errorCopy, recipeMessages, screens, type RecipeDetail, type RecipeForm as RecipeFormData } from '@hearth/contracts';
import { ArrowLeft, Lock, PencilLine, TriangleAlert } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageContainer, PageHeader } from '@/components/page-header';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { RecipeForm } from '@/features/recipes/components/RecipeForm';
import { useRecipe } from '@/features/recipes/get-recipe';
import { recipeToFormValues } from '@/features/recipes/recipe-form';
import { useUpdateRecipe } from '@/features/recipes/update-recipe';
import { useTopOfPage } from '@/features/recipes/use-top-of-page';
import { useSignedInUser } from '@/lib/user/use-signed-in-user';
import { errorMessage } from '@/lib/api';
import { RecipeNotFound } from './RecipeNotFound';
import commonEn from '@/i18n/locales/en/common.json';
import recipeEn from '@/i18n/locales/en/recipe.json';
import { useT } from '@/i18n/react';

function EditForm({ recipe }: { recipe: RecipeDetail }) {
  const t = useT(recipeEn);
  const common = useT(commonEn);
  const navigate = useNavigate();
  const id = String(recipe.id);
  const updateRecipe = useUpdateRecipe(id);
  const onSubmit = async (data: RecipeFormData) => {
    await updateRecipe.mutateAsync(data);
    toast({ title: t('edit.updatedTitle'), description: t('edit.updatedDescription') });
    await navigate(`/recipe/${id}`);
  };
  return (
    <RecipeForm
      defaultValues={recipeToFormValues(recipe)}
      onSubmit={onSubmit}
      submitLabel={screens.profileSettings.saveChanges}
      pendingLabel={screens.profileSettings.saving}
      secondaryAction={
        <Link to={`/recipe/${id}`} className={buttonVariants({ variant: 'ghost', size: 'lg' })}>
          {common('cancel')}
        </Link>
      }
    />
  );
}

/** Edit a recipe (/recipe/{id}/edit): the creation form, filled in, for the creator only. */
export default function EditRecipePage() {
  const t = useT(recipeEn);
  const { id = '' } = useParams();
  const user = useSignedInUser();
  const { data: recipe, isPending, isError, error } = useRecipe(id);
  useTopOfPage(id);

  return (
    <PageContainer className="max-w-4xl">
      <Link to={`/recipe/${encodeURIComponent(id)}`} className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-2 self-start text-muted-foreground' })}>
        <ArrowLeft aria-hidden="true" />
        {t('edit.back')}
      </Link>
      {isPending ? (
        <div className="flex min-h-[40vh] items-center justify-center">
          <Spinner label={t('detail.loading')} />
        </div>
      ) : isError ? (
        <EmptyState headingLevel={1} icon={<TriangleAlert />} title={errorCopy.title} description={errorMessage(error)} />
      ) : !recipe ? (
        <RecipeNotFound />
      ) : recipe.createdBy !== user.id ? (
        <EmptyState headingLevel={1} icon={<Lock />} title={t('edit.title')} description={recipeMessages.onlyCreatorEdits} />
      ) : (
        <>
          <PageHeader title={t('edit.title')} subtitle={t('edit.subtitle')} icon={<PencilLine />} />
          <EditForm key={recipe.id} recipe={recipe} />
        </>
      )}
    </PageContainer>
  );
}
