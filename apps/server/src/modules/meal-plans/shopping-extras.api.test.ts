import { SHOPPING_EXTRAS_CATEGORY, SHOPPING_EXTRAS_PER_WEEK, shoppingMessages, type ShoppingItem, type ShoppingList } from '@hearth/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, type TestApp, requester } from '../../../test/helpers';

let t: TestApp;
let cook: { cookie: string; userId: string };
let other: { cookie: string; userId: string };
beforeAll(async () => {
  t = await createTestApp();
  cook = await createMember(t, 'approved');
  other = await createMember(t, 'approved');
});

const as = (cookie: string) => requester(t, cookie);
const listOf = async (cookie: string, weekStart: string) => (await as(cookie).get(`/api/shopping-list?weekStart=${weekStart}`)).json() as ShoppingList;
const extrasOf = (list: ShoppingList) => list.groups.find((g) => g.category === SHOPPING_EXTRAS_CATEGORY)?.items ?? [];
const rows = async () => Number(((await t.database.db.execute(sql`select count(*)::int as n from shopping_extras`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

describe('items added to the shopping list by hand', () => {
  it('are kept per week in their own group, in the order added, and can be ticked like any item', async () => {
    const first = await as(cook.cookie).post('/api/shopping-list/items', { weekStart: '2027-01-03', name: '  Kitchen roll ', amount: '' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ name: 'Kitchen roll', amount: '', category: SHOPPING_EXTRAS_CATEGORY, checked: false, recipes: [] });
    const milk = (await as(cook.cookie).post('/api/shopping-list/items', { weekStart: '2027-01-03', name: 'Milk', amount: '2 litres' })).json() as ShoppingItem;

    const list = await listOf(cook.cookie, '2027-01-03');
    expect(extrasOf(list).map((i) => [i.name, i.amount])).toEqual([
      ['Kitchen roll', ''],
      ['Milk', '2 litres'],
    ]);
    expect(extrasOf(await listOf(cook.cookie, '2027-01-10'))).toEqual([]);
    expect(extrasOf(await listOf(other.cookie, '2027-01-03'))).toEqual([]);

    expect((await as(cook.cookie).post('/api/shopping-list/checks', { weekStart: '2027-01-03', itemKey: milk.key, checked: true })).statusCode).toBe(204);
    expect(extrasOf(await listOf(cook.cookie, '2027-01-03')).find((i) => i.extraId === milk.extraId)!.checked).toBe(true);
  });

  it('are removed only by their owner, and removing forgets the tick', async () => {
    const item = (await as(cook.cookie).post('/api/shopping-list/items', { weekStart: '2027-02-07', name: 'Matches' })).json() as ShoppingItem;
    await as(cook.cookie).post('/api/shopping-list/checks', { weekStart: '2027-02-07', itemKey: item.key, checked: true });
    const before = await rows();
    expect((await as(other.cookie).delete(`/api/shopping-list/items/${item.extraId}`)).statusCode).toBe(404);
    expect(await rows()).toBe(before);
    expect((await as(cook.cookie).delete(`/api/shopping-list/items/${item.extraId}`)).statusCode).toBe(204);
    expect(await rows()).toBe(before - 1);
    expect(extrasOf(await listOf(cook.cookie, '2027-02-07'))).toEqual([]);
    const ticks = await t.database.db.execute(sql`select count(*)::int as n from shopping_checks where item_key = ${item.key}`);
    expect((ticks as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect((await as(cook.cookie).delete(`/api/shopping-list/items/${item.extraId}`)).statusCode).toBe(404);
  });

  it('refuse blank, overlong and impossible-date items with a 400 and store nothing', async () => {
    const before = await rows();
    for (const body of [
      { weekStart: '2027-01-03', name: '   ' },
      { weekStart: '2027-01-03', name: 'x'.repeat(81) },
      { weekStart: '2027-02-30', name: 'Milk' },
      { weekStart: '2027-01-03', name: 'Milk\u0000' },
      { weekStart: '2027-01-03', name: 'Milk', amount: 'y'.repeat(41) },
    ]) {
      const response = await as(cook.cookie).post('/api/shopping-list/items', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect(await rows()).toBe(before);
  });

  it(`hold at most ${SHOPPING_EXTRAS_PER_WEEK} a week`, async () => {
    const member = await createMember(t, 'approved');
    await t.database.db.execute(
      sql`insert into shopping_extras (user_id, week_start, name) select ${member.userId}, '2027-03-07', 'item ' || n from generate_series(1, ${SHOPPING_EXTRAS_PER_WEEK}) as n`,
    );
    const full = await as(member.cookie).post('/api/shopping-list/items', { weekStart: '2027-03-07', name: 'One more' });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(shoppingMessages.tooManyExtras);
    expect((await as(member.cookie).post('/api/shopping-list/items', { weekStart: '2027-03-14', name: 'Next week is fine' })).statusCode).toBe(201);
  });

  it('need an approved member', async () => {
    const pending = await createMember(t, 'pending');
    expect((await as(pending.cookie).post('/api/shopping-list/items', { weekStart: '2027-01-03', name: 'Milk' })).statusCode).toBe(403);
  });
});
