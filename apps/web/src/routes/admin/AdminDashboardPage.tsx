import { copy, isEffectivelyAdmin, serverMessages } from '@hearth/contracts';
import { ShieldCheck, ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageContainer, PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paramsForTab, tabFromParam, type AdminTab } from '@/features/admin/dashboard-tabs';
import { useAdminStats } from '@/features/admin/get-admin-stats';
import { useIngredients } from '@/features/admin/list-ingredients';
import { AllRecipesTable } from '@/features/admin/components/AllRecipesTable';
import { AllUsersTable } from '@/features/admin/components/AllUsersTable';
import { IngredientsPanel } from '@/features/admin/components/IngredientsPanel';
import { PendingRecipesTable } from '@/features/admin/components/PendingRecipesTable';
import { PendingUsersTable } from '@/features/admin/components/PendingUsersTable';
import { StatCards } from '@/features/admin/components/StatCards';
import { useSignedInUser } from '@/lib/user/use-signed-in-user';
import { IngredientManagementCard } from '@/features/ingredient-management/IngredientManagementCard';
import adminEn from '@/i18n/locales/en/admin.json';
import { useT } from '@/i18n/react';

function TabLabel({ label, count }: { label: string; count: number | undefined }) {
  return (
    <>
      {label}
      {count === undefined ? null : (
        <span className="min-w-6 rounded-full bg-foreground/10 px-1.5 py-0.5 text-center text-xs leading-none font-semibold text-foreground tabular-nums">{count}</span>
      )}
    </>
  );
}

function AdminDashboard() {
  const t = useT(adminEn);
  const stats = useAdminStats();
  const ingredients = useIngredients();
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get('tab'));

  const tabs: { value: AdminTab; label: string; count: number | undefined; panel: ReactNode }[] = [
    { value: 'pending-users', label: t('tabs.pendingUsers'), count: stats.data?.pendingUsers, panel: <PendingUsersTable /> },
    { value: 'all-users', label: t('tabs.allUsers'), count: stats.data?.totalUsers, panel: <AllUsersTable /> },
    { value: 'pending-recipes', label: t('tabs.pendingRecipes'), count: stats.data?.pendingRecipes, panel: <PendingRecipesTable /> },
    { value: 'all-recipes', label: t('tabs.allRecipes'), count: stats.data?.totalRecipes, panel: <AllRecipesTable /> },
    { value: 'ingredients', label: t('tabs.ingredients'), count: ingredients.data?.length, panel: <IngredientsPanel /> },
  ];

  return (
    <>
      <section aria-label={t('overview')}>
        <StatCards stats={stats.data} loading={stats.isPending} />
      </section>

      <IngredientManagementCard />

      <Tabs value={tab} onValueChange={(value) => setParams(paramsForTab(tabFromParam(value), params), { replace: true })}>
        <TabsList aria-label={t('moderation')} className="h-auto w-full justify-start overflow-x-auto [scrollbar-width:thin] sm:w-auto">
          {tabs.map(({ value, label, count }) => (
            <TabsTrigger key={value} value={value} className="min-h-9 flex-none py-1.5">
              <TabLabel label={label} count={count} />
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value, panel }) => (
          <TabsContent key={value} value={value} className="rounded-xl">
            {panel}
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}

/** Admin Dashboard (spec §2). Only admins and super admins reach its tools; others see the refusal. */
export default function AdminDashboardPage() {
  const t = useT(adminEn);
  const user = useSignedInUser();
  return (
    <PageContainer>
      <PageHeader title={copy.admin.title} subtitle={copy.admin.subtitle} icon={<ShieldCheck />} />
      {isEffectivelyAdmin(user) ? <AdminDashboard /> : <EmptyState icon={<ShieldX />} title={serverMessages.adminRequired} description={t('askForAccess')} />}
    </PageContainer>
  );
}
