import { formatIngredientFor, isScalableLine, SCALED_SERVINGS_MAX, SCALED_SERVINGS_MIN, UNIT_SYSTEMS, type RecipeDetail, type UnitSystem } from '@hearth/contracts';
import { Minus, Plus, RotateCcw, ShoppingBasket, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { SingleChoiceChips } from '@/components/ui/choice-chips';
import { cn } from '@/lib/utils';
import { CollapsibleSection } from './RecipeSections';
import type { Language } from '@/i18n/languages';
import recipeEn from '@/i18n/locales/en/recipe.json';
import { useLanguage, useT } from '@/i18n/react';

export type IngredientLineData = RecipeDetail['recipeIngredients'][number];

/**
 * The ingredient's name in the reader's language when the catalogue knows one (its alternativeNames), else
 * as the recipe has it. Only the name changes: the recipe's own amounts stay as the contracts format them.
 */
export function ingredientName(ingredient: IngredientLineData['ingredient'], language: Language): string {
  const names = ingredient.alternativeNames[language];
  const local = (Array.isArray(names) ? names[0] : names)?.trim();
  return local || ingredient.name;
}

/** A line as the cook reads it at the chosen servings and units, the name in the reader's language. */
export function ingredientText(line: IngredientLineData, scale: number, units: UnitSystem, language: Language = 'en'): string {
  const name = ingredientName(line.ingredient, language);
  const quantity = { quantity: line.quantity.trim(), unit: line.unit.trim() };
  if (name === line.ingredient.name) return formatIngredientFor({ ...quantity, name }, { scale, units });
  // English plural rules ('2 eggs') must not touch a Hindi or Spanish name: the amount is formatted alone.
  return [formatIngredientFor({ ...quantity, name: '' }, { scale, units }), name].filter(Boolean).join(' ');
}

function ServingsControl({ written, servings, onChange, onReset }: { written: number; servings: number; onChange: (servings: number) => void; onReset: () => void }) {
  const t = useT(recipeEn);
  return (
    <div className="flex flex-col gap-1.5">
      <span id="servings-label" className="text-sm font-medium">
        {t('servings.label')}
      </span>
      <div role="group" aria-labelledby="servings-label" className="flex items-center gap-1.5">
        <Button variant="outline" size="icon" aria-label={t('servings.fewer')} onClick={() => onChange(servings - 1)} disabled={servings <= SCALED_SERVINGS_MIN}>
          <Minus aria-hidden="true" />
        </Button>
        <output className="min-w-10 text-center text-lg font-semibold tabular-nums" aria-labelledby="servings-label" data-testid="servings-value">
          {servings}
        </output>
        <Button variant="outline" size="icon" aria-label={t('servings.more')} onClick={() => onChange(servings + 1)} disabled={servings >= SCALED_SERVINGS_MAX}>
          <Plus aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="sm" aria-label={t('servings.resetLabel', { count: written })} onClick={onReset} disabled={servings === written} className="ml-1">
          <RotateCcw aria-hidden="true" />
          {t('servings.reset')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Ingredients to cook from (issue 13, item 5): scaled to the servings the cook wants, in the units they
 * measure in, each line a checkbox to tick off; ticking strikes the line through.
 */
export function IngredientList({
  lines,
  writtenServings,
  servings,
  scale,
  units,
  ticked,
  onServingsChange,
  onServingsReset,
  onUnitsChange,
  onTick,
  onClearTicks,
}: {
  lines: readonly IngredientLineData[];
  writtenServings: number | null;
  servings: number;
  scale: number;
  units: UnitSystem;
  ticked: ReadonlySet<number>;
  onServingsChange: (servings: number) => void;
  onServingsReset: () => void;
  onUnitsChange: (units: UnitSystem) => void;
  onTick: (lineId: number, on: boolean) => void;
  onClearTicks: () => void;
}) {
  const t = useT(recipeEn);
  const language = useLanguage();
  const scaled = scale !== 1;
  const someUnscalable = scaled && lines.some((line) => !isScalableLine(line));
  const tickedCount = lines.filter((line) => ticked.has(line.id)).length;
  return (
    <CollapsibleSection id="ingredients" title={t('detail.ingredients')} icon={<ShoppingBasket />} meta={`${lines.length}`}>
      {lines.length ? (
        <div className="flex flex-col gap-5">
          <div className="flex flex-wrap items-end gap-x-8 gap-y-4 rounded-xl bg-muted/50 p-4">
            {writtenServings ? <ServingsControl written={writtenServings} servings={servings} onChange={onServingsChange} onReset={onServingsReset} /> : null}
            <div className="flex flex-col gap-1.5">
              <span id="units-label" className="text-sm font-medium">
                {t('units.label')}
              </span>
              <SingleChoiceChips
                options={UNIT_SYSTEMS.map((value) => ({ value, label: t(`units.options.${value}`) }))}
                value={units}
                onChange={(value) => value && onUnitsChange(value as UnitSystem)}
                labelledBy="units-label"
                describedBy={units === 'as-written' ? undefined : 'units-hint'}
                allowEmpty={false}
              />
            </div>
          </div>
          <div className="flex flex-col gap-1 text-sm text-muted-foreground">
            {/* Announced when the servings change, so a screen reader hears what the amounts are now for. */}
            <p aria-live="polite">{scaled ? t('servings.scaledTo', { count: servings }) : t('ticks.hint')}</p>
            {someUnscalable ? <p>{t('servings.wordsStay')}</p> : null}
            {units !== 'as-written' ? <p id="units-hint">{t('units.hint')}</p> : null}
          </div>
          <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2" data-testid="ingredient-list">
            {lines.map((line) => {
              const checked = ticked.has(line.id);
              const id = `ingredient-${line.id}`;
              return (
                <li key={line.id} className="flex items-start gap-3 rounded-lg px-1 py-1.5" data-ticked={checked || undefined}>
                  <Checkbox id={id} checked={checked} onCheckedChange={(state) => onTick(line.id, state === true)} className="mt-0.5" />
                  <label htmlFor={id} className="flex min-w-0 flex-1 cursor-pointer items-start gap-2.5">
                    {line.ingredient.imageUrl ? <img src={line.ingredient.imageUrl} alt="" className="mt-0.5 size-6 shrink-0 rounded-full object-cover" loading="lazy" /> : null}
                    <span className={cn('leading-relaxed', checked && 'text-muted-foreground line-through decoration-2')}>
                      {ingredientText(line, scale, units, language)}
                      {line.ingredient.isAllergen ? (
                        <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-warning-bg px-2 py-0.5 align-middle text-xs font-medium text-warning-foreground">
                          <TriangleAlert aria-hidden="true" className="size-3" />
                          {t('detail.allergen')}
                        </span>
                      ) : null}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          {tickedCount ? (
            <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3 text-sm text-muted-foreground">
              <span>{t('ticks.count', { ticked: tickedCount, total: lines.length })}</span>
              <Button variant="ghost" size="sm" onClick={onClearTicks}>
                {t('ticks.clear')}
              </Button>
            </div>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('detail.noIngredients')}</p>
      )}
    </CollapsibleSection>
  );
}
