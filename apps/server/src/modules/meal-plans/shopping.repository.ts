import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shoppingChecks, shoppingExtras } from '../../db/schema';

/** Ticks on a week's shopping list, by item key (kept until the member unticks them). */
export interface ShoppingChecksStore {
  list(userId: string, weekStart: string): Promise<Set<string>>;
  set(userId: string, weekStart: string, itemKey: string, checked: boolean): Promise<void>;
}

export function createShoppingChecksStore(db: Database): ShoppingChecksStore {
  return {
    async list(userId, weekStart) {
      const rows = await db
        .select({ key: shoppingChecks.itemKey })
        .from(shoppingChecks)
        .where(and(eq(shoppingChecks.userId, userId), eq(shoppingChecks.weekStart, weekStart)));
      return new Set(rows.map((r) => r.key));
    },
    async set(userId, weekStart, itemKey, checked) {
      if (checked) await db.insert(shoppingChecks).values({ userId, weekStart, itemKey }).onConflictDoNothing();
      else await db.delete(shoppingChecks).where(and(eq(shoppingChecks.userId, userId), eq(shoppingChecks.weekStart, weekStart), eq(shoppingChecks.itemKey, itemKey)));
    },
  };
}

export interface ShoppingExtraRow {
  id: number;
  weekStart: string;
  name: string;
  amount: string;
}

/** Items a member added to a week's list by hand. */
export function createShoppingExtrasRepository(db: Database) {
  const columns = { id: shoppingExtras.id, weekStart: shoppingExtras.weekStart, name: shoppingExtras.name, amount: shoppingExtras.amount };
  return {
    async list(userId: string, weekStart: string): Promise<ShoppingExtraRow[]> {
      return db
        .select(columns)
        .from(shoppingExtras)
        .where(and(eq(shoppingExtras.userId, userId), eq(shoppingExtras.weekStart, weekStart)))
        .orderBy(asc(shoppingExtras.id));
    },

    /** Adds one unless the week already holds `cap`; null when full. Counted and inserted in one transaction. */
    async add(userId: string, item: { weekStart: string; name: string; amount: string }, cap: number): Promise<ShoppingExtraRow | null> {
      return db.transaction(async (tx) => {
        const [{ n }] = (await tx
          .select({ n: count() })
          .from(shoppingExtras)
          .where(and(eq(shoppingExtras.userId, userId), eq(shoppingExtras.weekStart, item.weekStart)))) as [{ n: number }];
        if (Number(n) >= cap) return null;
        const [row] = await tx
          .insert(shoppingExtras)
          .values({ userId, ...item })
          .returning(columns);
        return row!;
      });
    },

    /** Removes the member's own item; false when there is none with that id. */
    async remove(userId: string, id: number): Promise<ShoppingExtraRow | null> {
      const [row] = await db
        .delete(shoppingExtras)
        .where(and(eq(shoppingExtras.id, id), eq(shoppingExtras.userId, userId)))
        .returning(columns);
      return row ?? null;
    },
  };
}
export type ShoppingExtrasRepository = ReturnType<typeof createShoppingExtrasRepository>;
