import { AI_FEATURES, nav, type CurrentUser } from '@hearth/contracts';
import { ChevronDown, LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandMark, BrandName } from '@/components/brand';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from '@/components/ui/sidebar';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import commonEn from '@/i18n/locales/en/common.json';
import shellEn from '@/i18n/locales/en/shell.json';
import { useSpec, useT } from '@/i18n/react';
import { avatarInitial, displayHandle, displayName } from '@/lib/user/user-display';
import { cn } from '@/lib/utils';
import { isNavItemActive, navGroupsFor, type NavItem } from './navigation';

function NavItems({ items, pathname }: { items: NavItem[]; pathname: string }) {
  return (
    <SidebarMenu>
      {items.map((item) => {
        const Icon = item.icon;
        return (
          <SidebarMenuItem key={item.path}>
            <SidebarMenuButton asChild isActive={isNavItemActive(item, pathname)} tooltip={item.label}>
              <Link to={item.path}>
                <Icon aria-hidden="true" />
                <span>{item.label}</span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
        );
      })}
    </SidebarMenu>
  );
}

/** Logout is a full page navigation: the server ends the session and redirects to / (spec §2). */
function logout() {
  window.location.assign('/api/logout');
}

/**
 * Profile Settings, who is signed in and Logout: outside the scrolling list, so they stay in view however
 * long the list grows (issue 13, item 11: at 1366×900 Profile Settings sat below the fold).
 */
function UserFooter({ user, accountItems, pathname }: { user: CurrentUser; accountItems: NavItem[]; pathname: string }) {
  const { state, isMobile } = useSidebar();
  const t = useT(shellEn);
  const words = useSpec(nav);
  const collapsed = state === 'collapsed' && !isMobile;
  const name = displayName(user);
  const handle = displayHandle(user);
  return (
    <SidebarFooter className="shrink-0">
      {accountItems.length > 0 ? (
        <div role="group" aria-label={t('account')}>
          <NavItems items={accountItems} pathname={pathname} />
        </div>
      ) : null}
      <div className={cn('flex items-center gap-2.5 rounded-lg p-1.5', collapsed && 'justify-center p-0')}>
        <Avatar className="size-8">
          {user.profileImageUrl ? <AvatarImage src={user.profileImageUrl} alt="" /> : null}
          <AvatarFallback>{avatarInitial(user)}</AvatarFallback>
        </Avatar>
        <div className={cn('min-w-0 flex-1 leading-tight', collapsed && 'sr-only')}>
          <div className="flex items-center gap-1.5">
            <p className="truncate text-sm font-semibold">{name}</p>
          </div>
          <p className="truncate text-xs text-sidebar-muted-foreground">{handle}</p>
          {user.isSuperAdmin ? (
            <Badge variant="accent" className="mt-1.5">
              {words.superAdminBadge}
            </Badge>
          ) : null}
        </div>
      </div>
      <SidebarMenu>
        <SidebarMenuItem>
          <Tooltip>
            <TooltipTrigger asChild>
              <SidebarMenuButton onClick={logout}>
                <LogOut aria-hidden="true" />
                <span>{words.logout}</span>
              </SidebarMenuButton>
            </TooltipTrigger>
            <TooltipContent side="right" hidden={!collapsed}>
              {words.logout}
            </TooltipContent>
          </Tooltip>
        </SidebarMenuItem>
      </SidebarMenu>
    </SidebarFooter>
  );
}

export function AppSidebar({ user }: { user: CurrentUser }) {
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const t = useT(shellEn);
  const common = useT(commonEn);
  const words = useSpec(nav);
  const features = useSpec(AI_FEATURES);
  const groups = navGroupsFor(user, { nav: words, aiFeatureNames: features.map((f) => f.name), shoppingList: t('shoppingList') });
  const scrolling = groups.filter((group) => group.id !== 'account');
  const accountItems = groups.filter((group) => group.id === 'account').flatMap((group) => group.items);

  // On phones the sheet closes once a destination is chosen.
  useEffect(() => {
    if (isMobile) setOpenMobile(false);
  }, [pathname, isMobile, setOpenMobile]);

  return (
    <Sidebar label={t('navigation')}>
      {/* One landmark for the whole sidebar: the header and footer are part of the navigation, not loose content. */}
      <nav aria-label={t('mainNav')} className="flex min-h-0 flex-1 flex-col">
        <SidebarHeader className="h-14 shrink-0 flex-row items-center border-b border-sidebar-border px-3 group-data-[collapsible=icon]:px-2">
          <Link to="/" className="flex min-w-0 items-center gap-2.5 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring" aria-label={common('hearthHome')}>
            <BrandMark className="size-8" />
            <BrandName className="truncate group-data-[collapsible=icon]:hidden" />
          </Link>
        </SidebarHeader>
        {/* Only the groups scroll; the header and the footer stay put. */}
        <SidebarContent className="py-2">
          {scrolling.map((group) =>
            group.collapsible ? (
              <Collapsible key={group.id} defaultOpen asChild>
                <SidebarGroup>
                  <SidebarGroupLabel asChild>
                    <CollapsibleTrigger className="group/collapsible w-full justify-between hover:bg-sidebar-accent focus-visible:ring-2 focus-visible:ring-ring">
                      <span id={`nav-${group.id}`}>{group.label}</span>
                      <ChevronDown aria-hidden="true" className="transition-transform duration-200 group-data-[state=closed]/collapsible:-rotate-90" />
                    </CollapsibleTrigger>
                  </SidebarGroupLabel>
                  {/* In icon mode the tools stay visible as icons whatever the group's state. */}
                  <CollapsibleContent forceMount className="data-[state=closed]:hidden group-data-[collapsible=icon]:block!">
                    <SidebarGroupContent role="group" aria-labelledby={`nav-${group.id}`}>
                      <NavItems items={group.items} pathname={pathname} />
                    </SidebarGroupContent>
                  </CollapsibleContent>
                </SidebarGroup>
              </Collapsible>
            ) : (
              <SidebarGroup key={group.id}>
                {group.label ? <SidebarGroupLabel id={`nav-${group.id}`}>{group.label}</SidebarGroupLabel> : null}
                <SidebarGroupContent role="group" {...(group.label ? { 'aria-labelledby': `nav-${group.id}` } : {})}>
                  <NavItems items={group.items} pathname={pathname} />
                </SidebarGroupContent>
              </SidebarGroup>
            ),
          )}
        </SidebarContent>
        <UserFooter user={user} accountItems={accountItems} pathname={pathname} />
      </nav>
    </Sidebar>
  );
}
