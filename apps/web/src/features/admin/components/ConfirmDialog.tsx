import { useState, type ReactNode } from 'react';
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import adminEn from '@/i18n/locales/en/admin.json';
import { useT } from '@/i18n/react';

/**
 * Which row a confirmation is about. The row stays set while the dialog animates closed, and the element
 * that opened the dialog is remembered so focus can go back to it (or, if its row is gone, to a fallback).
 */
export function useConfirmTarget<T>() {
  const [target, setTarget] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  return {
    target,
    open,
    opener,
    ask(next: T) {
      setOpener(document.activeElement instanceof HTMLElement ? document.activeElement : null);
      setTarget(next);
      setOpen(true);
    },
    close() {
      setOpen(false);
    },
  };
}

/**
 * A Radix AlertDialog that waits for the server: the confirm button shows progress, and the dialog cannot
 * be dismissed until the call settles (the caller closes it).
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  destructive = false,
  onConfirm,
  opener,
  fallbackFocus,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  opener: HTMLElement | null;
  fallbackFocus: () => HTMLElement | null;
}) {
  const t = useT(adminEn);
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onClose();
      }}
    >
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const target = opener?.isConnected ? opener : fallbackFocus();
          target?.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="flex flex-col gap-2">{description}</div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t('cancel')}</AlertDialogCancel>
          <Button variant={destructive ? 'destructive' : 'default'} onClick={onConfirm} disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
