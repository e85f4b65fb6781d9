import { WifiOff } from 'lucide-react';
import offlineEn from '@/i18n/locales/en/offline.json';
import { useT } from '@/i18n/react';
import { useOnline } from './use-online';

/**
 * The notice that what is on screen may be a saved copy (issue 16, item 4). The status region is always
 * there, so a screen reader announces the notice when the connection goes; it is empty while online.
 * `unreachable`: the app is already showing saved copies because the server could not be reached.
 */
export function OfflineNotice({ unreachable = false }: { unreachable?: boolean }) {
  const online = useOnline();
  const t = useT(offlineEn);
  const message = !online ? t('offline') : unreachable ? t('unreachable') : null;
  return (
    <div role="status" className={message ? 'border-b border-warning-border bg-warning-bg py-2.5 text-sm font-medium text-warning-foreground' : 'sr-only'}>
      {message ? (
        // Lined up with the screens' own container (PageContainer).
        <p className="mx-auto flex max-w-6xl items-center gap-2 px-4 sm:px-6 lg:px-8">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {message}
        </p>
      ) : null}
    </div>
  );
}
