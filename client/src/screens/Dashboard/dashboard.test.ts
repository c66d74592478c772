import { describe, expect, it } from 'vitest';
import { modNoteUserId, reportReason } from '@tsuzuki/events/moderationRules';
import { banExpiry, banUntil, parseBans } from '../../components/Moderation/banRules.ts';
import { canBan, canModNote, canReport } from '../../components/Moderation/moderationRights.ts';
import { modActionDetails, modActionLabel, modActionObjectPath, parseModActionData } from '../../components/Moderation/modActionText.ts';
import { activityRights } from '../../components/Activity/activityPermissions.ts';
import { moderatorGuardDecision } from '../../session/moderatorGuardRule.ts';
import { byRole, type Moderator } from '../Moderators/ModeratorsQuery.ts';
import { profileTabs } from '../User/profileTabs.ts';
import { actionFiltersSearch, actionVariables, parseActionFilters } from './actionFilters.ts';
import { DASHBOARD_PAGES } from './dashboardPages.ts';
import { groupsOf } from './roleGroups.ts';

const at = (pathname: string) => ({ pathname, search: '', hash: '' });

describe('the dashboard guard (social §2, MOD-11, EDIT-04)', () => {
  it('lets moderators of any role group in, and nobody retired', () => {
    for (const roles of [['ADMIN'], ['COMMUNITY'], ['DEVELOPER'], ['ANIME_DATA'], ['SOCIAL_MEDIA']]) {
      expect(moderatorGuardDecision(roles, at('/home'))).toEqual({ kind: 'allow' });
    }
    expect(moderatorGuardDecision(['COMMUNITY', 'RETIRED'], at('/home'))).toEqual({ kind: 'stay', at: '/home' });
  });

  it('sends members and guests to the landing page from the root or a direct visit, else keeps them where they were', () => {
    expect(moderatorGuardDecision([], at('/'))).toEqual({ kind: 'redirect', to: '/' });
    expect(moderatorGuardDecision(null, null)).toEqual({ kind: 'redirect', to: '/' });
    expect(moderatorGuardDecision([], { pathname: '/forum', search: '?category=7', hash: '' })).toEqual({
      kind: 'stay',
      at: '/forum?category=7',
    });
  });

  it("has the spec's eleven pages", () => {
    expect(DASHBOARD_PAGES.map((p) => p.page)).toEqual([
      'feed',
      'actions',
      'reports',
      'anime',
      'manga',
      'characters',
      'staff',
      'tags',
      'imports',
      'settings',
      'links',
    ]);
  });
});

describe("the mod-action history's filters", () => {
  it('read the address, keep what is valid, and write it back', () => {
    const f = parseActionFilters(
      new URLSearchParams('moderator=3&action=ACTIVITY_DELETE&objectType=ACTIVITY&object=12&user=7&from=2024-04-01&to=2024-04-02&page=2'),
    );
    expect(f).toEqual({
      moderatorId: 3,
      action: 'ACTIVITY_DELETE',
      objectType: 'ACTIVITY',
      objectId: 12,
      userId: 7,
      from: '2024-04-01',
      to: '2024-04-02',
      page: 2,
    });
    expect(actionFiltersSearch(f)).toBe(
      '?moderator=3&action=ACTIVITY_DELETE&objectType=ACTIVITY&object=12&user=7&from=2024-04-01&to=2024-04-02&page=2',
    );
    expect(parseActionFilters(new URLSearchParams('moderator=x&action=NOPE&objectType=&user=-2&from=2024-13-40&page=0'))).toEqual({
      moderatorId: null,
      action: null,
      objectType: null,
      objectId: null,
      userId: null,
      from: null,
      to: null,
      page: 1,
    });
    expect(actionFiltersSearch({ ...f, page: 1, action: null })).toBe(
      '?moderator=3&objectType=ACTIVITY&object=12&user=7&from=2024-04-01&to=2024-04-02',
    );
    expect(actionVariables(f).userId).toBe(7);
  });

  it('ask 20 a page, the days whole', () => {
    const v = actionVariables(parseActionFilters(new URLSearchParams('from=2024-04-01&to=2024-04-01')));
    expect(v.perPage).toBe(20);
    expect(v.to! - v.from!).toBe(86_399);
    expect(new Date(v.from! * 1000).getHours()).toBe(0);
  });
});

describe('how the history reads', () => {
  it('names each kind of action', () => {
    expect(modActionLabel('ACTIVITY_DELETE')).toBe('Deleted activity');
    expect(modActionLabel('COMMENT_TREE_LOCK')).toBe('Locked comment tree');
    expect(modActionLabel('MOD_NOTE_SAVE')).toBe('Saved mod note');
    expect(modActionLabel('REPORT_RESOLVE')).toBe('Resolved report');
    expect(modActionLabel('USER_BAN')).toBe('Banned member');
    expect(modActionLabel('MODCHAN_POST')).toBe('Posted as ModChan');
    expect(modActionLabel('SUBMISSION_PARTIALLY_ACCEPT')).toBe('Partly accepted submission');
    expect(modActionLabel('MEDIA_TAG_ACCEPT')).toBe('Accepted media tag');
    expect(modActionLabel('MEDIA_TAG_REJECT')).toBe('Rejected media tag');
  });

  it('links the object where the site has a page for it, and shows its data', () => {
    expect(modActionObjectPath({ action: 'COMMENT_TREE_LOCK', objectType: 'THREAD_COMMENT', objectId: 9, data: { threadId: 4 } })).toBe(
      '/forum/thread/4/comment/9',
    );
    expect(
      modActionObjectPath({ action: 'ACTIVITY_REPLY_DELETE', objectType: 'ACTIVITY_REPLY', objectId: 9, data: { activityId: 3 } }),
    ).toBe('/activity/3');
    expect(modActionObjectPath({ action: 'USER_BAN', objectType: 'USER', objectId: 9, data: {}, userName: 'Aki' })).toBe('/user/Aki/');
    expect(modActionObjectPath({ action: 'ROLE_GRANT', objectType: 'TAG', objectId: 9, data: {} })).toBeNull();
    const data = parseModActionData('{"note":"Warned","noteId":3,"text":null}');
    expect(modActionDetails(data)).toEqual([{ label: 'Note', value: 'Warned' }]);
    expect(parseModActionData('not json')).toEqual({});
  });

  it('names the tag of a tag action and the value it set', () => {
    expect(modActionDetails(parseModActionData('{"tagId":4,"tag":"Time Skip","isMediaSpoiler":true}'))).toEqual([
      { label: 'Tag', value: 'Time Skip' },
      { label: 'Spoiler', value: 'true' },
    ]);
    expect(modActionDetails(parseModActionData('{"tagId":4,"tag":"Time Skip","votes":3}'))).toEqual([
      { label: 'Tag', value: 'Time Skip' },
      { label: 'Votes removed', value: '3' },
    ]);
    expect(modActionDetails(parseModActionData('{"name":"Found Family","mediaId":21}'))).toEqual([{ label: 'Tag', value: 'Found Family' }]);
  });
});

describe('report, mod note and ban controls (social §5, §6)', () => {
  const member = { id: 1, moderatorRoles: [] };
  const mod = { id: 9, moderatorRoles: ['COMMUNITY'] };
  const dev = { id: 8, moderatorRoles: ['DEVELOPER'] };

  it("offer Report to members on others' items only, and Edit-instead to community moderators (MOD-20, MOD-22)", () => {
    expect(canReport(member, 2)).toBe(true);
    expect(canReport(member, 1)).toBe(false);
    expect(canReport(null, 2)).toBe(false);
    expect(canReport(mod, 2)).toBe(false);
    expect(canReport(dev, 2)).toBe(true);
    expect(canModNote(mod, 2)).toBe(true);
    expect(canModNote(mod, 9)).toBe(false);
    expect(canModNote(dev, 2)).toBe(false);
    expect(canBan(mod, { id: 2, moderatorRoles: [] })).toBe(true);
    expect(canBan(mod, { id: 2, moderatorRoles: ['DEVELOPER'] })).toBe(false);
    expect(canBan(mod, { id: 2, moderatorRoles: ['DEVELOPER', 'RETIRED'] })).toBe(true);
    expect(canBan(member, { id: 2 })).toBe(false);
  });

  it("put Report and Mod Note on activities: a message's writer is its author", () => {
    const message = { kind: 'MESSAGE' as const, ownerId: 1, messengerId: 2 };
    expect(activityRights(member, message)).toMatchObject({ canReport: true, canModNote: false });
    expect(activityRights({ id: 2, moderatorRoles: [] }, message)).toMatchObject({ canReport: false });
    expect(activityRights(mod, message)).toMatchObject({ canReport: false, canModNote: true });
    expect(activityRights(null, message)).toMatchObject({ canReport: false, canModNote: false });
  });

  it("read the optional user id of a message's note as digits only (MOD-17)", () => {
    expect(modNoteUserId('12a')).toEqual({ ok: false, message: 'Incorrect ID' });
    expect(modNoteUserId('')).toEqual({ ok: true, id: null });
  });

  it("compose a report's reason with the link and the item's text quoted (social §7)", () => {
    expect(reportReason(' Spam ', 'http://site/activity/5', 'Buy now\nCheap')).toBe('Spam\n\nhttp://site/activity/5\n\n> Buy now\n> Cheap');
    expect(reportReason('Rude', null, null)).toBe('Rude');
  });

  it('end a ban after the chosen days, or never', () => {
    expect(banExpiry(7, 1_000_000_000_000)).toBe(1_000_000_000 + 7 * 86_400);
    expect(banExpiry(null)).toBeNull();
    expect(banUntil(null)).toBe('until lifted');
    expect(parseBans([{ id: 1, reason: 'x' }, 'junk', null])).toHaveLength(1);
    expect(parseBans(null)).toEqual([]);
  });
});

describe('moderators by role and the Moderation tab', () => {
  it("list each moderator under the role their badge shows, in the spec's order (MOD-07)", () => {
    const m = (id: number, name: string, roles: string[]) => ({ id, name, avatar: null, moderatorRoles: roles }) as unknown as Moderator;
    expect(
      byRole([m(1, 'Zed', ['COMMUNITY']), m(2, 'Ann', ['ADMIN', 'COMMUNITY']), m(3, 'Bo', ['COMMUNITY', 'ANIME_DATA'])]).map((s) => [
        s.role,
        s.members.map((x) => x.name),
      ]),
    ).toEqual([
      ['ADMIN', ['Ann']],
      ['COMMUNITY', ['Bo', 'Zed']],
    ]);
  });

  it('show the Moderation tab to community moderators only (MOD-02, MOD-04, MOD-05)', () => {
    const tabs = (roles: string[]) => profileTabs({ own: false, moderatorRoles: roles }).map((t) => t.label);
    for (const roles of [['ADMIN'], ['LEAD_COMMUNITY'], ['COMMUNITY']]) expect(tabs(roles)).toContain('Moderation');
    for (const roles of [['DEVELOPER'], ['COMMUNITY', 'RETIRED'], []]) expect(tabs(roles)).not.toContain('Moderation');
  });

  it("explain a moderator's groups, and none for the retired", () => {
    expect(groupsOf(['COMMUNITY']).map((g) => g.name)).toEqual(['Any moderator', 'Community moderator']);
    expect(groupsOf(['ADMIN']).map((g) => g.name)).toEqual(['Any moderator', 'Community moderator', 'Data moderator']);
    expect(groupsOf(['COMMUNITY', 'RETIRED']).map((g) => g.name)).toEqual(['Retired']);
  });
});
