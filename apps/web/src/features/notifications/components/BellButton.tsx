import { Bell } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { badgeText, bellLabel } from '../notification-logic';
import shellEn from '@/i18n/locales/en/shell.json';
import { useLanguage, useT } from '@/i18n/react';

/** The bell in the header: its name says how many are unread; the badge shows the count. */
export function BellButton({ unread, className, ...props }: ComponentProps<typeof Button> & { unread: number }) {
  const t = useT(shellEn);
  const language = useLanguage();
  return (
    <Button variant="ghost" size="icon" aria-label={bellLabel(unread, language)} title={t('notifications.title')} className={cn('relative', className)} {...props}>
      <Bell aria-hidden="true" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[0.625rem] leading-none font-bold text-primary-foreground ring-2 ring-background"
        >
          {badgeText(unread)}
        </span>
      ) : null}
    </Button>
  );
}
