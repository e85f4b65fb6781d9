import { errors as errorCopy, isEffectivelyAdmin, isEffectivelyApproved, isListedRecipe, screens, servingsScale, type RecipeDetail } from '@hearth/contracts';
import { ArrowLeft, Globe, History, Hourglass, Lock, PencilLine, Sparkles, Star, TriangleAlert, Users } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageContainer, useDocumentTitle } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { MentorMode } from '@/features/mentor/components/MentorMode';
import { useMyAllergies } from '@/features/profile/get-profile';
import { AdminImageUpload } from '@/features/recipes/components/AdminImageUpload';
import { CookingTools, PrintRecipeButton } from '@/features/recipes/components/CookingTools';
import { IngredientList } from '@/features/recipes/components/IngredientList';
import { NutritionPanel } from '@/features/recipes/components/NutritionPanel';
import { MemberPhotos } from '@/features/recipes/components/MemberPhotos';
import { RatingCard } from '@/features/recipes/components/RatingCard';
import { RecipeGallery } from '@/features/recipes/components/RecipeGallery';
import { RecipePrintView } from '@/features/recipes/components/RecipePrintView';
import { BackstorySection, InstructionsSection } from '@/features/recipes/components/RecipeSections';
import { RecipeTimes } from '@/features/recipes/components/RecipeTimes';
import { ShareCard } from '@/features/recipes/components/ShareCard';
import { ThingsWorthKnowing } from '@/features/recipes/components/ThingsWorthKnowing';
import { RelatedRecipes } from '@/features/recipes/components/RelatedRecipes';
import { SaveToCollectionButton } from '@/features/collections/components/SaveToCollectionButton';
import { ExportRecipeButton } from '@/features/data-export/components/ExportRecipeButton';
import { useServings, useTickedLines, useUnitSystem } from '@/features/recipes/cooking-state';
import { isEnriching, useRecipe } from '@/features/recipes/get-recipe';
import { canShareRecipe, recipeStatusBadges } from '@/features/recipes/recipe-status';
import { useTopOfPage } from '@/features/recipes/use-top-of-page';
import { useCurrentUser } from '@/lib/user/current-user';
import { errorMessage } from '@/lib/api';
import { RECIPE_PRINT_STYLES } from './print-styles';
import { RecipeNotFound } from './RecipeNotFound';
import { useFormat } from '@/i18n/format';
import commonEn from '@/i18n/locales/en/common.json';
import recipeEn from '@/i18n/locales/en/recipe.json';
import { useRichT, useSpec, useSpecText, useT } from '@/i18n/react';

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

// Only creators open Version History, so its dialog, tabs, scroll area and date formatting load on demand.
const loadVersionHistory = () => import('@/features/recipes/components/VersionHistoryDialog');
const VersionHistoryDialog = lazy(loadVersionHistory);

function BackToBrowse() {
  const words = useSpec(screens);
  return (
    <Link to="/recipes" className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-2 self-start text-muted-foreground' })}>
      <ArrowLeft aria-hidden="true" />
      {words.recipeNotFound.browseLink}
    </Link>
  );
}

function RecipeFacts({ recipe, steps }: { recipe: RecipeDetail; steps: readonly string[] }) {
  const t = useT(recipeEn);
  const common = useT(commonEn);
  const formats = useFormat();
  const { average, count } = recipe.communityRating;
  return (
    <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground" aria-label={t('detail.facts')}>
      <li className="inline-flex items-center gap-1.5" data-testid="community-rating">
        <Star aria-hidden="true" className="size-4 fill-saffron text-saffron" />
        {count > 0 ? (
          <>
            <span className="font-semibold text-foreground">
              <span className="sr-only">{t('detail.communityRating')}</span>
              {formats.number(average, ONE_DECIMAL)}
            </span>
            <span>({t('detail.ratingCount', { count })})</span>
          </>
        ) : (
          <span>{t('detail.noRatings')}</span>
        )}
      </li>
      <li className="inline-flex items-center gap-1.5" data-testid="ai-rating">
        <Sparkles aria-hidden="true" className="size-4 text-primary" />
        {recipe.aiRating != null ? (
          <span>
            {t('detail.aiRating')} <span className="font-semibold text-foreground">{formats.number(recipe.aiRating, ONE_DECIMAL)}</span>
          </span>
        ) : (
          <span>{t('detail.aiRatingPending')}</span>
        )}
      </li>
      <RecipeTimes cookingTime={recipe.cookingTime} steps={steps} />
      {recipe.servings ? (
        <li className="inline-flex items-center gap-1.5">
          <Users aria-hidden="true" className="size-4" />
          {common('servings', { count: recipe.servings })}
        </li>
      ) : null}
    </ul>
  );
}

function RecipeView({ recipe }: { recipe: RecipeDetail }) {
  useDocumentTitle(recipe.title);
  // Null only in the offline reader (decision 0037): a saved copy, with nothing offered that needs a member.
  const user = useCurrentUser().data ?? null;
  const isCreator = user !== null && recipe.createdBy === user.id;
  const isAdmin = user !== null && isEffectivelyAdmin(user);
  const isApproved = user !== null && isEffectivelyApproved(user);
  // The creator cannot rate their own recipe (spec §6), members awaiting approval cannot rate (decision 0009),
  // and only listed recipes take ratings (decision 0020): an admin opening a private or pending one sees no stars.
  const canRate = !isCreator && isApproved && isListedRecipe(recipe);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [historyRequested, setHistoryRequested] = useState(false);
  const steps = useMemo(() => [...recipe.steps].sort((a, b) => a.stepNumber - b.stepNumber).map((s) => s.instruction), [recipe.steps]);
  const creatorName = recipe.creator.firstName ?? recipe.creator.username;
  const allergies = useMyAllergies();
  // Cooking from the page (issue 13, item 5): servings and units shared by the list and the print view.
  const { servings, setServings, reset: resetServings } = useServings(recipe.servings);
  const [units, setUnits] = useUnitSystem();
  const scale = servingsScale(recipe.servings, servings);
  const lineIds = useMemo(() => recipe.recipeIngredients.map((line) => line.id), [recipe.recipeIngredients]);
  const { ticked, toggle, clear } = useTickedLines(recipe.id, lineIds);
  const badges = recipeStatusBadges(recipe);
  const t = useT(recipeEn);
  const rich = useRichT(recipeEn);
  const option = useSpecText();

  const openHistory = () => {
    setHistoryRequested(true);
    setHistoryOpen(true);
  };

  return (
    <>
      <style media="print">{RECIPE_PRINT_STYLES}</style>
      <RecipePrintView recipe={recipe} steps={steps} servings={recipe.servings ? servings : null} scale={scale} units={units} />
      {/* The screen view; printing shows RecipePrintView alone. */}
      <div className="contents print:hidden">
        <header className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2" data-testid="recipe-status">
            {/* A public recipe awaiting review is not public yet: it shows only 'Pending review' (issue 13, item 11). */}
            {badges.includes('private') ? (
              <Badge variant="outline" className="py-1">
                <Lock aria-hidden="true" />
                {t('detail.private')}
              </Badge>
            ) : null}
            {badges.includes('public') ? (
              <Badge variant="outline" className="py-1">
                <Globe aria-hidden="true" />
                {t('detail.public')}
              </Badge>
            ) : null}
            {badges.includes('pendingReview') ? (
              <Badge className="border-warning-border bg-warning-bg py-1 text-warning-foreground">
                <Hourglass aria-hidden="true" />
                {t('detail.pendingReview')}
              </Badge>
            ) : null}
            {recipe.cuisine ? (
              <Badge variant="accent" className="py-1">
                {option(recipe.cuisine)}
              </Badge>
            ) : null}
            {recipe.dietType ? (
              <Badge variant="accent" className="py-1">
                {option(recipe.dietType)}
              </Badge>
            ) : null}
          </div>
          <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
            <div className="min-w-0">
              <h1 className="font-display text-3xl leading-tight font-semibold tracking-tight sm:text-4xl">{recipe.title}</h1>
              {recipe.description ? <p className="mt-2 max-w-2xl whitespace-pre-line text-base leading-relaxed text-muted-foreground sm:text-lg">{recipe.description}</p> : null}
              {creatorName ? (
                <p className="mt-2 text-sm text-muted-foreground">
                  {rich('detail.by', { name: <span className="font-medium text-foreground">{creatorName}</span> })}
                  {recipe.creator.username && recipe.creator.firstName ? <span> · @{recipe.creator.username}</span> : null}
                </p>
              ) : null}
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              <PrintRecipeButton />
              <ExportRecipeButton recipeId={recipe.id} />
              {isCreator ? (
                <>
                  <Link to={`/recipe/${recipe.id}/edit`} className={buttonVariants({ variant: 'outline' })}>
                    <PencilLine aria-hidden="true" />
                    {t('detail.edit')}
                  </Link>
                  <Button variant="outline" onClick={openHistory} onPointerEnter={() => void loadVersionHistory()} onFocus={() => void loadVersionHistory()}>
                    <History aria-hidden="true" />
                    {t('versions.button')}
                  </Button>
                </>
              ) : null}
            </div>
          </div>
          <RecipeFacts recipe={recipe} steps={steps} />
          {recipe.tags.length ? (
            <ul className="flex flex-wrap gap-1.5" aria-label={t('detail.tags')}>
              {recipe.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="secondary">{option(tag)}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </header>

        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="flex min-w-0 flex-col gap-5">
            <RecipeGallery key={recipe.images.join('|')} images={recipe.images} title={recipe.title} seed={recipe.id} />
            {recipe.backstory ? <BackstorySection backstory={recipe.backstory} /> : null}
            <IngredientList
              lines={recipe.recipeIngredients}
              writtenServings={recipe.servings}
              servings={servings}
              scale={scale}
              units={units}
              ticked={ticked}
              onServingsChange={setServings}
              onServingsReset={resetServings}
              onUnitsChange={setUnits}
              onTick={toggle}
              onClearTicks={clear}
            />
            <InstructionsSection steps={recipe.steps} />
            <CookingTools />
            {/* Changed steps (an edit, a restore) start Mentor Mode afresh. */}
            <MentorMode key={steps.join('\n')} steps={steps} />
            <ThingsWorthKnowing recipe={recipe} />
          </div>
          <aside className="flex flex-col gap-4" aria-label={t('detail.actions')}>
            {canRate ? <RatingCard recipe={recipe} /> : null}
            <NutritionPanel nutrition={recipe.nutrition} preparing={isEnriching(recipe)} />
            {/* Only a listed recipe opens for the people a link reaches (issue 13, item 11). */}
            {canShareRecipe(recipe) ? <ShareCard recipeId={recipe.id} title={recipe.title} /> : null}
            {isAdmin ? <AdminImageUpload recipeId={recipe.id} /> : null}
            {user ? <MemberPhotos recipe={recipe} /> : null}
            {isApproved ? <SaveToCollectionButton recipeId={recipe.id} /> : null}
          </aside>
        </div>
        <RelatedRecipes recipeId={recipe.id} viewerAllergies={allergies} />
      </div>

      {historyRequested ? (
        <Suspense fallback={null}>
          <VersionHistoryDialog recipe={recipe} open={historyOpen} onOpenChange={setHistoryOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Recipe detail (/recipe/{id}, spec §2). */
export default function RecipeDetailPage() {
  const { id = '' } = useParams();
  const { data: recipe, isPending, isError, error } = useRecipe(id, { pollWhileEnriching: true });
  useTopOfPage(id);
  const t = useT(recipeEn);

  return (
    <PageContainer className="max-w-6xl print:max-w-none print:p-0">
      <div className="contents print:hidden">
        <BackToBrowse />
      </div>
      {isPending ? (
        <div className="flex min-h-[40vh] items-center justify-center">
          <Spinner label={t('detail.loading')} />
        </div>
      ) : isError ? (
        <EmptyState headingLevel={1} icon={<TriangleAlert />} title={errorCopy.title} description={errorMessage(error)} />
      ) : recipe ? (
        <RecipeView recipe={recipe} />
      ) : (
        <RecipeNotFound />
      )}
    </PageContainer>
  );
}
