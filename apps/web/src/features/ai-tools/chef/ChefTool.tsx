import { CHEF_INSPIRATIONS, chefContract, chefRequestSchema, toasts } from '@hearth/contracts';
import { ChefHat } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { isBlank, PromptCards, SubmitButton, TextAreaField, useToolForm } from '../shared/form-kit';
import { useToolMutation } from '../shared/tool-api';
import aiChefEn from '@/i18n/locales/en/aiChef.json';
import { useSpecText, useT } from '@/i18n/react';

/**
 * AI Chef (spec §2): a request in the cook's own words, or one of six inspiration cards, becomes a
 * complete recipe saved privately to their account; on success the recipe page opens.
 */
export default function ChefTool() {
  const navigate = useNavigate();
  const t = useT(aiChefEn);
  const text = useSpecText();
  const form = useToolForm(chefRequestSchema, { prompt: '' });
  const mutation = useToolMutation(chefContract.endpoints.generate, {
    success: toasts.recipeGenerated,
    onSuccess: (recipe) => navigate(`/recipe/${recipe.id}`),
  });
  const blank = isBlank(form, 'prompt');

  return (
    <Card>
      <CardContent className="pt-6">
        <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))} className="flex flex-col gap-5">
          <TextAreaField form={form} name="prompt" label={t('label')} placeholder={t('placeholder')} hint={t('hint')} rows={5} required />
          <div>
            <SubmitButton pending={mutation.isPending} disabled={blank} label={t('submit')} pendingLabel={t('pending')} icon={<ChefHat aria-hidden="true" />} />
          </div>
          <PromptCards
            prompts={CHEF_INSPIRATIONS.map((card) => ({ ...card, title: text(card.title) }))}
            onPick={(prompt) => form.setValue('prompt', prompt, { shouldValidate: true, shouldDirty: true })}
          />
        </form>
      </CardContent>
    </Card>
  );
}
