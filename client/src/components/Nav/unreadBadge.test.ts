import { describe, expect, it } from 'vitest';
import { isWideBadge, unreadLabel } from './navLinks.ts';

describe('the unread badge (social §2, §9)', () => {
  it('is wide above 9 only', () => {
    expect([0, 1, 9].map(isWideBadge)).toEqual([false, false, false]);
    expect([10, 99, 1000].map(isWideBadge)).toEqual([true, true, true]);
  });
  it('reads as a count of unread notifications', () => {
    expect(unreadLabel(1)).toBe('1 unread notification');
    expect(unreadLabel(12)).toBe('12 unread notifications');
  });
});
