import { zodResolver } from '@hookform/resolvers/zod';
import { accountToasts, updateNameInputSchema, type Account, type UpdateNameInput } from '@hearth/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import accountEn from '@/i18n/locales/en/account.json';
import { useT } from '@/i18n/react';
import { showServerError } from '../form-errors';
import { useUpdateName } from '../update-name';
import { SettingsCard } from './SettingsCard';
import { TextField } from './TextField';

export function NameCard({ account }: { account: Account }) {
  const updateName = useUpdateName();
  const t = useT(accountEn);
  const form = useForm<UpdateNameInput>({ resolver: zodResolver(updateNameInputSchema), defaultValues: { name: account.name }, mode: 'onTouched' });
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const saved = await updateName.mutateAsync(input);
      form.reset({ name: saved.name });
      toast(accountToasts.nameSaved);
    } catch (error) {
      showServerError(form, error, ['name']);
    }
  });
  return (
    <SettingsCard title={t('name.title')} description={t('name.description')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField form={form} name="name" label={t('name.label')} autoComplete="name" maxLength={100} />
        </div>
        <Button type="submit" variant="outline" disabled={updateName.isPending || !form.formState.isDirty}>
          {updateName.isPending ? t('name.saving') : t('name.save')}
        </Button>
      </form>
    </SettingsCard>
  );
}
