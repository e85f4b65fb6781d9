import type { RecipeDetail } from '@hearth/contracts';
import { Ban, HeartPulse, Lightbulb, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { isEnriching } from '../get-recipe';
import recipeEn from '@/i18n/locales/en/recipe.json';
import { useT } from '@/i18n/react';

function Notes({ title, icon, items, tone }: { title: string; icon: ReactNode; items: readonly string[]; tone: string }) {
  const t = useT(recipeEn);
  return (
    <div className="flex flex-col gap-2.5 rounded-xl border border-border bg-background/60 p-4">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <span className={tone} aria-hidden="true">
          {icon}
        </span>
        {title}
      </h3>
      {items.length ? (
        <ul className="flex flex-col gap-1.5 text-sm leading-relaxed">
          {items.map((item) => (
            <li key={item} className="flex gap-2">
              <span className="mt-2 size-1 shrink-0 rounded-full bg-muted-foreground" aria-hidden="true" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('noneNoted')}</p>
      )}
    </div>
  );
}

/**
 * 'Things Worth Knowing' (spec §2): health benefits, likely concerns and foods to avoid with the dish.
 * AI fills these in after a recipe is saved; until then the card says the notes are being prepared.
 */
export function ThingsWorthKnowing({ recipe }: { recipe: Pick<RecipeDetail, 'healthBenefits' | 'likelyConcerns' | 'avoidWith' | 'enrichment'> }) {
  const t = useT(recipeEn);
  const { healthBenefits, likelyConcerns, avoidWith } = recipe;
  const hasNotes = healthBenefits.length + likelyConcerns.length + avoidWith.length > 0;
  // Notes already there are shown even while an edit is being re-checked; an empty list means "nothing noted".
  const ready = hasNotes || !isEnriching(recipe);
  const notes = [
    { title: t('detail.healthBenefits'), icon: <HeartPulse className="size-4" />, items: healthBenefits, tone: 'text-herb' },
    { title: t('detail.likelyConcerns'), icon: <TriangleAlert className="size-4" />, items: likelyConcerns, tone: 'text-saffron' },
    { title: t('detail.avoidWith'), icon: <Ban className="size-4" />, items: avoidWith, tone: 'text-destructive' },
  ];
  return (
    <section aria-labelledby="worth-knowing-title" className="rounded-2xl border border-border bg-card p-5 shadow-xs sm:p-6">
      <h2 id="worth-knowing-title" className="flex items-center gap-2.5 font-display text-lg font-semibold">
        <span className="flex size-8 items-center justify-center rounded-lg bg-accent text-accent-foreground" aria-hidden="true">
          <Lightbulb className="size-4" />
        </span>
        {t('detail.thingsWorthKnowing')}
      </h2>
      {ready ? (
        <div className="mt-4 flex flex-col gap-3">
          {notes.map((note) => (
            <Notes key={note.title} {...note} />
          ))}
        </div>
      ) : (
        <>
          <p className="mt-3 text-sm leading-relaxed text-muted-foreground" data-testid="notes-preparing">
            {t('notesPreparing')}
          </p>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('detail.comingSoon')}>
            {notes.map((note) => (
              <li key={note.title} className="inline-flex items-center gap-1.5 rounded-full border border-dashed border-border px-3 py-1 text-sm text-muted-foreground">
                <span className={note.tone} aria-hidden="true">
                  {note.icon}
                </span>
                {note.title}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
