import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles, recipes, sessions, users } from '../../db/schema';

/** The signed-in account as every route sees it. */
export interface Viewer {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  image: string | null;
  isApproved: boolean;
  isBanned: boolean;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  autoApprove: boolean;
  /** Null until the food profile exists (profileComplete false). */
  username: string | null;
  /** The food profile's lists that Curated ranks by, read with the session so Curated needs no statement for them (null without a profile). */
  foodProfile: ViewerFoodProfile | null;
}

/** The parts of a member's food profile that curate their Browse list. */
export interface ViewerFoodProfile {
  allergies: string[];
  healthFocusedDiets: string[];
  primaryDietType: string[];
  favoriteCuisines: string[];
  mealTypes: string[];
  cookingStyles: string[];
}

export type Role = 'user' | 'admin' | 'super-admin';

/** The columns of a Viewer (the user joined with their profile's username). */
const viewerColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  image: users.image,
  isApproved: users.isApproved,
  isBanned: users.isBanned,
  isAdmin: users.isAdmin,
  isSuperAdmin: users.isSuperAdmin,
  autoApprove: users.autoApprove,
  username: profiles.username,
};
const adminUserColumns = { ...viewerColumns, createdAt: users.createdAt };
export interface AdminUserRow extends Omit<Viewer, 'username' | 'foodProfile'> {
  createdAt: Date;
  username: string | null;
}

/** Waiting for review: the food profile is done, and nobody approved or banned them yet. */
const isPendingReview = and(isNotNull(profiles.userId), eq(users.isApproved, false), eq(users.isBanned, false), eq(users.isSuperAdmin, false));

export function createUsersRepository(db: Database) {
  // Prepared once: it runs on every signed-in request, so the SQL is neither rebuilt nor re-planned.
  const viewerBySession = db
    .select({
      ...viewerColumns,
      expiresAt: sessions.expiresAt,
      allergies: profiles.allergies,
      healthFocusedDiets: profiles.healthFocusedDiets,
      primaryDietType: profiles.primaryDietType,
      favoriteCuisines: profiles.favoriteCuisines,
      mealTypes: profiles.mealTypes,
      cookingStyles: profiles.cookingStyles,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('viewer_by_session');
  return {
    /** The viewer behind a session token, with the session's expiry: one statement per signed-in request. */
    async findViewerBySession(token: string): Promise<{ viewer: Viewer; expiresAt: Date } | null> {
      const [row] = await viewerBySession.execute({ token });
      if (!row) return null;
      const { expiresAt, allergies, healthFocusedDiets, primaryDietType, favoriteCuisines, mealTypes, cookingStyles, ...viewer } = row;
      // A left join: without a profile every list is null, and so is the food profile.
      const foodProfile =
        viewer.username === null
          ? null
          : {
              allergies: allergies!,
              healthFocusedDiets: healthFocusedDiets!,
              primaryDietType: primaryDietType!,
              favoriteCuisines: favoriteCuisines!,
              mealTypes: mealTypes!,
              cookingStyles: cookingStyles!,
            };
      return { viewer: { ...viewer, foodProfile }, expiresAt };
    },

    async isBanned(userId: string): Promise<boolean> {
      const [row] = await db.select({ isBanned: users.isBanned }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.isBanned ?? false;
    },

    async findIdByEmail(email: string): Promise<string | null> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row?.id ?? null;
    },

    /** The profile picture URL (ours or https), and replacing it; returns the one it replaced. */
    async replaceImage(userId: string, image: string | null): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select({ image: users.image }).from(users).where(eq(users.id, userId)).for('update');
        await tx.update(users).set({ image, updatedAt: new Date() }).where(eq(users.id, userId));
        return row?.image ?? null;
      });
    },

    /** Operator command: roles imply approval; a plain user keeps their approval state. */
    async setRole(userId: string, role: Role): Promise<void> {
      const flags =
        role === 'super-admin'
          ? { isSuperAdmin: true, isAdmin: true, isApproved: true }
          : role === 'admin'
            ? { isSuperAdmin: false, isAdmin: true, isApproved: true }
            : { isSuperAdmin: false, isAdmin: false };
      await db
        .update(users)
        .set({ ...flags, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    async approve(userId: string, autoApprove = false): Promise<void> {
      await db.update(users).set({ isApproved: true, autoApprove, approvedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, userId));
    },

    async findAdminUser(userId: string): Promise<AdminUserRow | null> {
      const [row] = await db.select(adminUserColumns).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(eq(users.id, userId)).limit(1);
      return row ?? null;
    },

    async listPendingReview(limit: number, offset: number): Promise<AdminUserRow[]> {
      return db
        .select(adminUserColumns)
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(isPendingReview)
        .orderBy(users.createdAt, users.id)
        .limit(limit)
        .offset(offset);
    },

    async listAll(limit: number, offset: number): Promise<AdminUserRow[]> {
      return db.select(adminUserColumns).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).orderBy(desc(users.createdAt), users.id).limit(limit).offset(offset);
    },

    async countUsers(): Promise<{ total: number; pendingReview: number }> {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int`, pendingReview: sql<number>`(count(*) filter (where ${isPendingReview}))::int` })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id));
      return row ?? { total: 0, pendingReview: 0 };
    },

    /**
     * Bans for good: every session ends at once, and the member's recipes leave all public lists
     * (they are kept, not deleted; docs/decisions/0008-member-moderation.md).
     */
    async ban(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const now = new Date();
        await tx.update(users).set({ isBanned: true, bannedAt: now, autoApprove: false, updatedAt: now }).where(eq(users.id, userId));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        await tx.update(recipes).set({ creatorBanned: true }).where(eq(recipes.createdBy, userId));
      });
    },

    /** Promotion also approves: an admin can do everything an approved member can. */
    async setAdmin(userId: string, isAdmin: boolean): Promise<void> {
      const now = new Date();
      await db
        .update(users)
        .set(isAdmin ? { isAdmin, isApproved: true, approvedAt: now, updatedAt: now } : { isAdmin, updatedAt: now })
        .where(eq(users.id, userId));
    },

    async deleteSessions(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
