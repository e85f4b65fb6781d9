import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar';
import { Spinner } from '@/components/ui/spinner';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useSignedInUser } from '@/lib/user/use-signed-in-user';
import { OfflineNotice } from '../pwa/OfflineNotice';
import { AppHeader } from './AppHeader';
import { AppSidebar } from './AppSidebar';
import commonEn from '@/i18n/locales/en/common.json';
import { useT } from '@/i18n/react';

/** The signed-in layout: sidebar, header, and the current screen (spec §2). */
export default function AppShell() {
  const user = useSignedInUser();
  const t = useT(commonEn);
  return (
    <TooltipProvider>
      <SidebarProvider>
        <a href="#main-content" className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3">
          {t('skipToContent')}
        </a>
        <AppSidebar user={user} />
        <SidebarInset>
          <AppHeader />
          <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
            <OfflineNotice />
            <Suspense
              fallback={
                <div className="flex min-h-[50vh] items-center justify-center">
                  <Spinner label={t('loadingPage')} />
                </div>
              }
            >
              <Outlet />
            </Suspense>
          </main>
        </SidebarInset>
      </SidebarProvider>
    </TooltipProvider>
  );
}
