import { recipeDebuggerContract, recipeDebuggerRequestSchema, toasts, type RecipeDebuggerResponse } from '@hearth/contracts';
import { Bug, Stethoscope } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { Markdown } from '@/components/ui/markdown';
import { isBlank, SubmitButton, TextAreaField, TextField, useToolForm } from '../shared/form-kit';
import { ResultCard, ResultSection, SourceNote } from '../shared/result';
import { useToolMutation } from '../shared/tool-api';
import aiDebuggerEn from '@/i18n/locales/en/aiDebugger.json';
import { useT } from '@/i18n/react';

/** Recipe Debugger (spec §2 'Other AI tools'): an optional recipe id and what went wrong, then a results text. */
export default function RecipeDebuggerTool() {
  const t = useT(aiDebuggerEn);
  const form = useToolForm(recipeDebuggerRequestSchema, { recipeId: '', issueDescription: '' });
  const [result, setResult] = useState<RecipeDebuggerResponse | null>(null);
  const mutation = useToolMutation(recipeDebuggerContract.endpoints.analyze, { success: toasts.analysisComplete, onSuccess: setResult });

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardContent className="pt-6">
          <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))} className="flex flex-col gap-5">
            <TextField form={form} name="recipeId" label={t('recipeId')} placeholder={t('recipeIdPlaceholder')} hint={t('recipeIdHint')} className="sm:max-w-xs" />
            <TextAreaField form={form} name="issueDescription" label={t('issue')} placeholder={t('issuePlaceholder')} rows={5} required />
            <div>
              <SubmitButton
                pending={mutation.isPending}
                disabled={isBlank(form, 'issueDescription')}
                label={t('submit')}
                pendingLabel={t('pending')}
                icon={<Bug aria-hidden="true" />}
              />
            </div>
          </form>
        </CardContent>
      </Card>
      {result ? (
        <ResultCard title={t('resultTitle')} description={t('resultDescription')}>
          <ResultSection title={t('diagnosis')} icon={<Stethoscope aria-hidden="true" />}>
            <Markdown>{result.analysisResults.aiResponse}</Markdown>
          </ResultSection>
          <SourceNote source={result.source} />
        </ResultCard>
      ) : null}
    </div>
  );
}
