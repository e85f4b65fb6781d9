import { adminMessages, approvalNotification, type AdminStats, type AdminUser } from '@hearth/contracts';
import { AppError } from '../../errors';
import type { Notifier } from '../notifications/notifications.service';
import type { RecipesRepository } from '../recipes/recipes.repository';
import type { AdminUserRow, UsersRepository, Viewer } from '../users/users.repository';

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.image,
    createdAt: row.createdAt.toISOString(),
    isApproved: row.isApproved,
    isBanned: row.isBanned,
    isAdmin: row.isAdmin,
    isSuperAdmin: row.isSuperAdmin,
    autoApprove: row.autoApprove,
    profile: row.username === null ? null : { username: row.username },
  };
}

export interface AdminDeps {
  users: UsersRepository;
  recipes: RecipesRepository;
  notifier: Notifier;
}

export async function getStats({ users, recipes }: AdminDeps): Promise<AdminStats> {
  const [userCounts, recipeCounts] = await Promise.all([users.countUsers(), recipes.countForModeration()]);
  return { totalUsers: userCounts.total, pendingUsers: userCounts.pendingReview, totalRecipes: recipeCounts.total, pendingRecipes: recipeCounts.pending };
}

async function findTarget(users: UsersRepository, userId: string): Promise<AdminUserRow> {
  const target = await users.findAdminUser(userId);
  if (!target) throw AppError.notFound(adminMessages.userNotFound);
  return target;
}

const conflict = (message: string) => new AppError('CONFLICT', 409, message);

/** Approves a member; with autoApprove their future recipes skip the moderation queue. */
export async function approveUser(deps: AdminDeps, userId: string, autoApprove: boolean): Promise<AdminUser> {
  const target = await findTarget(deps.users, userId);
  if (target.isBanned) throw conflict(adminMessages.bannedCannotChange);
  const wasApproved = target.isApproved;
  await deps.users.approve(userId, autoApprove);
  if (!wasApproved) await deps.notifier.notify(target, { type: 'account-approved', ...approvalNotification });
  return toAdminUser((await deps.users.findAdminUser(userId))!);
}

export async function banUser(deps: AdminDeps, actor: Viewer, userId: string): Promise<AdminUser> {
  const target = await findTarget(deps.users, userId);
  if (target.id === actor.id) throw AppError.forbidden(adminMessages.cannotBanSelf);
  if (target.isSuperAdmin) throw AppError.forbidden(adminMessages.superAdminProtected);
  if (target.isAdmin && !actor.isSuperAdmin) throw AppError.forbidden(adminMessages.onlySuperAdminBansAdmins);
  if (target.isBanned) throw conflict(adminMessages.alreadyBanned);
  await deps.users.ban(userId);
  return toAdminUser((await deps.users.findAdminUser(userId))!);
}

export async function setAdminRole(deps: AdminDeps, actor: Viewer, userId: string, makeAdmin: boolean): Promise<AdminUser> {
  const target = await findTarget(deps.users, userId);
  if (target.isSuperAdmin) throw AppError.forbidden(adminMessages.superAdminProtected);
  if (target.isBanned) throw conflict(adminMessages.bannedCannotChange);
  if (!makeAdmin && target.id === actor.id) throw AppError.forbidden(adminMessages.cannotDemoteSelf);
  if (makeAdmin && target.isAdmin) throw conflict(adminMessages.alreadyAdmin);
  if (!makeAdmin && !target.isAdmin) throw conflict(adminMessages.notAdmin);
  await deps.users.setAdmin(userId, makeAdmin);
  // Promotion includes approval (an admin can do all an approved member can; decisions 0008 and 0020), so a
  // pending member promoted is told they are approved, exactly as if approved first.
  if (makeAdmin && !target.isApproved) await deps.notifier.notify(target, { type: 'account-approved', ...approvalNotification });
  return toAdminUser((await deps.users.findAdminUser(userId))!);
}
