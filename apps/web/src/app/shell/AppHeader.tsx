import { Link } from 'react-router';
import { BrandMark, BrandName } from '@/components/brand';
import { Separator } from '@/components/ui/separator';
import { SidebarTrigger, useSidebar } from '@/components/ui/sidebar';
import { NotificationBell } from '@/features/notifications/components/NotificationBell';
import { ThemeToggle } from '../theme/ThemeToggle';

/**
 * The top bar: sidebar toggle, the brand on phones (where the sidebar is hidden), the notification bell and
 * the theme toggle (spec §2).
 */
export function AppHeader() {
  const { isMobile } = useSidebar();
  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b border-border bg-background/85 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/75 sm:px-4">
      <SidebarTrigger />
      {isMobile ? (
        <>
          <Separator orientation="vertical" className="mx-1 h-5!" />
          <Link to="/" className="flex items-center gap-2 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring" aria-label="Hearth home">
            <BrandMark className="size-7" />
            <BrandName className="text-lg" />
          </Link>
        </>
      ) : null}
      <div className="ml-auto flex items-center gap-1">
        <NotificationBell />
        <ThemeToggle />
      </div>
    </header>
  );
}
