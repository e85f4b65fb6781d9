import type { RecipeDetail } from '@hearth/contracts';
import { BookOpen, ChevronDown, ListOrdered, ShoppingBasket, TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { recipeCopy } from '../copy';
import { ingredientLine } from '../version-diff';

/** A collapsible card with its title as the heading and the toggle (spec §2: Backstory, Ingredients, Instructions). */
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
  return (
    <CollapsibleSection id="backstory" title={recipeCopy.detail.backstory} icon={<BookOpen />}>
      <p className="leading-relaxed whitespace-pre-line text-foreground/90">{backstory}</p>
    </CollapsibleSection>
  );
}

export function IngredientsSection({ lines }: { lines: RecipeDetail['recipeIngredients'] }) {
  return (
    <CollapsibleSection id="ingredients" title={recipeCopy.detail.ingredients} icon={<ShoppingBasket />} meta={`${lines.length}`}>
      {lines.length ? (
        <ul className="grid gap-x-6 gap-y-2.5 sm:grid-cols-2" data-testid="ingredient-list">
          {lines.map((line) => (
            <li key={line.id} className="flex items-start gap-2.5">
              {line.ingredient.imageUrl ? (
                <img src={line.ingredient.imageUrl} alt="" className="mt-0.5 size-6 shrink-0 rounded-full object-cover" loading="lazy" />
              ) : (
                <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden="true" />
              )}
              <span className="leading-relaxed">
                {ingredientLine({ quantity: line.quantity, unit: line.unit, name: line.ingredient.name })}
                {line.ingredient.isAllergen ? (
                  <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-warning-bg px-2 py-0.5 align-middle text-xs font-medium text-warning-foreground">
                    <TriangleAlert aria-hidden="true" className="size-3" />
                    Allergen
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No ingredients listed.</p>
      )}
    </CollapsibleSection>
  );
}

export function InstructionsSection({ steps }: { steps: RecipeDetail['steps'] }) {
  const ordered = [...steps].sort((a, b) => a.stepNumber - b.stepNumber);
  return (
    <CollapsibleSection id="instructions" title={recipeCopy.detail.instructions} icon={<ListOrdered />} meta={`${ordered.length}`}>
      {ordered.length ? (
        <ol className="flex flex-col gap-5" data-testid="step-list">
          {ordered.map((step, index) => (
            <li key={step.id} className="flex gap-3.5">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground" aria-hidden="true">
                {index + 1}
              </span>
              <div className="flex min-w-0 flex-col gap-3 pt-1">
                <p className="leading-relaxed">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.instruction}
                </p>
                {step.imageUrl ? <img src={step.imageUrl} alt={`Step ${index + 1}`} className="max-h-64 w-full rounded-xl object-cover" loading="lazy" /> : null}
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">No steps listed.</p>
      )}
    </CollapsibleSection>
  );
}
