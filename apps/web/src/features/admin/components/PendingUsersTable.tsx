import { errors as errorCopy, toasts, type AdminUser } from '@hearth/contracts';
import { Ban, Check, UserCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useAdminStats } from '../get-admin-stats';
import { formatAdminDate, memberLabel, usernameOrMissing } from '../admin-format';
import { useApproveUser } from '../approve-user';
import { useBanUser } from '../ban-user';
import { usePendingUsers } from '../list-pending-users';
import { flattenPages } from '../paged-list';
import { MemberCell } from './cells';
import { ConfirmDialog, useConfirmTarget } from './ConfirmDialog';
import { DataTable, type Column } from './DataTable';
import { useFocusKeeper, useRowActions } from './row-actions';
import { EmptyTable, LoadError, LoadingRows, ShowMore } from './TableStates';
import adminEn from '@/i18n/locales/en/admin.json';
import { useRichT, useT } from '@/i18n/react';

/** Pending Users (spec §2): approve (optionally with Auto-Approve) or ban members waiting for review. */
export function PendingUsersTable() {
  const t = useT(adminEn);
  const rich = useRichT(adminEn);
  const stats = useAdminStats();
  const query = usePendingUsers();
  const users = flattenPages(query.data);
  const approve = useApproveUser();
  const ban = useBanUser();
  const rows = useRowActions<string>();
  const focus = useFocusKeeper();
  const banDialog = useConfirmTarget<AdminUser>();
  const [autoApprove, setAutoApprove] = useState<Record<string, boolean>>({});

  const approveUser = (user: AdminUser) =>
    rows.run(user.id, async () => {
      try {
        await approve.mutateAsync({ userId: user.id, autoApprove: autoApprove[user.id] ?? user.autoApprove });
        toast(toasts.userApproved);
      } catch (error) {
        toast({ title: errorCopy.title, description: errorMessage(error), variant: 'destructive' });
      } finally {
        focus.keep();
      }
    });

  const confirmBan = async () => {
    const user = banDialog.target;
    if (!user) return;
    try {
      await ban.mutateAsync(user.id);
      toast(toasts.userBanned);
    } catch (error) {
      toast({ title: errorCopy.title, description: errorMessage(error), variant: 'destructive' });
    } finally {
      banDialog.close();
    }
  };

  const tableColumns: Column<AdminUser>[] = [
    { id: 'user', header: t('columns.user'), primary: true, cell: (user) => <MemberCell user={user} /> },
    { id: 'email', header: t('columns.email'), className: 'whitespace-nowrap', cell: (user) => user.email },
    { id: 'username', header: t('columns.username'), className: 'whitespace-nowrap', cell: (user) => usernameOrMissing(user) },
    {
      id: 'joined',
      header: t('columns.joined'),
      className: 'whitespace-nowrap text-muted-foreground',
      cell: (user) => <time dateTime={user.createdAt}>{formatAdminDate(user.createdAt)}</time>,
    },
    {
      id: 'auto-approve',
      header: t('columns.autoApprove'),
      cell: (user) => (
        <Checkbox
          checked={autoApprove[user.id] ?? user.autoApprove}
          onCheckedChange={(checked) => setAutoApprove((current) => ({ ...current, [user.id]: checked === true }))}
          aria-label={t('autoApproveFor', { name: memberLabel(user) })}
          title={t('autoApproveTitle')}
          disabled={rows.isBusy(user.id)}
        />
      ),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      actions: true,
      cell: (user) => {
        const busy = rows.isBusy(user.id);
        const label = memberLabel(user);
        return (
          <>
            <Button size="sm" onClick={() => void approveUser(user)} disabled={busy}>
              <Check aria-hidden="true" />
              {busy ? t('approving') : t('actions.approve')}
              <span className="sr-only"> {label}</span>
            </Button>
            <Button size="sm" variant="outline" className="text-destructive hover:text-destructive" onClick={() => banDialog.ask(user)} disabled={busy}>
              <Ban aria-hidden="true" />
              {t('actions.ban')}
              <span className="sr-only"> {label}</span>
            </Button>
          </>
        );
      },
    },
  ];

  let content;
  if (query.isPending) content = <LoadingRows label={t('loading.pendingUsers')} />;
  else if (query.isError) content = <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  else if (users.length === 0) content = <EmptyTable title={t('empty.pendingUsers')} icon={<UserCheck />} />;
  else
    content = (
      <>
        <DataTable label={t('tabs.pendingUsers')} rows={users} columns={tableColumns} rowKey={(user) => user.id} />
        <ShowMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onMore={() => void query.fetchNextPage()} shown={users.length} total={stats.data?.pendingUsers} />
      </>
    );

  const target = banDialog.target;
  return (
    <div id={focus.id} tabIndex={-1} className="outline-none">
      {content}
      <ConfirmDialog
        open={banDialog.open}
        onClose={banDialog.close}
        opener={banDialog.opener}
        fallbackFocus={focus.fallback}
        title={t('dialogs.ban')}
        description={
          target ? (
            <>
              <p>{rich('dialogText.ban', { name: <strong className="font-semibold text-foreground">{memberLabel(target)}</strong>, email: target.email })}</p>
              <p>{t('cannotUndo')}</p>
            </>
          ) : null
        }
        confirmLabel={t('banUser')}
        pendingLabel={t('banning')}
        pending={ban.isPending}
        destructive
        onConfirm={() => void confirmBan()}
      />
    </div>
  );
}
