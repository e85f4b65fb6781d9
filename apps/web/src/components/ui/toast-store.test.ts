import { describe, expect, it } from 'vitest';
import { toastReducer, type ToastItem } from './toast-store';

const item = (id: string): ToastItem => ({ id, open: true, title: id });

describe('toast queue (spec §9: at most 1 at a time)', () => {
  it('a new toast replaces the one on screen', () => {
    const state = toastReducer([item('a')], { type: 'add', toast: item('b') });
    expect(state.map((t) => t.id)).toEqual(['b']);
  });

  it('dismiss closes without removing; remove drops it', () => {
    const closed = toastReducer([item('a')], { type: 'dismiss', id: 'a' });
    expect(closed).toEqual([{ ...item('a'), open: false }]);
    expect(toastReducer(closed, { type: 'remove', id: 'a' })).toEqual([]);
  });

  it('update changes one toast', () => {
    expect(toastReducer([item('a')], { type: 'update', id: 'a', toast: { title: 'Saved' } })[0]?.title).toBe('Saved');
  });
});
