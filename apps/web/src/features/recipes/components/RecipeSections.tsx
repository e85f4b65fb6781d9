import type { RecipeDetail } from '@hearth/contracts';
import { BookOpen, ChevronDown, ListOrdered } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import commonEn from '@/i18n/locales/en/common.json';
import recipeEn from '@/i18n/locales/en/recipe.json';
import { useT } from '@/i18n/react';

/** A collapsible card with its title as the heading and the toggle (spec §2: Backstory, Ingredients, Instructions; Ingredients is IngredientList). */
export function CollapsibleSection({
  id,
  title,
  icon,
  meta,
  defaultOpen = true,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  meta?: string;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Collapsible open={open} onOpenChange={setOpen} asChild>
      <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-border bg-card shadow-xs">
        <h2 id={`${id}-title`} className="m-0">
          <CollapsibleTrigger className="group flex w-full items-center gap-3 rounded-2xl px-5 py-4 text-left outline-none hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring sm:px-6">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground [&_svg]:size-4" aria-hidden="true">
              {icon}
            </span>
            <span className="font-display text-lg font-semibold">{title}</span>
            {meta ? <span className="text-sm text-muted-foreground">{meta}</span> : null}
            <ChevronDown aria-hidden="true" className="ml-auto size-5 text-muted-foreground transition-transform duration-200 group-data-[state=closed]:-rotate-90" />
          </CollapsibleTrigger>
        </h2>
        <CollapsibleContent className="border-t border-border px-5 py-5 sm:px-6">{children}</CollapsibleContent>
      </section>
    </Collapsible>
  );
}

export function BackstorySection({ backstory }: { backstory: string }) {
  const t = useT(recipeEn);
  return (
    <CollapsibleSection id="backstory" title={t('detail.backstory')} icon={<BookOpen />}>
      <p className="leading-relaxed whitespace-pre-line text-foreground/90">{backstory}</p>
    </CollapsibleSection>
  );
}

export function InstructionsSection({ steps }: { steps: RecipeDetail['steps'] }) {
  const t = useT(recipeEn);
  const common = useT(commonEn);
  const ordered = [...steps].sort((a, b) => a.stepNumber - b.stepNumber);
  return (
    <CollapsibleSection id="instructions" title={t('detail.instructions')} icon={<ListOrdered />} meta={`${ordered.length}`}>
      {ordered.length ? (
        <ol className="flex flex-col gap-5" data-testid="step-list">
          {ordered.map((step, index) => (
            <li key={step.id} className="flex gap-3.5">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground" aria-hidden="true">
                {index + 1}
              </span>
              <div className="flex min-w-0 flex-col gap-3 pt-1">
                <p className="leading-relaxed">
                  <span className="sr-only">{common('stepNumber', { number: index + 1 })}: </span>
                  {step.instruction}
                </p>
                {step.imageUrl ? (
                  <img src={step.imageUrl} alt={common('stepNumber', { number: index + 1 })} className="max-h-64 w-full rounded-xl object-cover" loading="lazy" />
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">{t('detail.noSteps')}</p>
      )}
    </CollapsibleSection>
  );
}
