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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Ingredient DNA (spec §2 'Other AI tools'): a name and an optional ingredient ID, then eight cards. */
export default function IngredientDnaTool() {
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
              <TextField form={form} name="ingredientName" label="Ingredient name" placeholder="e.g. turmeric, paneer, basil" required />
              <TextField
                form={form}
                name="ingredientId"
                label="Ingredient ID (optional)"
                placeholder="e.g. 42"
                hint="An ID from the ingredients list; it takes precedence over the name."
              />
            </div>
            <div>
              <SubmitButton pending={mutation.isPending} disabled={blank} label="Analyze DNA" pendingLabel="Analyzing DNA..." icon={<Dna aria-hidden="true" />} />
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

function SourceLine({ children }: { children: ReactNode }) {
  return <p className="text-xs text-muted-foreground">Source: {children}</p>;
}

function DnaResult({ result }: { result: IngredientDnaResponse }) {
  const { tasteProfile, textureProfile, nutritionalProfile, seasonality, substitutionMap, culturalUsage, regionalAvailability, chemicalCompounds } = result;
  const inSeason = new Set(seasonality.months);
  return (
    <section aria-live="polite" aria-label={`Ingredient DNA of ${result.ingredient.name}`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="font-display text-2xl capitalize">{result.ingredient.name}</h2>
        <Badge variant="outline">{result.ingredient.category}</Badge>
        {result.ingredient.ingredientId !== null ? <Badge variant="secondary">ID {result.ingredient.ingredientId}</Badge> : null}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <DnaCard title="Taste Profile" icon={<Soup aria-hidden="true" />} summary={tasteProfile.summary}>
          <ul className="flex flex-col gap-1.5">
            {tasteProfile.tastes.map((t) => (
              <li key={t.taste} className="grid grid-cols-[6.5rem_1fr_2.5rem] items-center gap-2">
                <span className="text-xs text-muted-foreground">{t.taste}</span>
                <Progress value={t.value * 10} aria-label={`${t.taste} ${t.value} out of 10`} className="h-2" />
                <span className="text-right text-xs tabular-nums">{t.value}/10</span>
              </li>
            ))}
          </ul>
        </DnaCard>

        <DnaCard title="Texture" icon={<Hand aria-hidden="true" />} summary={textureProfile.summary}>
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

        <DnaCard title="Nutritional Profile" icon={<Apple aria-hidden="true" />} summary={nutritionalProfile.summary}>
          {nutritionalProfile.per100g.length ? (
            <table className="w-full text-sm">
              <caption className="sr-only">Nutrition per 100 g</caption>
              <thead>
                <tr className="border-b text-left text-xs text-muted-foreground">
                  <th scope="col" className="py-1 font-medium">
                    Per 100 g
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    Amount
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
          <SourceLine>{nutritionalProfile.source}</SourceLine>
        </DnaCard>

        <DnaCard title="Seasonality" icon={<CalendarDays aria-hidden="true" />} summary={seasonality.summary}>
          <ul className="grid grid-cols-6 gap-1.5" aria-label="Months in season">
            {MONTHS.map((month, index) => {
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
                  <span className="sr-only">{active ? ' (in season)' : ' (out of season)'}</span>
                </li>
              );
            })}
          </ul>
        </DnaCard>

        <DnaCard title="Substitutions" icon={<Replace aria-hidden="true" />} summary={substitutionMap.summary} className="md:col-span-2">
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
                    <ul className="flex flex-wrap gap-1" aria-label="Diets it keeps">
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

        <DnaCard title="Cultural Usage" icon={<Globe2 aria-hidden="true" />} summary={culturalUsage.summary}>
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

        <DnaCard title="Regional Availability" icon={<MapPin aria-hidden="true" />} summary={regionalAvailability.summary}>
          {regionalAvailability.regions.length ? (
            <ol className="list-decimal space-y-0.5 pl-5">
              {regionalAvailability.regions.map((region) => (
                <li key={region}>{region}</li>
              ))}
            </ol>
          ) : null}
          {regionalAvailability.source !== 'none' ? <SourceLine>{regionalAvailability.source}</SourceLine> : null}
        </DnaCard>

        <DnaCard title="Chemical Compounds" icon={<Atom aria-hidden="true" />} summary={chemicalCompounds.summary} className="md:col-span-2">
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
