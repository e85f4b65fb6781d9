import { RotateCw } from 'lucide-react';
import { BrandMark } from '@/components/brand';
import { Button } from '@/components/ui/button';
import commonEn from '@/i18n/locales/en/common.json';
import { useT } from '@/i18n/react';

/** Shown when the sign-in state cannot be read (network down, server error): say so and offer a retry. */
export function SessionError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const t = useT(commonEn);
  return (
    <main className="flex min-h-svh items-center justify-center bg-background px-6">
      <div className="max-w-sm text-center">
        <BrandMark className="mx-auto size-12" />
        <h1 className="mt-6 font-display text-2xl font-semibold">{t('session.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('session.text')}</p>
        <Button className="mt-6" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
          {retrying ? t('session.retrying') : t('retry')}
        </Button>
      </div>
    </main>
  );
}
