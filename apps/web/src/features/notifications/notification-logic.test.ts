import type { NotificationList } from '@hearth/contracts';
import { describe, expect, it } from 'vitest';
import { approvalArrived, badgeText, bellLabel, internalLink, relativeTime, withAllRead, withRead } from './notification-logic';

const pending = { isApproved: false, isSuperAdmin: false };
const approved = { isApproved: true, isSuperAdmin: false };
const approval = { id: 7, type: 'account-approved' };
const other = { id: 3, type: 'recipe-approved' };

describe('the bell', () => {
  it('names the unread count', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(2)).toBe('Notifications, 2 unread');
    expect(badgeText(3)).toBe('3');
    expect(badgeText(12)).toBe('9+');
  });
});

describe('noticing an approval without a reload', () => {
  it('a new account-approved notification since the last poll', () => {
    expect(approvalArrived(new Set([3]), [approval, other], pending)).toBe(true);
    // Seen before: nothing to do, whatever the user shows.
    expect(approvalArrived(new Set([3, 7]), [approval, other], pending)).toBe(false);
    // Other news does not re-read the user.
    expect(approvalArrived(new Set(), [other], pending)).toBe(false);
  });

  it('on the first poll only while the user still shows as unapproved', () => {
    expect(approvalArrived(null, [approval], pending)).toBe(true);
    expect(approvalArrived(null, [approval], approved)).toBe(false);
    expect(approvalArrived(null, [approval], { isApproved: false, isSuperAdmin: true })).toBe(false);
    expect(approvalArrived(null, [], pending)).toBe(false);
  });
});

describe('marking read', () => {
  const list: NotificationList = {
    items: [
      { id: 1, type: 'x', title: 'A', body: '', link: null, read: false, createdAt: '2025-01-01T00:00:00Z' },
      { id: 2, type: 'x', title: 'B', body: '', link: null, read: true, createdAt: '2025-01-01T00:00:00Z' },
    ],
    unreadCount: 1,
  };

  it('one: flips it and lowers the count once', () => {
    const next = withRead(list, 1);
    expect(next.items.map((i) => i.read)).toEqual([true, true]);
    expect(next.unreadCount).toBe(0);
    expect(withRead(next, 1)).toBe(next);
    expect(withRead(list, 99)).toBe(list);
  });

  it('all', () => {
    const next = withAllRead(list);
    expect(next.items.every((i) => i.read)).toBe(true);
    expect(next.unreadCount).toBe(0);
  });
});

describe('links and times', () => {
  it('only same-site paths become links', () => {
    expect(internalLink('/recipes')).toBe('/recipes');
    expect(internalLink('/recipe/12?x=1')).toBe('/recipe/12?x=1');
    expect(internalLink(null)).toBeNull();
    expect(internalLink('https://evil.example')).toBeNull();
    expect(internalLink('//evil.example')).toBeNull();
    expect(internalLink('/\\evil.example')).toBeNull();
    expect(internalLink('javascript:alert(1)')).toBeNull();
  });

  it('says how long ago', () => {
    const now = Date.parse('2025-06-10T12:00:00Z');
    expect(relativeTime('2025-06-10T11:59:40Z', now)).toBe('just now');
    expect(relativeTime('2025-06-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2025-06-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(relativeTime('2025-06-09T12:00:00Z', now)).toBe('yesterday');
    expect(relativeTime('2025-05-20T12:00:00Z', now)).toBe('3 weeks ago');
    expect(relativeTime('2024-06-10T12:00:00Z', now)).toBe('last year');
    expect(relativeTime('garbage', now)).toBe('');
  });
});
