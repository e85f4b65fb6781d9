import { compatibilityBand } from '@hearth/contracts';
import { cn } from '@/lib/utils';
import aiPairingEn from '@/i18n/locales/en/aiPairing.json';
import { useT } from '@/i18n/react';

/** spec §4: green at 80 or more, yellow 60–79, red below 60; text shades keep their contrast in both themes. */
const BAND_CLASSES: Record<ReturnType<typeof compatibilityBand>, { ring: string; text: string }> = {
  green: { ring: 'stroke-green-600 dark:stroke-green-400', text: 'text-green-800 dark:text-green-300' },
  yellow: { ring: 'stroke-yellow-500 dark:stroke-yellow-400', text: 'text-yellow-800 dark:text-yellow-300' },
  red: { ring: 'stroke-red-600 dark:stroke-red-400', text: 'text-red-800 dark:text-red-300' },
};

const RADIUS = 44;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The compatibility score as a ring filled to the score, coloured by the spec's band. */
export function CompatibilityCircle({ score, className }: { score: number; className?: string }) {
  const band = compatibilityBand(score);
  const classes = BAND_CLASSES[band];
  const t = useT(aiPairingEn);
  const label = t(`band.${band}`);
  return (
    <div className={cn('flex flex-col items-center gap-2', className)} data-band={band}>
      <div className="relative size-32" role="img" aria-label={t('compatibility', { score, band: label })}>
        <svg viewBox="0 0 100 100" className="size-full -rotate-90" aria-hidden="true">
          <circle cx="50" cy="50" r={RADIUS} fill="none" strokeWidth="9" className="stroke-muted" />
          <circle
            cx="50"
            cy="50"
            r={RADIUS}
            fill="none"
            strokeWidth="9"
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - score / 100)}
            className={cn('transition-[stroke-dashoffset] duration-700', classes.ring)}
          />
        </svg>
        <span aria-hidden="true" className={cn('absolute inset-0 flex flex-col items-center justify-center', classes.text)}>
          <span className="font-display text-3xl font-semibold tabular-nums">{score}</span>
          <span className="text-xs text-muted-foreground">/ 100</span>
        </span>
      </div>
      <span className={cn('text-sm font-semibold', classes.text)}>{label}</span>
    </div>
  );
}
