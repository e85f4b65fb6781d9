import { tasteMemoryContract, type TasteMemory } from '@hearth/contracts';
import { Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { HistoryList } from '../shared/result';
import { toolQueryOptions } from '../shared/tool-api';
import { percent, recipeCount } from './TasteMemoryResult';

export const historyOptions = toolQueryOptions(tasteMemoryContract.endpoints.history);

const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' });

/** Past memories, newest first (spec §2): date, description, percent match and how many recipes matched. */
export function TasteMemoryHistory({ onOpen }: { onOpen: (memory: TasteMemory) => void }) {
  return (
    <HistoryList options={historyOptions} empty={{ title: 'No taste memories yet', description: 'Describe a dish you remember to start your history' }}>
      {(entries: TasteMemory[]) => entries.map((entry) => <HistoryEntry key={entry.id} entry={entry} onOpen={onOpen} />)}
    </HistoryList>
  );
}

export function HistoryEntry({ entry, onOpen }: { entry: TasteMemory; onOpen: (memory: TasteMemory) => void }) {
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle className="text-base">
            <time dateTime={entry.createdAt}>{DATE_FORMAT.format(new Date(entry.createdAt))}</time>
          </CardTitle>
          <CardDescription className="mt-1 line-clamp-2">{entry.memoryDescription}</CardDescription>
        </div>
        <Button type="button" size="sm" variant="outline" onClick={() => onOpen(entry)} aria-label={`View analysis from ${DATE_FORMAT.format(new Date(entry.createdAt))}`}>
          <Eye aria-hidden="true" />
          View
        </Button>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-4 text-sm">
        <span>
          <span className="font-semibold tabular-nums">{percent(entry.confidence)}%</span> match
        </span>
        <span>{recipeCount(entry.possibleRecipes.length)}</span>
      </CardContent>
    </Card>
  );
}
