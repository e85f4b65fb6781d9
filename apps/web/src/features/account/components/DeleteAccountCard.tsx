import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, DELETE_ACCOUNT_RECIPE_CHOICES, FORMER_MEMBER_NAME, type Account } from '@hearth/contracts';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import accountEn from '@/i18n/locales/en/account.json';
import { useSpecText, useT } from '@/i18n/react';
import { useDeleteAccount } from '../delete-account';
import { showServerError } from '../form-errors';
import { SettingsCard } from './SettingsCard';
import { TextField } from './TextField';

const RECIPE_CHOICE_LABELS = { keep: 'delete.keep', delete: 'delete.remove' } as const satisfies Record<(typeof DELETE_ACCOUNT_RECIPE_CHOICES)[number], string>;

/** The password proves it is the member; a single sign-on member, who has none, types their email instead. */
const schemaFor = (hasPassword: boolean) =>
  z.object({
    recipes: z.enum(DELETE_ACCOUNT_RECIPE_CHOICES, { error: accountMessages.recipesChoiceRequired }),
    password: hasPassword ? z.string().min(1, accountMessages.passwordRequired) : z.string(),
    confirmEmail: hasPassword ? z.string() : z.string().trim().min(1, accountMessages.confirmEmailMismatch),
  });
type DeleteFormValues = z.infer<ReturnType<typeof schemaFor>>;

function DeleteAccountForm({ account }: { account: Account }) {
  const deleteAccount = useDeleteAccount();
  const t = useT(accountEn);
  const text = useSpecText();
  const legendId = useId();
  const errorId = useId();
  const form = useForm<DeleteFormValues>({ resolver: zodResolver(schemaFor(account.hasPassword)), defaultValues: { password: '', confirmEmail: '' }, mode: 'onSubmit' });
  const recipesError = form.formState.errors.recipes?.message;
  const onSubmit = form.handleSubmit(async ({ recipes, password, confirmEmail }) => {
    try {
      await deleteAccount.mutateAsync(account.hasPassword ? { recipes, password } : { recipes, confirmEmail });
      // Signed out with the account: a full page load shows the landing page.
      window.location.assign('/');
    } catch (error) {
      showServerError(form, error, ['password', 'confirmEmail', 'recipes']);
    }
  });
  const pending = deleteAccount.isPending || deleteAccount.isSuccess;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5">
      <fieldset className="m-0 flex flex-col gap-2 border-0 p-0" aria-describedby={recipesError ? errorId : undefined}>
        <legend id={legendId} className="mb-2 p-0 text-sm font-medium">
          {t('delete.recipesLegend')}
        </legend>
        {DELETE_ACCOUNT_RECIPE_CHOICES.map((choice) => (
          <label
            key={choice}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-border px-3 py-2.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input type="radio" value={choice} className="mt-0.5 size-4 accent-[var(--primary)] outline-none" {...form.register('recipes')} />
            <span>{t(RECIPE_CHOICE_LABELS[choice], { name: FORMER_MEMBER_NAME })}</span>
          </label>
        ))}
        {recipesError ? (
          <p id={errorId} role="alert" className="m-0 text-sm font-medium text-destructive">
            {text(recipesError)}
          </p>
        ) : null}
      </fieldset>
      {account.hasPassword ? (
        <TextField form={form} name="password" label={t('delete.passwordLabel')} type="password" autoComplete="current-password" />
      ) : (
        <TextField form={form} name="confirmEmail" label={t('delete.emailLabel', { email: account.email })} type="email" autoComplete="off" />
      )}
      <AlertDialogFooter>
        <AlertDialogCancel disabled={pending}>{t('delete.cancel')}</AlertDialogCancel>
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? t('delete.deleting') : t('delete.confirm')}
        </Button>
      </AlertDialogFooter>
    </form>
  );
}

/** Deleting the account, after choosing what happens to public recipes and re-entering the password. */
export function DeleteAccountCard({ account }: { account: Account }) {
  const [open, setOpen] = useState(false);
  const t = useT(accountEn);
  return (
    <SettingsCard title={t('delete.title')} description={t('delete.description')} tone="danger">
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogTrigger asChild>
          <Button type="button" variant="outline" className="border-destructive/50 text-destructive hover:bg-destructive/10 hover:text-destructive">
            <Trash2 aria-hidden="true" />
            {t('delete.open')}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('delete.dialogTitle')}</AlertDialogTitle>
            <AlertDialogDescription>{t('delete.dialogDescription')}</AlertDialogDescription>
          </AlertDialogHeader>
          {open ? <DeleteAccountForm account={account} /> : null}
        </AlertDialogContent>
      </AlertDialog>
    </SettingsCard>
  );
}
