import { z } from 'zod';

/** Spec §3 "User (admin views)". */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
  isApproved: z.boolean(),
  isBanned: z.boolean(),
  isAdmin: z.boolean(),
  isSuperAdmin: z.boolean(),
  autoApprove: z.boolean(),
  profile: z.object({ username: z.string() }).nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Spec §3 "Admin stats". */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  pendingUsers: z.number().int(),
  totalRecipes: z.number().int(),
  pendingRecipes: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** An absent body approves without auto-approve. */
export const approveUserBodySchema = z.preprocess((body) => body ?? {}, z.object({ autoApprove: z.boolean().default(false) }));

/** Status badge precedence from spec §2: Banned, then Approved, then Pending. */
export function userStatus(user: Pick<AdminUser, 'isBanned' | 'isApproved' | 'isSuperAdmin'>): 'Banned' | 'Approved' | 'Pending' {
  if (user.isBanned) return 'Banned';
  if (user.isApproved || user.isSuperAdmin) return 'Approved';
  return 'Pending';
}

export function userRole(user: Pick<AdminUser, 'isAdmin' | 'isSuperAdmin'>): 'Super Admin' | 'Admin' | 'User' {
  if (user.isSuperAdmin) return 'Super Admin';
  if (user.isAdmin) return 'Admin';
  return 'User';
}

/** Server messages for refused admin actions (docs/decisions/0008-member-moderation.md). */
export const adminMessages = {
  userNotFound: 'User not found',
  superAdminProtected: 'Super admins cannot be promoted, demoted or banned.',
  cannotBanSelf: 'You cannot ban yourself.',
  cannotDemoteSelf: 'You cannot demote yourself. Ask another admin.',
  onlySuperAdminBansAdmins: 'Only a super admin can ban an admin.',
  alreadyBanned: 'This user is already banned.',
  bannedCannotChange: 'This user is banned.',
  alreadyAdmin: 'This user is already an admin.',
  notAdmin: 'This user is not an admin.',
} as const;

/** Text of the notification a member gets on approval. */
export const approvalNotification = {
  title: 'Your account is approved',
  body: 'Welcome to Hearth! You can now create recipes and use every AI feature.',
  link: '/recipes',
} as const;
