import { zodResolver } from '@hookform/resolvers/zod';
import { accountToasts, changeEmailInputSchema, type Account, type ChangeEmailInput } from '@hearth/contracts';
import { useForm } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import accountEn from '@/i18n/locales/en/account.json';
import { useRichT, useT } from '@/i18n/react';
import { useChangeEmail } from '../change-email';
import { showServerError } from '../form-errors';
import { SettingsCard } from './SettingsCard';
import { TextField } from './TextField';

/** A new sign-in address, after the password: confirmed from the new inbox when Hearth mails links. */
export function EmailCard({ account }: { account: Account }) {
  const changeEmail = useChangeEmail();
  const t = useT(accountEn);
  const rich = useRichT(accountEn);
  const form = useForm<ChangeEmailInput>({ resolver: zodResolver(changeEmailInputSchema), defaultValues: { newEmail: '', password: '' }, mode: 'onSubmit' });
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const result = await changeEmail.mutateAsync(input);
      form.reset({ newEmail: '', password: '' });
      // The link-sent toast names the address, so it is the account catalogue's (the contracts' function, restated).
      toast(result.status === 'changed' ? accountToasts.emailChanged : { title: t('email.linkSentTitle'), description: t('email.linkSent', { email: result.email }) });
    } catch (error) {
      showServerError(form, error, ['newEmail', 'password']);
    }
  });
  return (
    <SettingsCard
      title={t('email.title')}
      description={
        <>
          {rich('email.current', { email: <strong className="font-semibold text-foreground">{account.email}</strong> })}
          {account.mailsLinks && !account.emailVerified ? (
            <Badge variant="secondary" className="ml-2 align-middle">
              {t('email.unconfirmed')}
            </Badge>
          ) : null}
        </>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={form} name="newEmail" label={t('email.newLabel')} type="email" autoComplete="email" inputMode="email" maxLength={254} />
          <TextField form={form} name="password" label={t('email.passwordLabel')} type="password" autoComplete="current-password" />
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="m-0 text-sm text-muted-foreground">{account.mailsLinks ? t('email.byLink') : t('email.atOnce')}</p>
          <Button type="submit" variant="outline" disabled={changeEmail.isPending} className="self-start sm:self-auto">
            {changeEmail.isPending ? t('email.submitting') : t('email.submit')}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
