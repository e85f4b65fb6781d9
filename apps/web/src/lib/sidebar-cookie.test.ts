import { SIDEBAR_COOKIE_MAX_AGE_SECONDS } from '@hearth/contracts';
import { describe, expect, it } from 'vitest';
import { parseSidebarState, serializeSidebarState } from './sidebar-cookie';

describe('sidebar_state cookie (spec §9)', () => {
  it('reads the saved state among other cookies', () => {
    expect(parseSidebarState('theme=x; sidebar_state=false; other=1')).toBe(false);
    expect(parseSidebarState('sidebar_state=true')).toBe(true);
  });

  it('is null when absent or unreadable', () => {
    expect(parseSidebarState('')).toBeNull();
    expect(parseSidebarState('other=1')).toBeNull();
    expect(parseSidebarState('sidebar_state=maybe')).toBeNull();
    expect(parseSidebarState('my_sidebar_state=false')).toBeNull();
  });

  it('is kept for 7 days on the whole site', () => {
    expect(SIDEBAR_COOKIE_MAX_AGE_SECONDS).toBe(7 * 24 * 60 * 60);
    expect(serializeSidebarState(false)).toBe('sidebar_state=false; path=/; max-age=604800; SameSite=Lax');
  });

  it('round-trips', () => {
    for (const open of [true, false]) expect(parseSidebarState(serializeSidebarState(open).split(';')[0] ?? '')).toBe(open);
  });
});
