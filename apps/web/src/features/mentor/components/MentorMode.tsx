import { GraduationCap, Mic, Pause, Play, RotateCcw, SkipForward, Square, Volume2, VolumeX, Repeat2, PartyPopper, Info } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import type { SpeechAdapter } from '../speech-adapter';
import { useMentor } from '../use-mentor';
import mentorEn from '@/i18n/locales/en/mentor.json';
import { useT } from '@/i18n/react';

/**
 * Mentor Mode (spec §2, §4): voice-guided cooking through a recipe's steps. Every control is a button, so
 * it works without a microphone; voice commands are an extra where the browser can recognise speech.
 */
export function MentorMode({ steps, adapter, className }: { steps: readonly string[]; adapter?: SpeechAdapter; className?: string }) {
  const t = useT(mentorEn);
  const { state, dispatch, canSpeak } = useMentor(steps, adapter);
  const { status, step, totalSteps, muted, activity, micOn, voice, lastHeard } = state;
  const running = status === 'active' || status === 'paused';
  const listening = micOn && activity === 'listening';

  return (
    <Card role="region" className={cn('overflow-hidden', className)} aria-labelledby="mentor-title">
      <CardHeader className="gap-3 border-b border-border bg-accent/35 pb-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-3">
          <div className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground" aria-hidden="true">
            <GraduationCap className="size-5" />
          </div>
          <div>
            <CardTitle id="mentor-title" className="font-display text-xl">
              {t('title')}
            </CardTitle>
            <CardDescription className="mt-1 leading-relaxed">{t('description')}</CardDescription>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2" aria-live="polite">
          {listening ? (
            <Badge variant="default" className="gap-1.5 py-1" data-testid="mentor-listening">
              <span className="relative flex size-2" aria-hidden="true">
                <span className="absolute inline-flex size-full animate-ping rounded-full bg-primary-foreground/70 motion-reduce:animate-none" />
                <span className="relative inline-flex size-2 rounded-full bg-primary-foreground" />
              </span>
              <Mic aria-hidden="true" />
              {t('listening')}
            </Badge>
          ) : null}
          {activity === 'speaking' ? (
            <Badge variant="accent" className="py-1">
              <Volume2 aria-hidden="true" />
              {t('speaking')}
            </Badge>
          ) : null}
          {status === 'paused' ? (
            <Badge variant="outline" className="py-1">
              <Pause aria-hidden="true" />
              {t('paused')}
            </Badge>
          ) : null}
          {/* A toggle: its name stays "Mute" and aria-pressed says whether the voice is off. */}
          <Button
            variant={muted ? 'secondary' : 'outline'}
            size="sm"
            aria-pressed={muted}
            className="aria-pressed:border-primary/50 aria-pressed:text-primary"
            onClick={() => dispatch({ type: 'toggleMute' })}
          >
            {muted ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
            {t('mute')}
          </Button>
        </div>
      </CardHeader>

      <CardContent className="flex flex-col gap-4 pt-5">
        {voice !== 'ready' ? (
          <Alert variant="info" data-testid="mentor-voice-note">
            <Info aria-hidden="true" />
            <AlertDescription>{t(`voice.${voice}`)}</AlertDescription>
          </Alert>
        ) : null}
        {!canSpeak ? <p className="text-sm text-muted-foreground">{t('cannotSpeak')}</p> : null}

        {totalSteps === 0 ? (
          <p className="text-sm text-muted-foreground">{t('noSteps')}</p>
        ) : status === 'idle' ? (
          <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">{t('idleHint', { count: totalSteps })}</p>
            <Button onClick={() => dispatch({ type: 'start' })}>
              <Play aria-hidden="true" />
              {t('start')}
            </Button>
          </div>
        ) : status === 'finished' ? (
          <div className="flex flex-col gap-4">
            <div className="flex items-start gap-3 rounded-xl border border-border bg-muted/50 p-4" role="status">
              <PartyPopper aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div>
                <p className="font-semibold">{t('finishedTitle')}</p>
                <p className="text-sm text-muted-foreground">{t('finishedHint')}</p>
              </div>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => dispatch({ type: 'restart' })}>
                <RotateCcw aria-hidden="true" />
                {t('restart')}
              </Button>
              <Button variant="outline" onClick={() => dispatch({ type: 'stop' })}>
                <Square aria-hidden="true" />
                {t('stop')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            <div className="flex flex-col gap-2">
              <div className="flex items-center justify-between text-sm">
                <p className="font-semibold text-primary" data-testid="mentor-step-label">
                  {t('stepOf', { step: step + 1, total: totalSteps })}
                </p>
              </div>
              <Progress value={step + 1} max={totalSteps} aria-label={t('stepOf', { step: step + 1, total: totalSteps })} />
            </div>
            <p className="font-display text-lg leading-relaxed sm:text-xl" aria-live="polite" data-testid="mentor-step-text">
              {steps[step]}
            </p>
            {lastHeard && lastHeard.command === null && lastHeard.transcript ? (
              <p className="text-sm text-muted-foreground" role="status">
                {t('notACommand', { heard: lastHeard.transcript })}
              </p>
            ) : null}
            <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
              {status === 'paused' ? (
                <Button onClick={() => dispatch({ type: 'resume' })}>
                  <Play aria-hidden="true" />
                  {t('resume')}
                </Button>
              ) : (
                <Button variant="secondary" onClick={() => dispatch({ type: 'pause' })}>
                  <Pause aria-hidden="true" />
                  {t('pause')}
                </Button>
              )}
              <Button onClick={() => dispatch({ type: 'next' })} disabled={!running}>
                <SkipForward aria-hidden="true" />
                {t('next')}
              </Button>
              <Button variant="outline" onClick={() => dispatch({ type: 'repeat' })}>
                <Repeat2 aria-hidden="true" />
                {t('repeat')}
              </Button>
              <Button variant="outline" onClick={() => dispatch({ type: 'restart' })}>
                <RotateCcw aria-hidden="true" />
                {t('restart')}
              </Button>
              <Button variant="ghost" className="col-span-2 text-muted-foreground sm:col-span-1" onClick={() => dispatch({ type: 'stop' })}>
                <Square aria-hidden="true" />
                {t('stop')}
              </Button>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
