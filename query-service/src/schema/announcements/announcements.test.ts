import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_MESSAGES } from '@tsuzuki/events';
import { SYSTEM } from '@tsuzuki/command-service/testing/env';
import { startAccountsStack, type AccountsStack } from '../../testing/accountsStack.ts';
import { gql, ok, type Member } from '../reviews/testStack.ts';

// HOME-18 end to end through the services: an admin publishes, schedules, changes and withdraws announcements over
// GraphQL, and /announcement.json serves the one in force (an empty object when none is).
let stack: AccountsStack;
let admin: Member;
let haruto: Member;

const PUBLISH = `mutation ($id: Int, $message: String!, $forumPath: String, $startsAt: Int, $expiresAt: Int) {
  PublishAnnouncement(id: $id, message: $message, forumPath: $forumPath, startsAt: $startsAt, expiresAt: $expiresAt) {
    id message forumPath startsAt expiresAt
  }
}`;
/** The admins' list is on the internal schema (the site's own client), as the mutations are. */
const listed = async (member: Member) =>
  (
    await member.browser.gql<{ Announcements: { id: number; message: string }[] | null }>('{ Announcements { id message } }', {
      schema: 'internal',
    })
  ).body;
const now = () => Math.floor(Date.now() / 1000);
/** At the cacheable address, or at the proxy address the client retries (ADR 74). */
const served = async (path = '/announcement.json') => {
  const res = await fetch(`${stack.base}${path}?112913`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, cache: res.headers.get('cache-control') };
};

beforeAll(async () => {
  stack = await startAccountsStack('query_announcements', { projections: ['users', 'announcements'] });
  admin = await stack.signUp('Boss');
  haruto = await stack.signUp('Haruto');
  await stack.env.bus.execute('SetModeratorRoles', { userId: admin.user.id, moderatorRoles: ['ADMIN'] }, { actor: SYSTEM });
  await stack.env.bus.execute('SetModeratorRoles', { userId: haruto.user.id, moderatorRoles: ['LEAD_COMMUNITY'] }, { actor: SYSTEM });
}, 120_000);
afterAll(() => stack?.close());

describe('the site announcement', () => {
  it('is none at first: an empty object the banner reads as nothing to say', async () => {
    expect(await served()).toEqual({ status: 200, body: {}, cache: expect.any(String) });
  });

  it('is published, scheduled, changed and withdrawn by an admin, and served while in force', async () => {
    const first = (await ok(admin.browser, PUBLISH, { message: '  Maintenance tonight  ', forumPath: '/forum/thread/7' }))
      .PublishAnnouncement;
    expect(first).toMatchObject({ message: 'Maintenance tonight', forumPath: '/forum/thread/7', expiresAt: null });
    expect(Math.abs(first.startsAt - now())).toBeLessThan(60);
    expect(await served()).toEqual({
      status: 200,
      body: { id: String(first.id), message: 'Maintenance tonight', forumPath: '/forum/thread/7', expireAt: null },
      cache: 'public, max-age=60',
    });
    // The proxy serves the same, kept by no cache.
    expect(await served('/api/proxy/announcement.json')).toEqual({ ...(await served()), cache: 'no-store' });

    // One scheduled for tomorrow does not show yet; one that expired never does.
    const later = (await ok(admin.browser, PUBLISH, { message: 'Season poll opens', startsAt: now() + 86_400 })).PublishAnnouncement;
    await ok(admin.browser, PUBLISH, { message: 'Old news', startsAt: now() - 7200, expiresAt: now() - 3600 });
    expect((await served()).body.id).toBe(String(first.id));

    // Changing it keeps its id (a banner dismissed stays dismissed only for the same id: a change to the words is the same one).
    const expireAt = now() + 3600;
    await ok(admin.browser, PUBLISH, {
      id: first.id,
      message: 'Maintenance tonight, 22:00 UTC',
      forumPath: '/forum/thread/7',
      expiresAt: expireAt,
    });
    expect((await served()).body).toEqual({
      id: String(first.id),
      message: 'Maintenance tonight, 22:00 UTC',
      forumPath: '/forum/thread/7',
      expireAt,
    });

    const all = (await listed(admin)).data!.Announcements!;
    expect(all.map((a) => a.id)).toContain(later.id);
    expect(all).toHaveLength(3);

    expect(
      (await ok(admin.browser, 'mutation ($id: Int!) { WithdrawAnnouncement(id: $id) { deleted } }', { id: first.id }))
        .WithdrawAnnouncement,
    ).toEqual({
      deleted: true,
    });
    expect(await served()).toEqual({ status: 200, body: {}, cache: expect.any(String) });
    expect(await served('/api/proxy/announcement.json')).toEqual({ status: 200, body: {}, cache: 'no-store' });
    const again = await gql(admin.browser, 'mutation ($id: Int!) { WithdrawAnnouncement(id: $id) { deleted } }', { id: first.id });
    expect(again.body.errors?.[0]).toMatchObject({ message: ANNOUNCEMENT_MESSAGES.notFound, status: 404 });
  });

  it('refuses anyone but admins, and bad input, changing nothing', async () => {
    const before = (await listed(admin)).data!.Announcements!.length;
    const refused = await gql(haruto.browser, PUBLISH, { message: 'Not mine to say' });
    expect(refused.body.errors?.[0]).toMatchObject({ status: 403 });
    expect((await listed(haruto)).data!.Announcements).toBeNull();
    expect((await gql(stack.browser(), PUBLISH, { message: 'Guest' })).body.errors?.[0]).toMatchObject({ status: 401 });

    const offSite = await gql(admin.browser, PUBLISH, { message: 'Phishing', forumPath: 'https://example.com' });
    expect(offSite.body.errors?.[0]).toMatchObject({ status: 400 });
    expect(JSON.stringify(offSite.body.errors)).toContain(ANNOUNCEMENT_MESSAGES.forumPath);
    const backwards = await gql(admin.browser, PUBLISH, { message: 'Backwards', startsAt: now(), expiresAt: now() - 10 });
    expect(JSON.stringify(backwards.body.errors)).toContain(ANNOUNCEMENT_MESSAGES.expiresBeforeStart);
    const empty = await gql(admin.browser, PUBLISH, { message: '   ' });
    expect(JSON.stringify(empty.body.errors)).toContain(ANNOUNCEMENT_MESSAGES.messageRequired);
    expect((await listed(admin)).data!.Announcements).toHaveLength(before);
  });
});
