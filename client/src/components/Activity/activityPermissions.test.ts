import { describe, expect, it } from 'vitest';
import { activityRights, replyRights, type ActivityFacts } from './activityPermissions.ts';

const member = { id: 1, moderatorRoles: [], donatorTier: 0 };
const donator = { id: 1, moderatorRoles: [], donatorTier: 2 };
const mod = { id: 9, moderatorRoles: ['COMMUNITY'], donatorTier: 0 };
const retired = { id: 9, moderatorRoles: ['COMMUNITY', 'RETIRED'], donatorTier: 0 };
const dataMod = { id: 9, moderatorRoles: ['ANIME_DATA'], donatorTier: 0 };

const status = (ownerId: number, more: Partial<ActivityFacts> = {}): ActivityFacts => ({ kind: 'TEXT', ownerId, ...more });
const message = (messengerId: number, ownerId: number, more: Partial<ActivityFacts> = {}): ActivityFacts => ({
  kind: 'MESSAGE',
  ownerId,
  messengerId,
  ...more,
});

describe('activity controls (social §6)', () => {
  it('give guests nothing: no like, reply, subscribe or menu', () => {
    expect(Object.values(activityRights(null, status(1))).every((value) => value === false)).toBe(true);
  });

  it('let the author edit and delete their status, and nobody else but community moderators', () => {
    expect(activityRights(member, status(1))).toMatchObject({ canEdit: true, canDelete: true, canLock: false });
    expect(activityRights(member, status(2))).toMatchObject({ canEdit: false, canDelete: false, canLike: true, canReply: true });
    expect(activityRights(mod, status(2))).toMatchObject({ canEdit: true, canDelete: true, canLock: true });
    expect(activityRights(retired, status(2))).toMatchObject({ canEdit: false, canDelete: false, canLock: false });
    expect(activityRights(dataMod, status(2))).toMatchObject({ canEdit: false, canDelete: false, canLock: false });
  });

  it('never offer to edit a list activity, which has no text', () => {
    expect(activityRights(member, { kind: 'LIST', ownerId: 1 })).toMatchObject({ canEdit: false, canDelete: true });
    expect(activityRights(mod, { kind: 'LIST', ownerId: 2 })).toMatchObject({ canEdit: false, canDelete: true });
  });

  it('pin own statuses and list activities only above donator tier 1, never messages', () => {
    expect(activityRights(member, status(1)).canPin).toBe(false);
    expect(activityRights(donator, status(1)).canPin).toBe(true);
    expect(activityRights(donator, { kind: 'LIST', ownerId: 1 }).canPin).toBe(true);
    expect(activityRights(donator, status(2)).canPin).toBe(false);
    expect(activityRights(donator, message(1, 2)).canPin).toBe(false);
    expect(activityRights({ ...mod, donatorTier: 5 }, status(2)).canPin).toBe(false);
  });

  it('let a message be edited by its writer and deleted by either party, unless the writer wrote to a moderator', () => {
    expect(activityRights(member, message(1, 2))).toMatchObject({ canEdit: true, canDelete: true });
    expect(activityRights(member, message(2, 1))).toMatchObject({ canEdit: false, canDelete: true });
    expect(activityRights(member, message(1, 2, { ownerModeratorRoles: ['DEVELOPER'] }))).toMatchObject({
      canEdit: true,
      canDelete: false,
    });
    expect(activityRights(member, message(3, 2))).toMatchObject({ canEdit: false, canDelete: false });
  });

  it('hide the reply editor on a locked activity except from community moderators', () => {
    expect(activityRights(member, status(1, { isLocked: true })).canReply).toBe(false);
    expect(activityRights(mod, status(1, { isLocked: true })).canReply).toBe(true);
  });

  it('show the private badge to the pair and community moderators only', () => {
    const secret = { isPrivate: true };
    expect(activityRights(member, message(1, 2, secret)).showPrivateBadge).toBe(true);
    expect(activityRights(member, message(2, 1, secret)).showPrivateBadge).toBe(true);
    expect(activityRights(member, message(3, 2, secret)).showPrivateBadge).toBe(false);
    expect(activityRights(mod, message(3, 2, secret)).showPrivateBadge).toBe(true);
    expect(activityRights(member, message(1, 2)).showPrivateBadge).toBe(false);
  });
});

describe('reply controls', () => {
  it('let the author and community moderators edit and delete', () => {
    expect(replyRights(member, 1)).toEqual({ canLike: true, canEdit: true, canDelete: true });
    expect(replyRights(member, 2)).toEqual({ canLike: true, canEdit: false, canDelete: false });
    expect(replyRights(mod, 2)).toEqual({ canLike: true, canEdit: true, canDelete: true });
    expect(replyRights(null, 2)).toEqual({ canLike: false, canEdit: false, canDelete: false });
  });
});
