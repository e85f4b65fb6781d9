import { Dialog as DialogPrimitive } from 'radix-ui';

/** The dimmed backdrop behind modal dialogs and the mobile sheet. */
export function ModalOverlay({ slot }: { slot: string }) {
  return (
    <DialogPrimitive.Overlay
      data-slot={slot}
      className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-[fade-in_200ms_ease-out] data-[state=closed]:animate-[fade-out_150ms_ease-in]"
    />
  );
}
