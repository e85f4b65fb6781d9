import { errors as errorCopy, toasts, type AdminUser } from '@hearth/contracts';
import { ShieldMinus, ShieldPlus, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useSignedInUser } from '@/lib/user/use-signed-in-user';
import { useAdminStats } from '../get-admin-stats';
import { memberLabel, roleAction, serverMessageOr, usernameOrMissing } from '../admin-format';
import { useDemoteUser } from '../demote-user';
import { useUsers } from '../list-users';
import { flattenPages } from '../paged-list';
import { usePromoteUser } from '../promote-user';
import { UserRoleBadge, UserStatusBadge } from './badges';
import { MemberCell } from './cells';
import { ConfirmDialog, useConfirmTarget } from './ConfirmDialog';
import { DataTable, type Column } from './DataTable';
import { useFocusKeeper } from './row-actions';
import { EmptyTable, LoadError, LoadingRows, ShowMore } from './TableStates';
import adminEn from '@/i18n/locales/en/admin.json';
import { useRichT, useT } from '@/i18n/react';

type RoleChange = { user: AdminUser; action: 'promote' | 'demote' };

/** All Users (spec §2): status and role of every account; Promote to Admin or Demote (never super admins). */
export function AllUsersTable() {
  const t = useT(adminEn);
  const rich = useRichT(adminEn);
  const viewer = useSignedInUser();
  const stats = useAdminStats();
  const query = useUsers();
  const users = flattenPages(query.data);
  const promote = usePromoteUser();
  const demote = useDemoteUser();
  const focus = useFocusKeeper();
  const dialog = useConfirmTarget<RoleChange>();

  const confirm = async () => {
    const change = dialog.target;
    if (!change) return;
    try {
      if (change.action === 'promote') {
        await promote.mutateAsync(change.user.id);
        toast(toasts.userPromoted);
      } else {
        await demote.mutateAsync(change.user.id);
        toast(toasts.userDemoted);
      }
    } catch (error) {
      const failure = change.action === 'promote' ? errorCopy.promotionFailed : errorCopy.demotionFailed;
      toast({ title: failure.title, description: serverMessageOr(error, failure.fallback), variant: 'destructive' });
    } finally {
      dialog.close();
    }
  };

  const tableColumns: Column<AdminUser>[] = [
    { id: 'user', header: t('columns.user'), primary: true, cell: (user) => <MemberCell user={user} isViewer={user.id === viewer.id} /> },
    { id: 'email', header: t('columns.email'), className: 'whitespace-nowrap', cell: (user) => user.email },
    { id: 'username', header: t('columns.username'), className: 'whitespace-nowrap', cell: (user) => usernameOrMissing(user) },
    { id: 'status', header: t('columns.status'), cell: (user) => <UserStatusBadge user={user} /> },
    { id: 'role', header: t('columns.role'), cell: (user) => <UserRoleBadge user={user} /> },
    {
      id: 'actions',
      header: t('columns.actions'),
      actions: true,
      cell: (user) => {
        const action = roleAction(user, viewer.id);
        if (!action) return null;
        return (
          <Button size="sm" variant="outline" onClick={() => dialog.ask({ user, action })}>
            {action === 'promote' ? <ShieldPlus aria-hidden="true" /> : <ShieldMinus aria-hidden="true" />}
            {action === 'promote' ? t('actions.promote') : t('actions.demote')}
            <span className="sr-only"> {memberLabel(user)}</span>
          </Button>
        );
      },
    },
  ];

  let content;
  if (query.isPending) content = <LoadingRows label={t('loading.users')} />;
  else if (query.isError) content = <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  else if (users.length === 0) content = <EmptyTable title={t('empty.users')} icon={<Users />} />;
  else
    content = (
      <>
        <DataTable label={t('tabs.allUsers')} rows={users} columns={tableColumns} rowKey={(user) => user.id} />
        <ShowMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onMore={() => void query.fetchNextPage()} shown={users.length} total={stats.data?.totalUsers} />
      </>
    );

  const change = dialog.target;
  const name = change ? <strong className="font-semibold text-foreground">{memberLabel(change.user)}</strong> : null;
  const promoting = change?.action === 'promote';
  return (
    <div id={focus.id} tabIndex={-1} className="outline-none">
      {content}
      <ConfirmDialog
        open={dialog.open}
        onClose={dialog.close}
        opener={dialog.opener}
        fallbackFocus={focus.fallback}
        title={promoting ? t('dialogs.promote') : t('dialogs.demote')}
        description={name ? <p>{rich(promoting ? 'dialogText.promote' : 'dialogText.demote', { name })}</p> : null}
        confirmLabel={promoting ? t('actions.promote') : t('actions.demote')}
        pendingLabel={promoting ? t('promoting') : t('demoting')}
        pending={promote.isPending || demote.isPending}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
