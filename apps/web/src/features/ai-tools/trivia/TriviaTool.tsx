import { triviaContract, triviaCopy } from '@hearth/contracts';
import { useQuery } from '@tanstack/react-query';
import { Lightbulb, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Markdown } from '@/components/ui/markdown';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { SourceNote } from '../shared/result';
import { toolQueryOptions } from '../shared/tool-api';
import aiTriviaEn from '@/i18n/locales/en/aiTrivia.json';
import { useSpec, useT } from '@/i18n/react';

/** Food Trivia (spec §2, §7): facts fetched on every visit; 'New Fact' fetches the next ones. */
export default function TriviaTool() {
  const t = useT(aiTriviaEn);
  const copy = useSpec(triviaCopy);
  const query = useQuery({ ...toolQueryOptions(triviaContract.endpoints.facts), refetchOnMount: 'always', refetchOnWindowFocus: false });
  const facts = query.data?.facts ?? [];
  const refreshing = query.isFetching;

  return (
    <Card aria-busy={refreshing}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle className="flex items-center gap-2 font-display text-xl">
            <Lightbulb aria-hidden="true" className="size-5 text-primary" />
            {copy.card}
          </CardTitle>
          <CardDescription className="mt-1">{t('description')}</CardDescription>
        </div>
        <Button onClick={() => void query.refetch()} disabled={refreshing}>
          <RefreshCw aria-hidden="true" className={cn(refreshing && 'animate-spin')} />
          {copy.newFact}
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4" aria-live="polite">
        {query.isError ? <p className="text-sm text-destructive">{errorMessage(query.error)}</p> : null}
        {query.isPending ? (
          <Spinner label={t('loading')} className="py-10" />
        ) : facts.length ? (
          <ul aria-label={t('facts')} className={cn('flex flex-col gap-3 transition-opacity', refreshing && 'opacity-60')}>
            {facts.map((fact) => (
              <li key={fact} className="rounded-xl border border-border bg-muted/40 p-4">
                <Markdown>{fact}</Markdown>
              </li>
            ))}
          </ul>
        ) : (
          <p className="py-6 text-center text-sm text-muted-foreground">{copy.empty}</p>
        )}
        {query.data ? <SourceNote source={query.data.source} /> : null}
      </CardContent>
    </Card>
  );
}
