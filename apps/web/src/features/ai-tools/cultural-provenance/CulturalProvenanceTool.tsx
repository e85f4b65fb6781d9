import { culturalProvenanceContract, culturalProvenanceRequestSchema, provenanceCopy, toasts, type CulturalProvenanceResponse } from '@hearth/contracts';
import { AlertTriangle, ArrowDownRight, ArrowUpRight, BookOpen, CalendarDays, Info, Landmark, MapPin, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { isBlank, SubmitButton, TextField, useToolForm } from '../shared/form-kit';
import { ResultCard, ResultSection, SourceNote } from '../shared/result';
import { useToolMutation } from '../shared/tool-api';
import aiProvenanceEn from '@/i18n/locales/en/aiProvenance.json';
import { useSpec, useSpecText, useT } from '@/i18n/react';

/** Cultural Provenance (spec §2 'Other AI tools'): a dish name and an optional recipe ID, then the dish's history. */
export default function CulturalProvenanceTool() {
  const t = useT(aiProvenanceEn);
  const form = useToolForm(culturalProvenanceRequestSchema, { dishName: '', recipeId: '' });
  const [result, setResult] = useState<CulturalProvenanceResponse | null>(null);
  const mutation = useToolMutation(culturalProvenanceContract.endpoints.trace, { success: toasts.historicalComplete, onSuccess: setResult });

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardContent className="pt-6">
          <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))} className="flex flex-col gap-5">
            <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
              <TextField form={form} name="dishName" label={t('dishName')} placeholder={t('dishPlaceholder')} required />
              <TextField form={form} name="recipeId" label={t('recipeId')} placeholder={t('recipeIdPlaceholder')} hint={t('recipeIdHint')} />
            </div>
            <div>
              <SubmitButton
                pending={mutation.isPending}
                disabled={isBlank(form, 'dishName')}
                label={t('submit')}
                pendingLabel={t('pending')}
                icon={<Landmark aria-hidden="true" />}
              />
            </div>
          </form>
        </CardContent>
      </Card>
      {result ? <ProvenanceResult result={result} onPick={(name) => form.setValue('dishName', name, { shouldDirty: true })} /> : null}
    </div>
  );
}

function Lines({ items, label, empty }: { items: string[]; label: string; empty: string }) {
  if (!items.length) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <ul aria-label={label} className="flex list-disc flex-col gap-1 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The answer: documented history with its sources, or an inference that says plainly that it is one. */
export function ProvenanceResult({ result, onPick }: { result: CulturalProvenanceResponse; onPick?: (name: string) => void }) {
  const t = useT(aiProvenanceEn);
  const copy = useSpec(provenanceCopy);
  const text = useSpecText();
  const inferred = result.basis === 'inferred';
  return (
    <ResultCard
      title={result.dishName}
      description={
        <span className="flex flex-wrap items-center gap-2">
          {inferred ? (
            <Badge variant="outline" className="border-warning-border bg-warning-bg text-warning-foreground">
              <AlertTriangle aria-hidden="true" />
              {copy.inferredLabel}
            </Badge>
          ) : (
            <Badge variant="secondary">
              <BookOpen aria-hidden="true" />
              {copy.documentedLabel}
            </Badge>
          )}
          {result.cuisine ? <Badge variant="outline">{text(result.cuisine)}</Badge> : null}
          {result.recipe ? <Badge variant="outline">{t('recipeBadge', { id: result.recipe.id, title: result.recipe.title })}</Badge> : null}
        </span>
      }
    >
      {inferred ? (
        <Alert variant="warning">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>{copy.inferredLabel}</AlertTitle>
          {result.note ? <AlertDescription>{result.note}</AlertDescription> : null}
        </Alert>
      ) : result.note ? (
        <Alert variant="info">
          <Info aria-hidden="true" />
          <AlertTitle>{t('note')}</AlertTitle>
          <AlertDescription>{result.note}</AlertDescription>
        </Alert>
      ) : null}
      {result.suggestions.length ? (
        <section aria-label={t('similarNames')} className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">{t('didYouMean')}</span>
          {result.suggestions.map((name) => (
            <Button key={name} type="button" variant="outline" size="sm" onClick={() => onPick?.(name)}>
              {name}
            </Button>
          ))}
        </section>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <ResultSection title={t('originRegion')} icon={<MapPin aria-hidden="true" />}>
          <p>{result.originRegion}</p>
        </ResultSection>
        <ResultSection title={t('originEra')} icon={<CalendarDays aria-hidden="true" />}>
          <p>{result.originEra}</p>
        </ResultSection>
      </div>
      <ResultSection title={t('significance')} icon={<Landmark aria-hidden="true" />}>
        <p>{result.culturalSignificance}</p>
      </ResultSection>
      <div className="grid gap-5 sm:grid-cols-2">
        <ResultSection title={t('influencedBy')} icon={<ArrowDownRight aria-hidden="true" />}>
          <Lines items={result.influencedBy} label={t('influencedByLabel')} empty={t('nothingRecorded')} />
        </ResultSection>
        <ResultSection title={t('hasInfluenced')} icon={<ArrowUpRight aria-hidden="true" />}>
          <Lines items={result.influences} label={t('hasInfluencedLabel')} empty={inferred ? t('noInfluenceInferred') : t('noInfluence')} />
        </ResultSection>
      </div>
      <ResultSection title={t('sources')} icon={<ScrollText aria-hidden="true" />}>
        <Lines items={result.sources} label={t('sources')} empty={t('noSources')} />
      </ResultSection>
      <SourceNote source={result.source} />
    </ResultCard>
  );
}
