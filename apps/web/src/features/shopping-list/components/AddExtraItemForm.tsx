import { zodResolver } from '@hookform/resolvers/zod';
import { errors as errorCopy, shoppingExtraInputSchema } from '@hearth/contracts';
import { Plus } from 'lucide-react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useAddShoppingExtra } from '../shopping-extras';
import shoppingListEn from '@/i18n/locales/en/shoppingList.json';
import { useT } from '@/i18n/react';

const formSchema = shoppingExtraInputSchema.omit({ weekStart: true });

/** One line to add anything the planned meals do not cover (kitchen roll, milk for tea) to this week's list. */
export function AddExtraItemForm({ weekStart }: { weekStart: string }) {
  const t = useT(shoppingListEn);
  const add = useAddShoppingExtra();
  const form = useForm<z.input<typeof formSchema>, unknown, z.output<typeof formSchema>>({ resolver: zodResolver(formSchema), defaultValues: { name: '', amount: '' } });
  const nameError = form.formState.errors.name?.message;
  const amountError = form.formState.errors.amount?.message;

  // The button stays enabled while a save is in flight (a disabled submit button would swallow Enter for
  // the next item); the same item twice in a row, a double click, is sent once.
  const sending = useRef(new Set<string>());
  const submit = async (values: z.output<typeof formSchema>) => {
    if (sending.current.has(values.name)) return;
    sending.current.add(values.name);
    try {
      await add.mutateAsync({ weekStart, ...values });
      // A quick shopper may already be typing the next item: clear the fields only if they still hold this one.
      if (form.getValues('name').trim() === values.name) {
        form.reset();
        form.setFocus('name');
      }
    } catch (error) {
      toast({ title: errorCopy.title, description: errorMessage(error, t('addFailed')), variant: 'destructive' });
    } finally {
      sending.current.delete(values.name);
    }
  };

  return (
    <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate className="flex flex-wrap items-end gap-2 print:hidden" aria-label={t('addItemLabel')}>
      <div className="flex min-w-48 flex-1 flex-col gap-1.5">
        <Label htmlFor="extra-name">{t('itemName')}</Label>
        <Input
          id="extra-name"
          placeholder={t('itemPlaceholder')}
          autoComplete="off"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? 'extra-name-error' : undefined}
          {...form.register('name')}
        />
      </div>
      <div className="flex w-36 flex-col gap-1.5">
        <Label htmlFor="extra-amount">{t('itemAmount')}</Label>
        <Input
          id="extra-amount"
          placeholder={t('amountPlaceholder')}
          autoComplete="off"
          aria-invalid={amountError ? true : undefined}
          aria-describedby={amountError ? 'extra-amount-error' : undefined}
          {...form.register('amount')}
        />
      </div>
      <Button type="submit">
        <Plus aria-hidden="true" />
        {t('addItem')}
      </Button>
      {nameError || amountError ? (
        <p className="basis-full text-sm text-destructive" role="alert">
          {nameError ? <span id="extra-name-error">{nameError}</span> : null} {amountError ? <span id="extra-amount-error">{amountError}</span> : null}
        </p>
      ) : null}
    </form>
  );
}
