import { accountToasts, errors as errorCopy, type AccountSession } from '@hearth/contracts';
import { Laptop, Smartphone } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useFormat } from '@/i18n/format';
import accountEn from '@/i18n/locales/en/account.json';
import { useT } from '@/i18n/react';
import { errorMessage } from '@/lib/api';
import { useEndOtherSessions } from '../end-other-sessions';
import { useEndSession } from '../end-session';
import { useSessions } from '../list-sessions';
import { deviceLabel, sessionTimeLabels } from '../session-time';
import { SettingsCard } from './SettingsCard';

const PHONES = /iPhone|Android/;

function SessionRow({ session }: { session: AccountSession }) {
  const endSession = useEndSession();
  const t = useT(accountEn);
  const format = useFormat();
  const times = sessionTimeLabels(t, format);
  const device = deviceLabel(t, session.device);
  const Icon = PHONES.test(session.device) ? Smartphone : Laptop;
  const onSignOut = async () => {
    try {
      await endSession.mutateAsync(session.id);
      toast(accountToasts.sessionEnded);
    } catch (error) {
      toast({ title: errorCopy.title, description: errorMessage(error), variant: 'destructive' });
    }
  };
  return (
    <li className="flex items-center gap-3 py-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="m-0 flex flex-wrap items-center gap-2 font-medium">
          {device}
          {session.current ? <Badge variant="accent">{t('sessions.thisDevice')}</Badge> : null}
        </p>
        <p className="m-0 text-sm text-muted-foreground">
          {times.lastActive(session.lastActiveAt)} · {times.signedIn(session.signedInAt)}
        </p>
      </div>
      {session.current ? null : (
        <Button type="button" variant="ghost" size="sm" disabled={endSession.isPending} onClick={() => void onSignOut()} aria-label={t('sessions.signOutDevice', { device })}>
          {endSession.isPending ? t('sessions.signingOut') : t('sessions.signOut')}
        </Button>
      )}
    </li>
  );
}

/** Every browser signed in to the account, this one first and marked; sign out one or all the others. */
export function SessionsCard() {
  const { data: sessions, isError, error } = useSessions();
  const endOthers = useEndOtherSessions();
  const t = useT(accountEn);
  const others = sessions?.filter((session) => !session.current).length ?? 0;
  const onEndOthers = async () => {
    try {
      await endOthers.mutateAsync();
      toast(accountToasts.otherSessionsEnded);
    } catch (failure) {
      toast({ title: errorCopy.title, description: errorMessage(failure), variant: 'destructive' });
    }
  };
  return (
    <SettingsCard title={t('sessions.title')} description={t('sessions.description')}>
      {sessions ? (
        <>
          <ul className="m-0 list-none divide-y divide-border p-0">
            {sessions.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
          <div className="mt-3 flex flex-col gap-3 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="m-0 text-sm text-muted-foreground">{others === 0 ? t('sessions.onlyThis') : null}</p>
            <Button type="button" variant="outline" disabled={others === 0 || endOthers.isPending} onClick={() => void onEndOthers()} className="self-start sm:self-auto">
              {endOthers.isPending ? t('sessions.signingOut') : t('sessions.signOutOthers')}
            </Button>
          </div>
        </>
      ) : isError ? (
        <p className="m-0 text-sm text-destructive">{errorMessage(error)}</p>
      ) : (
        <Spinner label={t('sessions.loading')} className="py-4" />
      )}
    </SettingsCard>
  );
}
