import { zodResolver } from '@hookform/resolvers/zod';
import { accountToasts, updateNameInputSchema, type Account, type UpdateNameInput } from '@hearth/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { accountCopy } from '../copy';
import { showServerError } from '../form-errors';
import { useUpdateName } from '../update-name';
import { SettingsCard } from './SettingsCard';
import { TextField } from './TextField';

const words = accountCopy.name;

export function NameCard({ account }: { account: Account }) {
  const updateName = useUpdateName();
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
    <SettingsCard title={words.title} description={words.description}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField form={form} name="name" label={words.label} autoComplete="name" maxLength={100} />
        </div>
        <Button type="submit" variant="outline" disabled={updateName.isPending || !form.formState.isDirty}>
          {updateName.isPending ? words.saving : words.save}
        </Button>
      </form>
    </SettingsCard>
  );
}
