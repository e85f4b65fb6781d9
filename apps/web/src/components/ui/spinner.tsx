import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';
import commonEn from '@/i18n/locales/en/common.json';
import { useT } from '@/i18n/react';

/** A spinning indicator announced to assistive technology as a status with the given label. */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  const t = useT(commonEn);
  return (
    <span role="status" className={cn('inline-flex items-center justify-center', className)}>
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary" />
      <span className="sr-only">{label ?? t('loading')}</span>
    </span>
  );
}

/** The centred spinner shown while the signed-in state loads (spec §2). */
export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-svh items-center justify-center bg-background">
      <Spinner label={label} />
    </div>
  );
}
