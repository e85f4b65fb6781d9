import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_DIRECTION, TOAST_SWIPE_THRESHOLD_PX, TOAST_VIEWPORT_MAX_WIDTH_PX } from '@hearth/contracts';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { dismissToast, useToast } from './use-toast';

/** Renders the toast queue: 5000 ms each, F8 focuses the region, swipe right past 50 px dismisses (spec §9). */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection={TOAST_SWIPE_DIRECTION} swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} label="Notification">
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
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={[...TOAST_HOTKEY]} style={{ maxWidth: TOAST_VIEWPORT_MAX_WIDTH_PX }} className="sm:right-0 sm:left-auto" />
    </ToastProvider>
  );
}
