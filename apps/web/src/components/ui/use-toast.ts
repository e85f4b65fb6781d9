import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToasts, toast } from './toast-store';

export { toast, dismissToast, type ToastInput, type ToastVariant } from './toast-store';

/** The current toasts and the functions to raise and dismiss them. */
export function useToast() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return { toasts, toast, dismiss: dismissToast };
}
