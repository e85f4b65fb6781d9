import { tasteMemoryContract, type TasteMemory } from '@hearth/contracts';
import { Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { HistoryList } from '../shared/result';
import { toolQueryOptions } from '../shared/tool-api';
import { percent } from './TasteMemoryResult';
import { useFormat } from '@/i18n/format';
import aiTasteMemoryEn from '@/i18n/locales/en/aiTasteMemory.json';
import { useRichT, useT } from '@/i18n/react';

export const historyOptions = toolQueryOptions(tasteMemoryContract.endpoints.history);

const DATE_TIME = { dateStyle: 'long', timeStyle: 'short' } as const;

/** Past memories, newest first (spec §2): date, description, percent match and how many recipes matched. */
export function TasteMemoryHistory({ onOpen }: { onOpen: (memory: TasteMemory) => void }) {
  const t = useT(aiTasteMemoryEn);
  return (
    <HistoryList options={historyOptions} empty={{ title: t('historyEmptyTitle'), description: t('historyEmptyText') }}>
      {(entries: TasteMemory[]) => entries.map((entry) => <HistoryEntry key={entry.id} entry={entry} onOpen={onOpen} />)}
    </HistoryList>
  );
}

export function HistoryEntry({ entry, onOpen }: { entry: TasteMemory; onOpen: (memory: TasteMemory) => void }) {
  const t = useT(aiTasteMemoryEn);
  const rich = useRichT(aiTasteMemoryEn);
  const formats = useFormat();
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle className="text-base">
            <time dateTime={entry.createdAt}>{formats.date(entry.createdAt, DATE_TIME)}</time>
          </CardTitle>
          <CardDescription className="mt-1 line-clamp-2">{entry.memoryDescription}</CardDescription>
        </div>
        <Button type="button" size="sm" variant="outline" onClick={() => onOpen(entry)} aria-label={t('viewFrom', { date: formats.date(entry.createdAt, DATE_TIME) })}>
          <Eye aria-hidden="true" />
          {t('view')}
        </Button>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-4 text-sm">
        <span>{rich('percentMatch', { percent: <span className="font-semibold tabular-nums">{percent(entry.confidence)}%</span> })}</span>
        <span>{t('recipeCount', { count: entry.possibleRecipes.length })}</span>
      </CardContent>
    </Card>
  );
}
