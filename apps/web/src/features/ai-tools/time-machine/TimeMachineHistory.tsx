import { TIME_MACHINE_HISTORY_SHOWN, timeMachineContract, timeMachineCopy, type TimeTravelResult } from '@hearth/contracts';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { toolQueryOptions } from '../shared/tool-api';
import { useFormat } from '@/i18n/format';
import { useSpec } from '@/i18n/react';

export const timeMachineHistoryOptions = toolQueryOptions(timeMachineContract.endpoints.history);

/** spec §9: the first 6 journeys, and none at all unless there is more than 1. */
export function historyToShow<T>(items: readonly T[]): T[] {
  return items.length > 1 ? items.slice(0, TIME_MACHINE_HISTORY_SHOWN) : [];
}

/** spec §2: past time travels as cards; clicking one shows it as the result. */
export function TimeMachineHistory({ selectedId, onSelect }: { selectedId: number | null; onSelect: (result: TimeTravelResult) => void }) {
  const query = useQuery(timeMachineHistoryOptions);
  const formats = useFormat();
  const copy = useSpec(timeMachineCopy);
  const items = historyToShow(query.data ?? []);
  if (!items.length) return null;
  return (
    <section aria-labelledby="time-machine-history" className="flex flex-col gap-3">
      <h2 id="time-machine-history" className="flex items-center gap-2 font-display text-lg font-semibold">
        <History aria-hidden="true" className="size-5 text-primary" />
        {copy.historyTitle}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => onSelect(item)}
              aria-pressed={item.id === selectedId}
              className={cn(
                'flex h-full w-full flex-col gap-2 rounded-xl border bg-card p-4 text-left shadow-xs transition-colors hover:border-primary/50 hover:bg-accent/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                item.id === selectedId && 'border-primary',
              )}
            >
              <span className="font-medium leading-snug">{item.dishName}</span>
              <span className="flex flex-wrap gap-1.5">
                <Badge variant="secondary">{item.era}</Badge>
              </span>
              <span className="text-xs text-muted-foreground">
                {item.region} · <time dateTime={item.createdAt}>{formats.date(item.createdAt)}</time>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
