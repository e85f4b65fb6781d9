import { TriangleAlert, CircleCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import accountEn from '@/i18n/locales/en/account.json';
import { useT } from '@/i18n/react';
import { errorMessage } from '@/lib/api';
import { useAccount } from '../get-account';
import { DeleteAccountCard } from './DeleteAccountCard';
import { EmailCard } from './EmailCard';
import { NameCard } from './NameCard';
import { PasswordCard } from './PasswordCard';
import { SessionsCard } from './SessionsCard';

/** What the emailed confirmation link of a new address says when it brings the member back here. */
function EmailLinkOutcome() {
  const [params] = useSearchParams();
  const t = useT(accountEn);
  if (params.get('email') !== 'confirmed') return null;
  const failed = params.has('error');
  return (
    <Alert variant={failed ? 'warning' : 'info'}>
      {failed ? <TriangleAlert aria-hidden="true" /> : <CircleCheck aria-hidden="true" />}
      <AlertDescription>{failed ? t('email.linkFailed') : t('email.confirmed')}</AlertDescription>
    </Alert>
  );
}

/** The Account part of Profile Settings: name, email, password, sessions, deleting the account (issue 16). */
export function AccountSettings() {
  const { data: account, isError, error } = useAccount();
  const t = useT(accountEn);
  return (
    <section aria-labelledby="account-settings-title" className="flex flex-col gap-4">
      <div>
        <h2 id="account-settings-title" className="m-0 font-display text-2xl font-semibold tracking-tight">
          {t('title')}
        </h2>
        <p className="m-0 mt-1 text-muted-foreground">{t('subtitle')}</p>
      </div>
      <EmailLinkOutcome />
      {account ? (
        <>
          <NameCard account={account} />
          {account.hasPassword ? (
            <>
              <EmailCard account={account} />
              <PasswordCard email={account.email} />
            </>
          ) : (
            <p className="m-0 rounded-2xl border border-border bg-card px-5 py-4 text-sm text-muted-foreground sm:px-6">{t('sso')}</p>
          )}
          <SessionsCard />
          <DeleteAccountCard account={account} />
        </>
      ) : isError ? (
        <p className="m-0 text-sm text-destructive">{errorMessage(error)}</p>
      ) : (
        <Spinner label={t('loading')} className="py-6" />
      )}
    </section>
  );
}
