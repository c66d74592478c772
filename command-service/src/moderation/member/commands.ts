import { z } from 'zod';
import { Id, MEMBER_MODERATION_LIMITS, memberModerationStream, userStream } from '@tsuzuki/events';
import { evolveUser, initialUserState, type UserState } from '../../accounts/user/user.ts';
import { defineCommand, type Command, type ContextReader } from '../../framework/command.ts';
import { requireCommunityMod } from '../../framework/permissions.ts';
import { memberModActions } from '../modActions.ts';
import { memberModerationDecider } from './decide.ts';
import type { MemberModerationState } from './memberModeration.ts';

export const SaveModNotePayload = z.object({ userId: Id, note: z.string().max(MEMBER_MODERATION_LIMITS.note) });
export const BanUserPayload = z.object({
  userId: Id,
  reason: z.string().max(MEMBER_MODERATION_LIMITS.shortReason),
  /** ISO time the ban ends; null or absent: until lifted. */
  expiresAt: z.iso.datetime({ offset: true }).nullish(),
});
export const UnbanUserPayload = z.object({ userId: Id, reason: z.string().max(MEMBER_MODERATION_LIMITS.shortReason).nullish() });

type Ids = { userId: number };
export type SaveModNote = Command<'SaveModNote', z.infer<typeof SaveModNotePayload>, Ids>;
export type BanUser = Command<'BanUser', z.infer<typeof BanUserPayload>, Ids>;
export type UnbanUser = Command<'UnbanUser', z.infer<typeof UnbanUserPayload>, Ids>;
export type MemberModerationCommand = SaveModNote | BanUser | UnbanUser;

/** The member a note or ban is about. */
export interface MemberContext {
  member: UserState;
}

const userView = { initialState: initialUserState, evolve: evolveUser };

const common = {
  stream: memberModerationStream,
  decider: memberModerationDecider,
  id: { field: 'userId', kind: 'user', allocate: false } as const,
  authorise: requireCommunityMod,
  context: async (command: MemberModerationCommand, read: ContextReader): Promise<MemberContext> =>
    ({ member: await read.state(userStream(command.payload.userId), userView) }),
  modAction: memberModActions,
};

export const memberModerationCommands = [
  defineCommand<SaveModNote, MemberModerationState, MemberContext>({
    ...common, type: 'SaveModNote', schema: SaveModNotePayload, pools: () => ({ modNote: 1 }),
  }),
  defineCommand<BanUser, MemberModerationState, MemberContext>({
    ...common, type: 'BanUser', schema: BanUserPayload, pools: () => ({ ban: 1 }),
  }),
  defineCommand<UnbanUser, MemberModerationState, MemberContext>({ ...common, type: 'UnbanUser', schema: UnbanUserPayload }),
];
