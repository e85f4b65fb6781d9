import { z } from 'zod';

/** GET /api/user (spec §3 "Current user"). */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  profileComplete: z.boolean(),
  isApproved: z.boolean(),
  isAdmin: z.boolean(),
  isSuperAdmin: z.boolean(),
  profile: z.object({ username: z.string() }).nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Derived flags (spec §4). The server and the client both use these. */
export const isEffectivelyApproved = (u: { isApproved: boolean; isSuperAdmin: boolean }) => u.isApproved || u.isSuperAdmin;
export const isEffectivelyAdmin = (u: { isAdmin: boolean; isSuperAdmin: boolean }) => u.isAdmin || u.isSuperAdmin;
