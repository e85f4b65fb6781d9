import { errors as errorCopy, TIME_MACHINE_EXAMPLES, timeMachineContract, timeMachineCopy, timeMachineRequestSchema, toasts, type TimeTravelResult } from '@hearth/contracts';
import { Hourglass } from 'lucide-react';
import { useState } from 'react';
import { badgeVariants } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { SubmitButton, TextField, useToolForm } from '../shared/form-kit';
import { useToolMutation } from '../shared/tool-api';
import { TimeMachineHistory } from './TimeMachineHistory';
import { TimeTravelResultCard } from './TimeTravelResultCard';
import aiTimeMachineEn from '@/i18n/locales/en/aiTimeMachine.json';
import { useSpec, useT } from '@/i18n/react';

/**
 * Time Machine (spec §2, §4, §5, §8): an era and an optional region, eight example badges that fill the
 * era, then a dish of that time and place. After success the form resets and the history refreshes;
 * clicking a history card shows it as the result.
 */
export default function TimeMachineTool() {
  const t = useT(aiTimeMachineEn);
  const copy = useSpec(timeMachineCopy);
  const form = useToolForm(timeMachineRequestSchema, { era: '', region: '' });
  const [result, setResult] = useState<TimeTravelResult | null>(null);
  const mutation = useToolMutation(timeMachineContract.endpoints.travel, {
    success: toasts.timeTravelComplete,
    errorTitle: errorCopy.generationFailed,
    errorFallback: errorCopy.somethingWentWrong,
    refreshes: [timeMachineContract.endpoints.history],
    onSuccess: (answer) => {
      setResult(answer);
      form.reset();
    },
  });

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardContent className="pt-6">
          <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))} className="flex flex-col gap-5">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField form={form} name="era" label={t('era')} placeholder={t('eraPlaceholder')} required />
              <TextField form={form} name="region" label={t('region')} placeholder={t('regionPlaceholder')} />
            </div>
            <section aria-labelledby="time-machine-examples" className="flex flex-col gap-2">
              <h2 id="time-machine-examples" className="text-sm font-semibold text-muted-foreground">
                {t('tryAnEra')}
              </h2>
              <ul className="flex flex-wrap gap-2">
                {TIME_MACHINE_EXAMPLES.map((example) => (
                  <li key={example}>
                    <button
                      type="button"
                      onClick={() => form.setValue('era', example, { shouldValidate: true, shouldDirty: true })}
                      className={cn(
                        badgeVariants({ variant: 'outline' }),
                        'cursor-pointer px-3 py-1 text-sm hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                      )}
                    >
                      {example}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
            <div>
              <SubmitButton pending={mutation.isPending} label={copy.submit} pendingLabel={copy.pending} icon={<Hourglass aria-hidden="true" />} />
            </div>
          </form>
        </CardContent>
      </Card>
      {result ? <TimeTravelResultCard result={result} /> : null}
      <TimeMachineHistory selectedId={result?.id ?? null} onSelect={setResult} />
    </div>
  );
}
