import { errors as errorCopy, toasts, VERSION_DATE_FORMAT, VERSION_SCROLL_HEIGHT_PX, type RecipeDetail, type RecipeVersion } from '@hearth/contracts';
import { format } from 'date-fns';
import { ArrowLeft, GitCompareArrows, History, RotateCcw, TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ScrollArea } from '@/components/ui/scroll-area';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useRecipeVersions, useRestoreVersion } from '../recipe-versions';
import { compareBasicInfo, compareIngredients, compareSteps, differenceCounts, EMPTY_VALUE, valueWords } from '../version-diff';
import { formatsFor } from '@/i18n/format';
import type { Language } from '@/i18n/languages';
import recipeEn from '@/i18n/locales/en/recipe.json';
import { useLanguage, useRichT, useT } from '@/i18n/react';
import { translator } from '@/i18n/runtime';

/** The 500 px scroll area (spec §9), never taller than most of a short phone screen. */
const scrollStyle = { height: VERSION_SCROLL_HEIGHT_PX, maxHeight: '58svh' } as const;

export function versionAuthor(version: Pick<RecipeVersion, 'changedByUser'>, language?: Language): string {
  const user = version.changedByUser;
  const unknown = () => translator(recipeEn, language)('versions.unknown');
  if (!user) return unknown();
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name || user.profile?.username || unknown();
}

/** The spec's 'Nov 24, 2026 at 3:05 PM' in English; other languages as Intl writes a date and time. */
export function formatVersionDate(createdAt: string, language: Language = 'en'): string {
  if (language === 'en') return format(new Date(createdAt), VERSION_DATE_FORMAT);
  return formatsFor(language).date(createdAt, { dateStyle: 'medium', timeStyle: 'short' });
}

function ChangedBadge() {
  const t = useT(recipeEn);
  return (
    <span className="inline-flex items-center rounded-full bg-warning-bg px-2 py-0.5 text-[0.6875rem] font-semibold text-warning-foreground ring-1 ring-warning-border">
      {t('versions.changed')}
    </span>
  );
}

const changedBox = 'border-warning-border bg-warning-bg/55';

function VersionList({ versions, onCompare }: { versions: RecipeVersion[]; onCompare: (version: RecipeVersion) => void }) {
  const t = useT(recipeEn);
  const rich = useRichT(recipeEn);
  const language = useLanguage();
  return (
    <ScrollArea style={scrollStyle} viewportLabel={t('versions.list')} className="-mx-1">
      <ol className="flex flex-col gap-2.5 px-1 pb-1" data-testid="version-list">
        {versions.map((version, index) => (
          <li key={version.id} className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 sm:flex-row sm:items-center">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{t('versions.version', { number: version.versionNumber })}</span>
                {index === 0 ? <Badge variant="accent">{t('versions.latest')}</Badge> : null}
              </div>
              <p className="text-sm">{version.changeDescription}</p>
              <p className="text-xs text-muted-foreground">
                {rich('versions.byOn', {
                  author: versionAuthor(version, language),
                  date: <time dateTime={version.createdAt}>{formatVersionDate(version.createdAt, language)}</time>,
                })}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              className="self-start sm:self-center"
              onClick={() => onCompare(version)}
              aria-label={t('versions.compareVersion', { number: version.versionNumber })}
            >
              <GitCompareArrows aria-hidden="true" />
              {t('versions.compare')}
            </Button>
          </li>
        ))}
      </ol>
    </ScrollArea>
  );
}

function SideBySide({ versionNumber, current, version }: { versionNumber: number; current: ReactNode; version: ReactNode }) {
  const t = useT(recipeEn);
  return (
    <div className="grid gap-2.5 sm:grid-cols-2">
      <div className="min-w-0">
        <p className="text-xs font-medium text-muted-foreground">{t('versions.current')}</p>
        <div className="mt-0.5 text-sm leading-relaxed break-words">{current}</div>
      </div>
      <div className="min-w-0">
        <p className="text-xs font-medium text-muted-foreground">{t('versions.version', { number: versionNumber })}</p>
        <div className="mt-0.5 text-sm leading-relaxed break-words">{version}</div>
      </div>
    </div>
  );
}

function TabLabel({ label, count }: { label: string; count: number }) {
  const t = useT(recipeEn);
  return (
    <>
      {label}
      {count > 0 ? (
        <span className="rounded-full bg-warning-bg px-1.5 text-[0.6875rem] font-semibold text-warning-foreground">
          {count}
          <span className="sr-only"> {t('versions.differences', { count })}</span>
        </span>
      ) : null}
    </>
  );
}

function Compare({ recipe, version }: { recipe: RecipeDetail; version: RecipeVersion }) {
  const t = useT(recipeEn);
  const language = useLanguage();
  const data = version.recipeData;
  const n = version.versionNumber;
  const counts = differenceCounts(recipe, data);
  const basic = compareBasicInfo(recipe, data, valueWords(language));
  const ingredients = compareIngredients(recipe, data);
  const steps = compareSteps(recipe, data);
  return (
    <Tabs defaultValue="basic">
      <TabsList className="w-full">
        <TabsTrigger value="basic">
          <TabLabel label={t('versions.tabs.basic')} count={counts.basic} />
        </TabsTrigger>
        <TabsTrigger value="ingredients">
          <TabLabel label={t('versions.tabs.ingredients')} count={counts.ingredients} />
        </TabsTrigger>
        <TabsTrigger value="steps">
          <TabLabel label={t('versions.tabs.steps')} count={counts.steps} />
        </TabsTrigger>
      </TabsList>
      <ScrollArea style={scrollStyle} className="mt-3 -mx-1">
        <div className="px-1 pb-1">
          <TabsContent value="basic" className="mt-0">
            <dl className="flex flex-col gap-2">
              {basic.map((row) => (
                <div key={row.key} className={cn('rounded-xl border border-border p-3', row.changed && changedBox)} data-changed={row.changed || undefined}>
                  <dt className="mb-1.5 flex items-center justify-between gap-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                    {t(`versions.fields.${row.key}`)}
                    {row.changed ? <ChangedBadge /> : null}
                  </dt>
                  <dd>
                    <SideBySide versionNumber={n} current={row.current} version={row.version} />
                  </dd>
                </div>
              ))}
            </dl>
          </TabsContent>
          <TabsContent value="ingredients" className="mt-0">
            <div className="grid gap-4 sm:grid-cols-2">
              {(
                [
                  [t('versions.current'), ingredients.current, t('versions.notInVersion')],
                  [t('versions.version', { number: n }), ingredients.version, t('versions.notInCurrent')],
                ] as const
              ).map(([title, lines, hint]) => (
                <div key={title} className="flex flex-col gap-2">
                  <h3 className="text-sm font-semibold">{title}</h3>
                  {lines.length ? (
                    <ul className="flex flex-col gap-1.5">
                      {lines.map((line, i) => (
                        <li
                          key={`${line.text}-${i}`}
                          className={cn('rounded-lg border border-border px-3 py-2 text-sm', line.changed && changedBox)}
                          data-changed={line.changed || undefined}
                        >
                          {line.text}
                          {line.changed ? <span className="mt-0.5 block text-xs font-medium text-warning-foreground">{hint}</span> : null}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="text-sm text-muted-foreground">{EMPTY_VALUE}</p>
                  )}
                </div>
              ))}
            </div>
          </TabsContent>
          <TabsContent value="steps" className="mt-0">
            <ol className="flex flex-col gap-2">
              {steps.map((step) => (
                <li key={step.stepNumber} className={cn('rounded-xl border border-border p-3', step.changed && changedBox)} data-changed={step.changed || undefined}>
                  <p className="mb-1.5 flex items-center justify-between gap-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                    {t('versions.step', { number: step.stepNumber })}
                    {step.changed ? <ChangedBadge /> : null}
                  </p>
                  <SideBySide versionNumber={n} current={step.current ?? EMPTY_VALUE} version={step.version ?? EMPTY_VALUE} />
                </li>
              ))}
            </ol>
          </TabsContent>
        </div>
      </ScrollArea>
    </Tabs>
  );
}

/**
 * Version History (spec §2, §4; creator only): the list of saved versions, then a Compare view of the
 * current recipe against the chosen one, with Back to List and Restore This Version.
 */
export default function VersionHistoryDialog({ recipe, open, onOpenChange }: { recipe: RecipeDetail; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT(recipeEn);
  const id = String(recipe.id);
  const versions = useRecipeVersions(id, { enabled: open });
  const restore = useRestoreVersion(id);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = chosenId == null ? null : (versions.data?.find((v) => v.id === chosenId) ?? null);

  const close = (next: boolean) => {
    if (!next) setChosenId(null);
    onOpenChange(next);
  };

  const restoreChosen = async () => {
    if (!chosen) return;
    try {
      await restore.mutateAsync(chosen.id);
      toast(toasts.versionRestored);
      close(false);
    } catch (error) {
      toast({ title: errorCopy.title, description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <History aria-hidden="true" className="size-5 text-primary" />
            {t('versions.button')}
          </DialogTitle>
          <DialogDescription>{chosen ? t('versions.sideBySide', { number: chosen.versionNumber }) : t('versions.everySave')}</DialogDescription>
        </DialogHeader>

        {versions.isPending ? (
          <div className="flex items-center justify-center" style={scrollStyle}>
            <Spinner label={t('versions.loading')} />
          </div>
        ) : versions.isError ? (
          <div className="flex flex-col items-center justify-center gap-2 text-center" style={scrollStyle} role="alert">
            <TriangleAlert aria-hidden="true" className="size-6 text-destructive" />
            <p className="text-sm">{errorMessage(versions.error)}</p>
          </div>
        ) : chosen ? (
          <Compare recipe={recipe} version={chosen} />
        ) : versions.data && versions.data.length > 0 ? (
          <VersionList versions={versions.data} onCompare={(version) => setChosenId(version.id)} />
        ) : (
          <p className="text-sm text-muted-foreground">{t('versions.none')}</p>
        )}

        {chosen ? (
          <DialogFooter>
            <Button variant="outline" onClick={() => setChosenId(null)} disabled={restore.isPending}>
              <ArrowLeft aria-hidden="true" />
              {t('versions.backToList')}
            </Button>
            <Button onClick={() => void restoreChosen()} disabled={restore.isPending}>
              <RotateCcw aria-hidden="true" />
              {restore.isPending ? t('versions.restoring') : t('versions.restore')}
            </Button>
          </DialogFooter>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
