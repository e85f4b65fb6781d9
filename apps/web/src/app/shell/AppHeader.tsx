import { Link } from 'react-router';
import { BrandMark, BrandName } from '@/components/brand';
import { Separator } from '@/components/ui/separator';
import { SidebarTrigger, useSidebar } from '@/components/ui/sidebar';
import { NotificationBell } from '@/features/notifications/components/NotificationBell';
import { LanguageSwitch } from '@/i18n/LanguageSwitch';
import commonEn from '@/i18n/locales/en/common.json';
import { useSaveMemberLanguage } from '@/i18n/member-language';
import { useT } from '@/i18n/react';
import { ThemeToggle } from '../theme/ThemeToggle';

/**
 * The top bar: sidebar toggle, the brand on phones (where the sidebar is hidden), the notification bell,
 * the language (saved to the member's profile, decision 0036) and the theme toggle (spec §2).
 */
export function AppHeader() {
  const { isMobile } = useSidebar();
  const t = useT(commonEn);
  const saveLanguage = useSaveMemberLanguage();
  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b border-border bg-background/85 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/75 sm:px-4">
      <SidebarTrigger />
      {isMobile ? (
        <>
          <Separator orientation="vertical" className="mx-1 h-5!" />
          <Link to="/" className="flex items-center gap-2 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring" aria-label={t('hearthHome')}>
            <BrandMark className="size-7" />
            <BrandName className="text-lg" />
          </Link>
        </>
      ) : null}
      <div className="ml-auto flex items-center gap-1">
        <NotificationBell />
        <LanguageSwitch onChange={(language) => saveLanguage.mutate(language)} disabled={saveLanguage.isPending} />
        <ThemeToggle />
      </div>
    </header>
  );
}
