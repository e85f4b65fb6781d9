import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, accountToasts, changePasswordInputSchema, type ChangePasswordInput } from '@hearth/contracts';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import accountEn from '@/i18n/locales/en/account.json';
import { useT } from '@/i18n/react';
import { useChangePassword } from '../change-password';
import { showServerError } from '../form-errors';
import { SettingsCard } from './SettingsCard';
import { TextField } from './TextField';

/** The contract, plus the new password typed twice (a typo here would lock the member out). */
const passwordFormSchema = changePasswordInputSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, { path: ['confirmPassword'], message: accountMessages.passwordsDiffer });
type PasswordFormValues = z.infer<typeof passwordFormSchema>;
const EMPTY: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordCard({ email }: { email: string }) {
  const changePassword = useChangePassword();
  const t = useT(accountEn);
  const form = useForm<PasswordFormValues>({ resolver: zodResolver(passwordFormSchema), defaultValues: EMPTY, mode: 'onSubmit' });
  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword } satisfies ChangePasswordInput);
      form.reset(EMPTY);
      toast(accountToasts.passwordChanged);
    } catch (error) {
      showServerError(form, error, ['currentPassword', 'newPassword']);
    }
  });
  return (
    <SettingsCard title={t('password.title')} description={t('password.description')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        {/* Lets password managers file the new password under this account. */}
        <input type="email" name="username" autoComplete="username" value={email} hidden readOnly />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField form={form} name="currentPassword" label={t('password.current')} type="password" autoComplete="current-password" />
          <TextField form={form} name="newPassword" label={t('password.next')} type="password" autoComplete="new-password" />
          <TextField form={form} name="confirmPassword" label={t('password.confirm')} type="password" autoComplete="new-password" />
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="m-0 text-sm text-muted-foreground">{t('password.nextHint')}</p>
          <Button type="submit" variant="outline" disabled={changePassword.isPending} className="self-start sm:self-auto">
            {changePassword.isPending ? t('password.submitting') : t('password.submit')}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
