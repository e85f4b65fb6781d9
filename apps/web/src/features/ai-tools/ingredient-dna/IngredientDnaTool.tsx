import { ingredientDnaContract, ingredientDnaRequestSchema, toasts, type IngredientDnaResponse } from '@hearth/contracts';
import { Apple, Atom, CalendarDays, Dna, Globe2, Hand, MapPin, Replace, Soup } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { isBlank, SubmitButton, TextField, useToolForm } from '../shared/form-kit';
import { SourceNote } from '../shared/result';
import { useToolMutation } from '../shared/tool-api';
import { useFormat } from '@/i18n/format';
import aiDnaEn from '@/i18n/locales/en/aiDna.json';
import { useSpecText, useT } from '@/i18n/react';

// Month names as the reader's language abbreviates them (Intl), January first.
const MONTHS = Array.from({ length: 12 }, (_, index) => new Date(2026, index, 1));

/** Ingredient DNA (spec §2 'Other AI tools'): a name and an optional ingredient ID, then eight cards. */
export default function IngredientDnaTool() {
  const t = useT(aiDnaEn);
  const form = useToolForm(ingredientDnaRequestSchema, { ingredientName: '', ingredientId: '' });
  const [result, setResult] = useState<IngredientDnaResponse | null>(null);
  const mutation = useToolMutation(ingredientDnaContract.endpoints.analyze, { success: toasts.dnaComplete, onSuccess: setResult });
  const blank = isBlank(form, 'ingredientName');

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardContent className="pt-6">
          <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))} className="flex flex-col gap-5">
            <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
              <TextField form={form} name="ingredientName" label={t('name')} placeholder={t('namePlaceholder')} required />
              <TextField form={form} name="ingredientId" label={t('id')} placeholder={t('idPlaceholder')} hint={t('idHint')} />
            </div>
            <div>
              <SubmitButton pending={mutation.isPending} disabled={blank} label={t('submit')} pendingLabel={t('pending')} icon={<Dna aria-hidden="true" />} />
            </div>
          </form>
        </CardContent>
      </Card>
      {result ? <DnaResult result={result} /> : null}
    </div>
  );
}

function DnaCard({ title, icon, summary, children, className }: { title: string; icon: ReactNode; summary: string; children?: ReactNode; className?: string }) {
  return (
    <Card className={cn('gap-3', className)}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base [&_svg]:size-4 [&_svg]:text-primary">
          {icon}
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm leading-relaxed">
        <p>{summary}</p>
        {children}
      </CardContent>
    </Card>
  );
}

function SourceLine({ source }: { source: string }) {
  const t = useT(aiDnaEn);
  return <p className="text-xs text-muted-foreground">{t('source', { source })}</p>;
}

function DnaResult({ result }: { result: IngredientDnaResponse }) {
  const { tasteProfile, textureProfile, nutritionalProfile, seasonality, substitutionMap, culturalUsage, regionalAvailability, chemicalCompounds } = result;
  const inSeason = new Set(seasonality.months);
  const t = useT(aiDnaEn);
  const text = useSpecText();
  const formats = useFormat();
  return (
    <section aria-live="polite" aria-label={t('dnaOf', { name: result.ingredient.name })} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="font-display text-2xl capitalize">{result.ingredient.name}</h2>
        <Badge variant="outline">{text(result.ingredient.category)}</Badge>
        {result.ingredient.ingredientId !== null ? <Badge variant="secondary">ID {result.ingredient.ingredientId}</Badge> : null}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <DnaCard title={t('taste')} icon={<Soup aria-hidden="true" />} summary={tasteProfile.summary}>
          <ul className="flex flex-col gap-1.5">
            {tasteProfile.tastes.map((taste) => (
              <li key={taste.taste} className="grid grid-cols-[6.5rem_1fr_2.5rem] items-center gap-2">
                <span className="text-xs text-muted-foreground">{taste.taste}</span>
                <Progress value={taste.value * 10} aria-label={t('tasteValue', { taste: taste.taste, value: taste.value })} className="h-2" />
                <span className="text-right text-xs tabular-nums">{taste.value}/10</span>
              </li>
            ))}
          </ul>
        </DnaCard>

        <DnaCard title={t('texture')} icon={<Hand aria-hidden="true" />} summary={textureProfile.summary}>
          {textureProfile.textures.length ? (
            <ul className="flex flex-wrap gap-2">
              {textureProfile.textures.map((texture) => (
                <li key={texture}>
                  <Badge variant="secondary">{texture}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </DnaCard>

        <DnaCard title={t('nutrition')} icon={<Apple aria-hidden="true" />} summary={nutritionalProfile.summary}>
          {nutritionalProfile.per100g.length ? (
            <table className="w-full text-sm">
              <caption className="sr-only">{t('per100g')}</caption>
              <thead>
                <tr className="border-b text-left text-xs text-muted-foreground">
                  <th scope="col" className="py-1 font-medium">
                    {t('per100gShort')}
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    {t('amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {nutritionalProfile.per100g.map((row) => (
                  <tr key={row.nutrient} className="border-b border-border/50 last:border-0">
                    <th scope="row" className="py-1 text-left font-normal">
                      {row.nutrient}
                    </th>
                    <td className="py-1 text-right tabular-nums">
                      {row.amount} {row.unit}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <SourceLine source={nutritionalProfile.source} />
        </DnaCard>

        <DnaCard title={t('seasonality')} icon={<CalendarDays aria-hidden="true" />} summary={seasonality.summary}>
          <ul className="grid grid-cols-6 gap-1.5" aria-label={t('monthsInSeason')}>
            {MONTHS.map((date, index) => {
              const month = formats.date(date, { month: 'short' });
              const active = inSeason.has(index + 1);
              return (
                <li
                  key={month}
                  className={cn(
                    'rounded-md border px-1 py-1 text-center text-xs',
                    active ? 'border-primary/40 bg-primary/15 font-semibold text-foreground' : 'text-muted-foreground',
                  )}
                >
                  {month}
                  <span className="sr-only">{active ? t('inSeason') : t('outOfSeason')}</span>
                </li>
              );
            })}
          </ul>
        </DnaCard>

        <DnaCard title={t('substitutions')} icon={<Replace aria-hidden="true" />} summary={substitutionMap.summary} className="md:col-span-2">
          {substitutionMap.substitutes.length ? (
            <ul className="grid gap-3 sm:grid-cols-2">
              {substitutionMap.substitutes.map((sub) => (
                <li key={sub.name} className="flex flex-col gap-1.5 rounded-lg border bg-muted/30 p-3">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="font-medium capitalize">{sub.name}</span>
                    <span className="text-xs text-muted-foreground">{sub.ratio}</span>
                  </div>
                  {sub.note ? <p className="text-xs text-muted-foreground">{sub.note}</p> : null}
                  {sub.keepsDiets.length ? (
                    <ul className="flex flex-wrap gap-1" aria-label={t('dietsItKeeps')}>
                      {sub.keepsDiets.map((diet) => (
                        <li key={diet}>
                          <Badge variant="outline" className="text-[11px]">
                            {diet}
                          </Badge>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </DnaCard>

        <DnaCard title={t('cultural')} icon={<Globe2 aria-hidden="true" />} summary={culturalUsage.summary}>
          {culturalUsage.cuisines.length ? (
            <ul className="flex flex-wrap gap-2">
              {culturalUsage.cuisines.map((cuisine) => (
                <li key={cuisine}>
                  <Badge variant="secondary">{cuisine}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
          {culturalUsage.classicPairings.length ? (
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {culturalUsage.classicPairings.map((pairing) => (
                <li key={pairing}>{pairing}</li>
              ))}
            </ul>
          ) : null}
        </DnaCard>

        <DnaCard title={t('regional')} icon={<MapPin aria-hidden="true" />} summary={regionalAvailability.summary}>
          {regionalAvailability.regions.length ? (
            <ol className="list-decimal space-y-0.5 pl-5">
              {regionalAvailability.regions.map((region) => (
                <li key={region}>{region}</li>
              ))}
            </ol>
          ) : null}
          {regionalAvailability.source !== 'none' ? <SourceLine source={regionalAvailability.source} /> : null}
        </DnaCard>

        <DnaCard title={t('chemical')} icon={<Atom aria-hidden="true" />} summary={chemicalCompounds.summary} className="md:col-span-2">
          {chemicalCompounds.compounds.length ? (
            <ul className="grid gap-2 sm:grid-cols-2">
              {chemicalCompounds.compounds.map((compound) => (
                <li key={compound.name} className="flex flex-wrap items-center gap-2">
                  <Badge variant="secondary" className="font-mono text-xs">
                    {compound.name}
                  </Badge>
                  <span className="text-xs text-muted-foreground">{compound.odour}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </DnaCard>
      </div>
      <SourceNote source={result.source} />
    </section>
  );
}
