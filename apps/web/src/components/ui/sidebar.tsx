import { SIDEBAR_KEYBOARD_SHORTCUT, SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE } from '@hearth/contracts';
import { PanelLeft } from 'lucide-react';
import { Slot } from 'radix-ui';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import { parseSidebarState, RequestCookiesContext, serializeSidebarState } from '@/lib/sidebar-cookie';
import { useIsMobile } from '@/lib/use-is-mobile';
import commonEn from '@/i18n/locales/en/common.json';
import { useT } from '@/i18n/react';
import { cn } from '@/lib/utils';
import { Button } from './button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from './sheet';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

/*
 * A collapsible application sidebar (spec §2, §9): 16rem wide, collapsing to 3rem of icons; Ctrl/Cmd+B
 * toggles it; the state is kept in the `sidebar_state` cookie; below 768 px it is an 18rem slide-out sheet.
 */

interface SidebarContextValue {
  state: 'expanded' | 'collapsed';
  open: boolean;
  setOpen: (open: boolean) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used inside <SidebarProvider>');
  return context;
}

function readCookie(): string {
  try {
    return document.cookie;
  } catch {
    return '';
  }
}

export function SidebarProvider({ defaultOpen = true, className, style, children, ...props }: ComponentProps<'div'> & { defaultOpen?: boolean }) {
  const isMobile = useIsMobile();
  const requestCookies = useContext(RequestCookiesContext);
  const [openMobile, setOpenMobile] = useState(false);
  const [open, setOpenState] = useState(() => parseSidebarState(requestCookies ?? readCookie()) ?? defaultOpen);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    document.cookie = serializeSidebarState(next);
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  // Leaving the mobile layout closes the sheet, so it does not reappear when the window narrows again
  // (adjusted while rendering, as React recommends for state derived from a change).
  const [wasMobile, setWasMobile] = useState(isMobile);
  if (wasMobile !== isMobile) {
    setWasMobile(isMobile);
    if (!isMobile) setOpenMobile(false);
  }

  const value = useMemo<SidebarContextValue>(
    () => ({ state: open ? 'expanded' : 'collapsed', open, setOpen, openMobile, setOpenMobile, isMobile, toggleSidebar }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return (
    <SidebarContext.Provider value={value}>
      <div
        data-slot="sidebar-wrapper"
        style={{ '--sidebar-width': SIDEBAR_WIDTH, '--sidebar-width-icon': SIDEBAR_WIDTH_ICON, ...style } as CSSProperties}
        className={cn('group/sidebar-wrapper flex min-h-svh w-full', className)}
        {...props}
      >
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

export function Sidebar({ className, children, label }: { className?: string; children: ReactNode; label: string }) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();
  const t = useT(commonEn);

  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent data-slot="sidebar" data-mobile="true" className="bg-sidebar p-0 text-sidebar-foreground" style={{ width: SIDEBAR_WIDTH_MOBILE, maxWidth: '85vw' }}>
          <SheetTitle className="sr-only">{label}</SheetTitle>
          <SheetDescription className="sr-only">{t('sidebar.description')}</SheetDescription>
          <div className="flex h-full w-full flex-col">{children}</div>
        </SheetContent>
      </Sheet>
    );
  }

  return (
    <div className="group peer hidden text-sidebar-foreground md:block" data-state={state} data-collapsible={state === 'collapsed' ? 'icon' : ''} data-slot="sidebar">
      {/* Reserves the sidebar's width in the page flow. */}
      <div
        data-slot="sidebar-gap"
        className="relative h-svh w-(--sidebar-width) bg-transparent transition-[width] duration-200 ease-out group-data-[collapsible=icon]:w-(--sidebar-width-icon)"
      />
      <div
        data-slot="sidebar-container"
        className={cn(
          'fixed inset-y-0 left-0 z-10 hidden h-svh w-(--sidebar-width) border-r border-sidebar-border transition-[width] duration-200 ease-out md:flex',
          'group-data-[collapsible=icon]:w-(--sidebar-width-icon)',
          className,
        )}
      >
        <div data-slot="sidebar-inner" className="flex h-full w-full flex-col bg-sidebar">
          {children}
        </div>
      </div>
    </div>
  );
}

export function SidebarTrigger({ className, onClick, ...props }: ComponentProps<typeof Button>) {
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  const t = useT(commonEn);
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          data-slot="sidebar-trigger"
          variant="ghost"
          size="icon"
          className={cn('size-9', className)}
          aria-label={t('sidebar.toggle')}
          aria-expanded={isMobile ? openMobile : open}
          aria-keyshortcuts="Control+B Meta+B"
          onClick={(event) => {
            onClick?.(event);
            toggleSidebar();
          }}
          {...props}
        >
          <PanelLeft aria-hidden="true" className="size-5" />
        </Button>
      </TooltipTrigger>
      <TooltipContent side="bottom">{t('sidebar.toggleShortcut')}</TooltipContent>
    </Tooltip>
  );
}

export function SidebarInset({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sidebar-inset" className={cn('relative flex min-h-svh w-full min-w-0 flex-1 flex-col bg-background', className)} {...props} />;
}

export function SidebarHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sidebar-header" className={cn('flex flex-col gap-2 p-2', className)} {...props} />;
}

export function SidebarFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sidebar-footer" className={cn('flex flex-col gap-2 border-t border-sidebar-border p-2', className)} {...props} />;
}

export function SidebarContent({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-content"
      className={cn('flex min-h-0 flex-1 flex-col gap-1 overflow-auto [scrollbar-width:thin] group-data-[collapsible=icon]:overflow-x-hidden', className)}
      {...props}
    />
  );
}

export function SidebarGroup({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sidebar-group" className={cn('relative flex w-full min-w-0 flex-col px-2 py-1.5', className)} {...props} />;
}

const groupLabelClass =
  'flex h-8 shrink-0 items-center rounded-md px-2 text-xs font-semibold tracking-wide text-sidebar-muted-foreground uppercase outline-none transition-[margin,opacity] duration-200 ease-out group-data-[collapsible=icon]:pointer-events-none group-data-[collapsible=icon]:-mt-8 group-data-[collapsible=icon]:opacity-0 [&>svg]:size-4 [&>svg]:shrink-0';

export function SidebarGroupLabel({ className, asChild = false, ...props }: ComponentProps<'div'> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'div';
  return <Comp data-slot="sidebar-group-label" className={cn(groupLabelClass, className)} {...props} />;
}

export function SidebarGroupContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sidebar-group-content" className={cn('w-full text-sm', className)} {...props} />;
}

export function SidebarMenu({ className, ...props }: ComponentProps<'ul'>) {
  return <ul data-slot="sidebar-menu" className={cn('flex w-full min-w-0 flex-col gap-0.5', className)} {...props} />;
}

export function SidebarMenuItem({ className, ...props }: ComponentProps<'li'>) {
  return <li data-slot="sidebar-menu-item" className={cn('group/menu-item relative', className)} {...props} />;
}

const menuButtonClass = cn(
  'peer/menu-button flex h-9 w-full items-center gap-2.5 overflow-hidden rounded-lg px-2.5 text-left text-sm text-sidebar-foreground',
  'outline-none transition-[width,height,padding,background-color] duration-150',
  'hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-ring',
  'data-[active=true]:bg-sidebar-active data-[active=true]:font-semibold data-[active=true]:text-sidebar-active-foreground',
  'group-data-[collapsible=icon]:size-8! group-data-[collapsible=icon]:p-2!',
  '[&>span:last-child]:truncate [&>svg]:size-4 [&>svg]:shrink-0',
);

export function SidebarMenuButton({
  asChild = false,
  isActive = false,
  tooltip,
  className,
  ...props
}: ComponentProps<'button'> & { asChild?: boolean; isActive?: boolean; tooltip?: string }) {
  const { isMobile, state } = useSidebar();
  const Comp = asChild ? Slot.Root : 'button';
  const button = (
    <Comp data-slot="sidebar-menu-button" data-active={isActive} className={cn(menuButtonClass, className)} {...(isActive ? { 'aria-current': 'page' as const } : {})} {...props} />
  );
  if (!tooltip) return button;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent side="right" align="center" hidden={state !== 'collapsed' || isMobile}>
        {tooltip}
      </TooltipContent>
    </Tooltip>
  );
}

export function SidebarSeparator({ className, ...props }: ComponentProps<'hr'>) {
  return <hr data-slot="sidebar-separator" className={cn('mx-2 border-sidebar-border', className)} {...props} />;
}
