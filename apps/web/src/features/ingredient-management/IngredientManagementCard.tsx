import { errors, toasts } from '@hearth/contracts';
import { ImagePlus, Tags } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useCategorizeIngredients } from './categorize-ingredients';
import { useGenerateAllImages } from './generate-images';
import ingredientManagementEn from '@/i18n/locales/en/ingredientManagement.json';
import { useT } from '@/i18n/react';

/**
 * The admin's Ingredient Management card (spec §2): two steps, categorise the catalogue with AI,
 * then generate every missing recipe and ingredient image. Both are safe to run again.
 */
export function IngredientManagementCard() {
  const t = useT(ingredientManagementEn);
  const categorize = useCategorizeIngredients();
  const generate = useGenerateAllImages();

  const runCategorize = () =>
    categorize.mutate(undefined, {
      onSuccess: ({ categorized }) => toast({ title: toasts.ingredientsCategorized.title, description: t('categorized', { count: categorized }) }),
      onError: () => toast({ variant: 'destructive', title: errors.categorizationFailed.title, description: errors.categorizationFailed.description }),
    });
  const runGenerate = () =>
    generate.mutate(undefined, {
      onSuccess: ({ recipesGenerated, ingredientsGenerated }) =>
        toast({ title: toasts.imagesGenerated.title, description: t('imagesCreated', { recipes: recipesGenerated, ingredients: ingredientsGenerated }) }),
      onError: () => toast({ variant: 'destructive', title: errors.imageGenerationFailed.title, description: errors.imageGenerationFailed.description }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-3 rounded-xl border border-border p-4">
          <p className="text-sm">
            <span className="font-semibold">{t('step1')}</span> {t('step1Text')}
          </p>
          <Button onClick={runCategorize} disabled={categorize.isPending} className="self-start">
            <Tags aria-hidden="true" />
            {categorize.isPending ? t('categorizing') : t('categorize')}
          </Button>
        </div>
        <div className="flex flex-col gap-3 rounded-xl border border-border p-4">
          <p className="text-sm">
            <span className="font-semibold">{t('step2')}</span> {t('step2Text')}
          </p>
          <Button onClick={runGenerate} disabled={generate.isPending} variant="outline" className="self-start">
            <ImagePlus aria-hidden="true" />
            {generate.isPending ? t('generating') : t('generate')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
