import { serverMessages } from '@hearth/contracts';
import { describe, expect, it } from 'vitest';
import { createMember, createTestApp, requester } from '../../test/helpers';

describe('the per-member write budget', () => {
  it('counts every kind of write together, per member, and leaves reads alone', async () => {
    // Four writes a minute: completing the profile (in createMember) is the first.
    const t = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '4' });
    const cook = await createMember(t, 'approved');
    const other = await createMember(t, 'approved');
    const as = requester(t, cook.cookie);
    expect((await as.post('/api/collections', { name: 'Weeknights' })).statusCode).toBe(201);
    expect((await as.post('/api/collections', { name: 'Sundays' })).statusCode).toBe(201);
    expect((await as.post('/api/meal-plans', { recipeId: 999999, plannedDate: '2026-12-01' })).statusCode).toBe(404);
    const refused = await as.post('/api/collections', { name: 'One too many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: serverMessages.tooManyRequests, code: 'RATE_LIMITED' });
    expect((await as.post('/api/meal-plans', { recipeId: 999999, plannedDate: '2026-12-02' })).statusCode).toBe(429);
    // Reads are not writes, and the next member has a budget of their own.
    expect((await as.get('/api/collections')).statusCode).toBe(200);
    expect((await requester(t, other.cookie).post('/api/collections', { name: 'Mine' })).statusCode).toBe(201);
  });
});
