import { describe, expect, it } from 'vitest';
import { CachedLookup } from './sessions.ts';

// What the cache of logins remembers: per secret until its lifetime ends, nothing of a member whose login ended
// (forgetMember, on an announcement), and nothing at all while the announcements cannot be heard.
function lookup() {
  const asked: string[] = [];
  const members: Record<string, number> = { a1: 1, a2: 1, b1: 2 };
  const cached = new CachedLookup<{ id: number }>(
    (secret) => {
      asked.push(secret);
      return Promise.resolve(members[secret] === undefined ? null : { value: { id: members[secret] }, expiresAt: null });
    },
    (value) => value.id,
    60_000,
  );
  return { cached, asked };
}

describe('CachedLookup', () => {
  it('forgets every login of a member whose login ended, and only theirs', async () => {
    const { cached, asked } = lookup();
    for (const secret of ['a1', 'a2', 'b1', 'a1', 'b1']) await cached.resolve(secret);
    expect(asked).toEqual(['a1', 'a2', 'b1']);
    cached.forgetMember(1);
    for (const secret of ['a1', 'a2', 'b1']) await cached.resolve(secret);
    expect(asked).toEqual(['a1', 'a2', 'b1', 'a1', 'a2']);
  });

  it('remembers only under the connection the ends are announced on, and nothing while it is down', async () => {
    const { cached, asked } = lookup();
    let connection: number | null = 1;
    cached.followedOn(() => connection);
    await cached.resolve('a1');
    await cached.resolve('a1');
    expect(asked).toEqual(['a1']);
    connection = null;
    await cached.resolve('a1');
    await cached.resolve('a1');
    expect(asked).toEqual(['a1', 'a1', 'a1']);
    // Listening again on a new connection: what was heard under the old one (or missed between) is not trusted.
    connection = 2;
    await cached.resolve('a1');
    await cached.resolve('a1');
    expect(asked).toEqual(['a1', 'a1', 'a1', 'a1']);
  });

  it('trusts a login no longer than it lasts, however long answers are kept', async () => {
    const asked: string[] = [];
    const endsAt = Date.now() + 40;
    const cached = new CachedLookup<{ id: number }>(
      (secret) => {
        asked.push(secret);
        return Promise.resolve({ value: { id: 1 }, expiresAt: endsAt });
      },
      (value) => value.id,
      60_000,
    );
    await cached.resolve('a1');
    await cached.resolve('a1');
    expect(asked).toEqual(['a1']);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, endsAt - Date.now()) + 10));
    await cached.resolve('a1');
    expect(asked).toEqual(['a1', 'a1']);
  });
});
