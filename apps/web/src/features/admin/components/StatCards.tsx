import type { AdminStats } from '@hearth/contracts';
import { BookOpen, ClipboardClock, UserRoundSearch, Users, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import adminEn from '@/i18n/locales/en/admin.json';
import { useT } from '@/i18n/react';

const CARDS: { key: keyof AdminStats; icon: LucideIcon; highlight?: boolean }[] = [
  { key: 'totalUsers', icon: Users },
  { key: 'pendingUsers', icon: UserRoundSearch, highlight: true },
  { key: 'totalRecipes', icon: BookOpen },
  { key: 'pendingRecipes', icon: ClipboardClock, highlight: true },
];

/** The four stat cards (spec §2); each shows 0 until the numbers arrive. */
export function StatCards({ stats, loading }: { stats: AdminStats | null | undefined; loading: boolean }) {
  const t = useT(adminEn);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-busy={loading || undefined}>
      {CARDS.map(({ key, icon: Icon, highlight }) => {
        const label = t(`stats.${key}`);
        const value = stats?.[key] ?? 0;
        return (
          <div key={key} className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-xs sm:p-5">
            <dt className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
              {label}
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-lg',
                  highlight && value > 0 ? 'bg-warning-bg text-warning-foreground' : 'bg-accent text-accent-foreground',
                )}
              >
                <Icon className="size-4" />
              </span>
            </dt>
            <dd className="font-display text-3xl font-semibold tabular-nums">{value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
