import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_DIRECTION, TOAST_SWIPE_THRESHOLD_PX, TOAST_VIEWPORT_MAX_WIDTH_PX } from '@hearth/contracts';
import shellEn from '@/i18n/locales/en/shell.json';
import { useSpecText, useT } from '@/i18n/react';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { dismissToast, useToast } from './use-toast';

/**
 * Renders the toast queue: 5000 ms each, F8 focuses the region, swipe right past 50 px dismisses (spec §9).
 * Spec strings (the contracts' toasts, and the server's messages) are shown in the reader's language here,
 * once, rather than at every place a toast is raised (decision 0036).
 */
export function Toaster() {
  const { toasts } = useToast();
  const t = useT(shellEn);
  const text = useSpecText();
  const shown = (value: (typeof toasts)[number]['title']) => (typeof value === 'string' ? text(value) : value);
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection={TOAST_SWIPE_DIRECTION} swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} label={t('toast.region')}>
      {toasts.map(({ id, title, description, variant, duration, action, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{shown(title)}</ToastTitle> : null}
            {description ? <ToastDescription>{shown(description)}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={[...TOAST_HOTKEY]} style={{ maxWidth: TOAST_VIEWPORT_MAX_WIDTH_PX }} className="sm:right-0 sm:left-auto" />
    </ToastProvider>
  );
}
