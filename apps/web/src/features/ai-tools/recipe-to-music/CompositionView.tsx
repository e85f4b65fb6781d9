import type { MusicComposition } from '@hearth/contracts';
import { AudioLines, BookOpen, ListMusic, Piano, Scale, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { ResultSection, SourceNote } from '../shared/result';
import aiMusicEn from '@/i18n/locales/en/aiMusic.json';
import { useSpecText, useT } from '@/i18n/react';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The mood, style and tempo badges of a composition (spec §2). */
export function CompositionBadges({ composition }: { composition: MusicComposition }) {
  const text = useSpecText();
  return (
    // A span, so the badges may sit inside a card's description paragraph.
    <span className="flex flex-wrap gap-2">
      <Badge variant="secondary" className="capitalize">
        {text(composition.mood)}
      </Badge>
      <Badge variant="outline">{composition.musicStyle}</Badge>
      <Badge variant="outline">{composition.tempo} BPM</Badge>
    </span>
  );
}

/** Lyrics as sections ('[Verse 1]' headings) of lines. */
function Lyrics({ lyrics }: { lyrics: string }) {
  const sections: { label: string; lines: string[] }[] = [];
  for (const raw of lyrics.split('\n')) {
    const line = raw.trim();
    const heading = /^\[(.+)\]$/.exec(line);
    if (heading) sections.push({ label: heading[1]!, lines: [] });
    else if (line) {
      if (!sections.length) sections.push({ label: '', lines: [] });
      sections.at(-1)!.lines.push(line);
    }
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {sections.map((section, index) => (
        <div key={`${section.label}-${index}`} className="flex flex-col gap-1">
          {section.label ? <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{section.label}</h4> : null}
          <p className="font-display text-base leading-relaxed whitespace-pre-line italic">{section.lines.join('\n')}</p>
        </div>
      ))}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-lg border bg-muted/30 px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** A composition in full: the player, lyrics, musical elements and how taste and mood led to them. */
export function CompositionView({ composition }: { composition: MusicComposition }) {
  const t = useT(aiMusicEn);
  const elements = composition.musicalElements;
  return (
    <div className="flex flex-col gap-5">
      <ResultSection title={t('listen')} icon={<AudioLines aria-hidden="true" />}>
        <audio
          controls
          preload="metadata"
          src={composition.musicUrl}
          className="w-full"
          aria-label={t('recordingLabel', { title: composition.songTitle, seconds: Math.round(elements.durationSeconds) })}
        >
          <a href={composition.musicUrl}>{t('download')}</a>
        </audio>
        <p className="mt-1 text-xs text-muted-foreground">{t('instrumental')}</p>
      </ResultSection>
      <ResultSection title={t('lyrics')} icon={<BookOpen aria-hidden="true" />}>
        <Lyrics lyrics={composition.lyrics} />
      </ResultSection>
      <ResultSection title={t('elements')} icon={<Scale aria-hidden="true" />}>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Fact label={t('key')}>
            {elements.key} {elements.mode}
          </Fact>
          <Fact label={t('timeSignature')}>{elements.timeSignature}</Fact>
          <Fact label={t('tempo')}>
            {composition.tempo} BPM{' '}
            <span className="text-xs font-normal text-muted-foreground">
              ({elements.tempoRange.min}–{elements.tempoRange.max})
            </span>
          </Fact>
          <Fact label={t('length')}>{Math.round(elements.durationSeconds)} s</Fact>
          <Fact label={t('scale')}>{elements.scale.join(' ')}</Fact>
          <Fact label={t('register')}>{capitalise(elements.register)}</Fact>
          <Fact label={t('articulation')}>{capitalise(elements.articulation)}</Fact>
          <Fact label={t('harmony')}>{capitalise(elements.harmony)}</Fact>
        </dl>
      </ResultSection>
      <ResultSection title={t('instruments')} icon={<Piano aria-hidden="true" />}>
        <ul className="grid gap-2 sm:grid-cols-2">
          {elements.instruments.map((instrument) => (
            <li key={instrument.part} className="flex flex-col">
              <span>
                <span className="font-medium capitalize">{instrument.part}:</span> {instrument.name}
              </span>
              <span className="text-xs text-muted-foreground">{instrument.sound}</span>
            </li>
          ))}
        </ul>
      </ResultSection>
      <ResultSection title={t('structure')} icon={<ListMusic aria-hidden="true" />}>
        <ol className="flex flex-col gap-1">
          {elements.structure.map((section, index) => (
            <li key={`${section.label}-${index}`} className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-medium">{section.label}</span>
              <span className="text-xs text-muted-foreground">{t('bars', { count: section.bars })}</span>
              <span className="font-mono text-xs">{section.chords.join(' · ')}</span>
            </li>
          ))}
        </ol>
      </ResultSection>
      <ResultSection title={t('fromTaste')} icon={<Sparkles aria-hidden="true" />}>
        {elements.taste.dominant.length ? (
          <p className="mb-2 flex flex-wrap items-center gap-2">
            <span className="text-muted-foreground">{t('tastesStandOut')}</span>
            {elements.taste.dominant.map((taste) => (
              <Badge key={taste} variant="secondary" className="capitalize">
                {taste}
              </Badge>
            ))}
          </p>
        ) : null}
        <ul className="flex flex-col gap-3">
          {elements.reasoning.map((reason, index) => (
            <li key={`${reason.choice}-${index}`} className="flex flex-col gap-0.5">
              <p className="font-medium">{reason.choice}</p>
              <p>{reason.because}</p>
              <p className="text-xs text-muted-foreground">{t('source', { source: reason.source })}</p>
            </li>
          ))}
        </ul>
      </ResultSection>
      <SourceNote source={composition.source} />
    </div>
  );
}
