import { MonitorSmartphone, Printer } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/utils';
import { useScreenWakeLock } from '../use-wake-lock';
import type { WakeLockStatus } from '../wake-lock';
import recipeEn from '@/i18n/locales/en/recipe.json';
import { useT } from '@/i18n/react';
import type { MessageKey } from '@/i18n/runtime';

/** Prints the recipe page's print view (title, picture, times, servings, ingredients, steps on one page). */
export function PrintRecipeButton({ className }: { className?: string }) {
  const t = useT(recipeEn);
  return (
    <Button variant="outline" onClick={() => window.print()} className={className}>
      <Printer aria-hidden="true" />
      {t('print.button')}
    </Button>
  );
}

const STATUS_TEXT = {
  on: 'screen.on',
  waiting: 'screen.waiting',
  refused: 'screen.refused',
} as const satisfies Record<Exclude<WakeLockStatus, 'off' | 'unsupported'>, MessageKey<typeof recipeEn>>;

/**
 * The cooking view beside Mentor Mode (issue 13, item 5): 'Keep screen on' holds a screen wake lock while
 * the page is open, asked for again whenever the page comes back into view. Where the browser has no wake
 * lock the switch is not offered and a note says what to do instead.
 */
export function CookingTools({ className }: { className?: string }) {
  const t = useT(recipeEn);
  const [wanted, setWanted] = useState(false);
  const status = useScreenWakeLock(wanted);
  const supported = status !== 'unsupported';
  return (
    <section aria-labelledby="cooking-view-title" className={cn('flex flex-col gap-2 rounded-2xl border border-border bg-card px-5 py-4 shadow-xs sm:px-6', className)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="cooking-view-title" className="flex items-center gap-2 font-display text-base font-semibold">
          <MonitorSmartphone aria-hidden="true" className="size-4 text-primary" />
          {t('cookingView')}
        </h2>
        {supported ? (
          <div className="flex items-center gap-3">
            <label htmlFor="keep-screen-on" className="text-sm font-medium">
              {t('screen.label')}
            </label>
            <Switch id="keep-screen-on" checked={wanted} onCheckedChange={setWanted} aria-describedby="keep-screen-on-status" />
          </div>
        ) : null}
      </div>
      <p id="keep-screen-on-status" className="text-sm text-muted-foreground" role="status" data-testid="wake-lock-status">
        {!supported ? t('screen.unsupported') : wanted && status !== 'off' ? t(STATUS_TEXT[status]) : t('screen.hint')}
      </p>
    </section>
  );
}
