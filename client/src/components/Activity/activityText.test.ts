import { describe, expect, it } from 'vitest';
import { listActivityText, timeAgo } from './activityText.ts';

describe('list activity text', () => {
  it('capitalises the wording and names the progress before the title', () => {
    expect(listActivityText('watched episode', '5')).toBe('Watched episode 5 of');
    expect(listActivityText('read chapter', '3 - 5')).toBe('Read chapter 3 - 5 of');
    expect(listActivityText('completed', null)).toBe('Completed');
    expect(listActivityText('plans to watch', '')).toBe('Plans to watch');
    expect(listActivityText(null, '4')).toBe('');
  });
});

describe('time ago', () => {
  const now = 1_700_000_000;
  it('says how long ago in the largest whole unit', () => {
    expect(timeAgo(now - 20, now)).toBe('just now');
    expect(timeAgo(now - 5 * 60, now)).toBe('5 minutes ago');
    expect(timeAgo(now - 3600, now)).toBe('1 hour ago');
    expect(timeAgo(now - 26 * 3600, now)).toBe('yesterday');
    expect(timeAgo(now - 15 * 24 * 3600, now)).toBe('2 weeks ago');
    expect(timeAgo(now + 100, now)).toBe('just now');
  });
});
