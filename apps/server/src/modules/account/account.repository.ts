import { FORMER_MEMBER_NAME } from '@hearth/contracts';
import { and, count, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aiToolRuns, recipeImages, recipeRatings, recipes, sessions, users, verifications } from '../../db/schema';
import { splitName } from '../auth/names';

/**
 * The one user row that recipes kept by members who deleted their account move to. Made on first use;
 * banned, so no session can ever start for it, and its address can never receive mail (.invalid, RFC 2606).
 */
export const FORMER_MEMBER_ID = 'former-member';
const FORMER_MEMBER_EMAIL = 'former-member@hearth.invalid';

const CREDENTIAL_PROVIDER = 'credential';
/** Recipe to Music keeps its rendered audio in the file store; the run's answer names it. */
const MUSIC_TOOL = 'recipe-to-music';

export interface AccountRow {
  name: string;
  email: string;
  emailVerified: boolean;
  hasPassword: boolean;
}

export interface SessionRow {
  id: string;
  userAgent: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface DeletedAccount {
  recipesKept: number;
  recipesDeleted: number;
  /** Stored files that belonged to the account: the avatar, deleted recipes' images, rendered music. */
  recipeImageKeys: string[];
  avatarUrl: string | null;
  musicUrls: string[];
}

export function createAccountRepository(db: Database) {
  return {
    async find(userId: string): Promise<AccountRow | null> {
      const [row] = await db
        .select({
          name: users.name,
          email: users.email,
          emailVerified: users.emailVerified,
          // Spelled out: in a one-table select Drizzle leaves column names unqualified, and inside this subquery "id" would be the account's.
          hasPassword: sql<boolean>`exists (select 1 from accounts a where a.user_id = users.id and a.provider_id = ${CREDENTIAL_PROVIDER} and a.password is not null)`,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    /** The name, and the first and last name the sidebar and admin tables show. */
    async updateName(userId: string, name: string): Promise<void> {
      await db
        .update(users)
        .set({ name, ...splitName(name), updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    /** Without mail nobody confirms the new address, so it counts as unconfirmed. False when another account has it. */
    async changeEmail(userId: string, email: string): Promise<boolean> {
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, userId)))
        .limit(1);
      if (taken) return false;
      try {
        await db.update(users).set({ email, emailVerified: false, updatedAt: new Date() }).where(eq(users.id, userId));
        return true;
      } catch (error) {
        // Another account took the address a moment ago: the unique index decides.
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    async listSessions(userId: string): Promise<SessionRow[]> {
      return db
        .select({ id: sessions.id, userAgent: sessions.userAgent, createdAt: sessions.createdAt, updatedAt: sessions.updatedAt })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
        .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt))
        .limit(100);
    },

    /** Ends one of the member's own sessions; false when there is no such session of theirs. */
    async deleteSession(userId: string, sessionId: string): Promise<boolean> {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .returning({ id: sessions.id });
      return deleted.length > 0;
    },

    async deleteOtherSessions(userId: string, keepSessionId: string): Promise<number> {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
        .returning({ id: sessions.id });
      return deleted.length;
    },

    async countSuperAdmins(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(eq(users.isSuperAdmin, true));
      return row?.n ?? 0;
    },

    /**
     * Deletes the account and everything personal in one transaction. Public recipes move to the Former
     * member row when kept; private ones always go. The member's ratings are taken out of the recipes'
     * averages before they go. Profile, sessions, collections, plans, shopping extras and checks,
     * notifications, AI history and trending signals go with the user row (ON DELETE CASCADE).
     */
    async deleteAccount(userId: string, { keepPublicRecipes }: { keepPublicRecipes: boolean }): Promise<DeletedAccount> {
      return db.transaction(async (tx) => {
        let recipesKept = 0;
        if (keepPublicRecipes) {
          const now = new Date();
          await tx
            .insert(users)
            .values({ id: FORMER_MEMBER_ID, name: FORMER_MEMBER_NAME, email: FORMER_MEMBER_EMAIL, firstName: FORMER_MEMBER_NAME, isBanned: true, bannedAt: now })
            .onConflictDoNothing();
          const moved = await tx
            .update(recipes)
            .set({ createdBy: FORMER_MEMBER_ID })
            .where(and(eq(recipes.createdBy, userId), eq(recipes.visibility, 'public')))
            .returning({ id: recipes.id });
          recipesKept = moved.length;
        }
        await tx.execute(sql`
          update ${recipes} set rating_sum = ${recipes.ratingSum} - r.rating, rating_count = ${recipes.ratingCount} - 1
          from ${recipeRatings} r where r.recipe_id = ${recipes.id} and r.user_id = ${userId}`);
        await tx.delete(recipeRatings).where(eq(recipeRatings.userId, userId));

        const images = await tx
          .select({ key: recipeImages.storageKey })
          .from(recipeImages)
          .innerJoin(recipes, eq(recipes.id, recipeImages.recipeId))
          .where(eq(recipes.createdBy, userId));
        const music = await tx
          .select({ url: sql<string | null>`${aiToolRuns.response} ->> 'musicUrl'` })
          .from(aiToolRuns)
          .where(and(eq(aiToolRuns.userId, userId), eq(aiToolRuns.tool, MUSIC_TOOL)));
        const [user] = await tx.select({ image: users.image }).from(users).where(eq(users.id, userId));
        const deleted = await tx.delete(recipes).where(eq(recipes.createdBy, userId)).returning({ id: recipes.id });
        // Unused password-reset links carry the user id.
        await tx.delete(verifications).where(eq(verifications.value, userId));
        await tx.delete(users).where(eq(users.id, userId));
        return {
          recipesKept,
          recipesDeleted: deleted.length,
          recipeImageKeys: images.map((image) => image.key),
          avatarUrl: user?.image ?? null,
          musicUrls: music.flatMap((run) => (run.url ? [run.url] : [])),
        };
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
