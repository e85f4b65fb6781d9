import { errors as errorCopy, tasteMemoryContract, tasteMemoryRequestSchema, toasts, type TasteMemory } from '@hearth/contracts';
import { Brain, History } from 'lucide-react';
import { useRef, useState } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { isBlank, SubmitButton, TextAreaField, useToolForm } from '../shared/form-kit';
import { useToolMutation } from '../shared/tool-api';
import { TasteMemoryHistory } from './TasteMemoryHistory';
import { TasteMemoryResult } from './TasteMemoryResult';
import aiTasteMemoryEn from '@/i18n/locales/en/aiTasteMemory.json';
import { useT } from '@/i18n/react';

/**
 * Taste Memory (spec §2 'Other AI tools'): a remembered dish described in the member's own words; the
 * answer shows what was read from them and which recipes or classic dishes it may have been. Past
 * memories are listed below and can be opened again.
 */
export default function TasteMemoryTool() {
  const t = useT(aiTasteMemoryEn);
  const form = useToolForm(tasteMemoryRequestSchema, { memoryDescription: '' });
  const [result, setResult] = useState<TasteMemory | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const mutation = useToolMutation(tasteMemoryContract.endpoints.analyze, {
    success: toasts.memoryAnalyzed,
    errorTitle: errorCopy.analysisFailed,
    errorFallback: errorCopy.somethingWentWrong,
    refreshes: [tasteMemoryContract.endpoints.history],
    onSuccess: (memory) => {
      setResult(memory);
      form.reset({ memoryDescription: '' });
    },
  });
  const open = (memory: TasteMemory) => {
    setResult(memory);
    resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardContent className="pt-6">
          <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))} className="flex flex-col gap-5">
            <TextAreaField form={form} name="memoryDescription" label={t('label')} placeholder={t('placeholder')} hint={t('hint')} rows={5} required />
            <div>
              <SubmitButton
                pending={mutation.isPending}
                disabled={isBlank(form, 'memoryDescription')}
                label={t('submit')}
                pendingLabel={t('pending')}
                icon={<Brain aria-hidden="true" />}
              />
            </div>
          </form>
        </CardContent>
      </Card>
      <div ref={resultRef} className="scroll-mt-24">
        {result ? <TasteMemoryResult key={result.id} memory={result} /> : null}
      </div>
      <section aria-labelledby="taste-memory-history" className="flex flex-col gap-3">
        <h2 id="taste-memory-history" className="flex items-center gap-2 font-display text-xl font-semibold">
          <History aria-hidden="true" className="size-5" />
          {t('yourMemories')}
        </h2>
        <TasteMemoryHistory onOpen={open} />
      </section>
    </div>
  );
}
