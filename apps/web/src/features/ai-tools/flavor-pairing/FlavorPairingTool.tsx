import { flavorPairingContract, flavorPairingRequestSchema, toasts, type FlavorPairingResponse } from '@hearth/contracts';
import { Atom, FlaskConical, Lightbulb, Shuffle } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Markdown } from '@/components/ui/markdown';
import { Progress } from '@/components/ui/progress';
import { isBlank, SubmitButton, TextField, useToolForm } from '../shared/form-kit';
import { ResultCard, ResultSection, SourceNote } from '../shared/result';
import { useToolMutation } from '../shared/tool-api';
import { CompatibilityCircle } from './CompatibilityCircle';
import aiPairingEn from '@/i18n/locales/en/aiPairing.json';
import { useT } from '@/i18n/react';

/** Flavor Pairing (spec §2 'Other AI tools'): two ingredients, then how well they pair and why. */
export default function FlavorPairingTool() {
  const t = useT(aiPairingEn);
  const form = useToolForm(flavorPairingRequestSchema, { ingredient1: '', ingredient2: '' });
  const [result, setResult] = useState<{ pair: [string, string]; answer: FlavorPairingResponse } | null>(null);
  const mutation = useToolMutation(flavorPairingContract.endpoints.analyze, { success: toasts.pairingComplete });
  const blank = isBlank(form, 'ingredient1') || isBlank(form, 'ingredient2');

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardContent className="pt-6">
          <form
            noValidate
            onSubmit={form.handleSubmit((values) => mutation.mutate(values, { onSuccess: (answer) => setResult({ pair: [values.ingredient1, values.ingredient2], answer }) }))}
            className="flex flex-col gap-5"
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField form={form} name="ingredient1" label={t('first')} placeholder={t('firstPlaceholder')} required />
              <TextField form={form} name="ingredient2" label={t('second')} placeholder={t('secondPlaceholder')} required />
            </div>
            <div>
              <SubmitButton pending={mutation.isPending} disabled={blank} label={t('submit')} pendingLabel={t('pending')} icon={<FlaskConical aria-hidden="true" />} />
            </div>
          </form>
        </CardContent>
      </Card>
      {result ? <PairingResult pair={result.pair} answer={result.answer} /> : null}
    </div>
  );
}

function PairingResult({ pair, answer }: { pair: [string, string]; answer: FlavorPairingResponse }) {
  const t = useT(aiPairingEn);
  return (
    <ResultCard title={<span className="capitalize">{`${pair[0].trim()} + ${pair[1].trim()}`}</span>} description={t('analysis')}>
      <div className="grid items-center gap-6 sm:grid-cols-[auto_1fr]">
        <CompatibilityCircle score={answer.compatibilityScore} />
        <ResultSection title={t('unexpectedness')} icon={<Shuffle aria-hidden="true" />}>
          <div className="flex items-center gap-3">
            <Progress value={answer.unexpectedRating * 10} aria-label={t('unexpectedness')} className="h-2.5" />
            <span className="w-16 text-right text-sm font-semibold tabular-nums">{answer.unexpectedRating}/10</span>
          </div>
          <p className="mt-2 text-xs text-muted-foreground">{t('unexpectednessHint')}</p>
        </ResultSection>
      </div>
      <ResultSection title={t('usage')} icon={<Lightbulb aria-hidden="true" />}>
        <Markdown>{answer.usageContext}</Markdown>
      </ResultSection>
      <ResultSection title={t('science')} icon={<Atom aria-hidden="true" />}>
        <Markdown>{answer.scientificBasis}</Markdown>
      </ResultSection>
      <ResultSection title={t('compounds')}>
        {answer.sharedCompounds.length ? (
          <ul className="flex flex-wrap gap-2">
            {answer.sharedCompounds.map((compound) => (
              <li key={compound}>
                <Badge variant="secondary" className="font-mono text-xs">
                  {compound}
                </Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">{t('noCompounds')}</p>
        )}
      </ResultSection>
      <SourceNote source={answer.source} />
    </ResultCard>
  );
}
