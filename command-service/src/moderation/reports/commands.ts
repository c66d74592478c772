import { z } from 'zod';
import { Id, MEMBER_MODERATION_LIMITS, REPORT_OBJECT_TYPES, userReportsStream, userStream } from '@tsuzuki/events';
import { evolveUser, initialUserState, type UserState } from '../../accounts/user/user.ts';
import { defineCommand, type Command, type ContextReader } from '../../framework/command.ts';
import { requireCommunityMod, requireMember } from '../../framework/permissions.ts';
import { reportModActions } from '../modActions.ts';
import { userReportsDecider } from './decide.ts';
import type { UserReportsState } from './userReports.ts';

/**
 * AniList's CreateUserReport (userId, reason), with what the report is about beside it: the query-service names the
 * author of a reported item from its read model (the report's `userId`), as it names a comment's tree.
 */
export const CreateUserReportPayload = z.object({
  userId: Id,
  reason: z.string().max(MEMBER_MODERATION_LIMITS.reportReason),
  objectType: z.enum(REPORT_OBJECT_TYPES).optional(),
  objectId: Id.nullish(),
});
/** `userId` (the member reported) is set by the query-service from its read model: it names the stream. */
export const ResolveReportPayload = z.object({
  userId: Id,
  reportId: Id,
  note: z.string().max(MEMBER_MODERATION_LIMITS.shortReason).nullish(),
  dismiss: z.boolean().optional(),
});

type Ids = { userId: number };
export type CreateUserReport = Command<'CreateUserReport', z.infer<typeof CreateUserReportPayload>, Ids>;
export type ResolveReport = Command<'ResolveReport', z.infer<typeof ResolveReportPayload>, Ids>;
export type UserReportsCommand = CreateUserReport | ResolveReport;

/** What a report decision reads outside the member's reports: the member reported. */
export interface ReportContext {
  reported: UserState;
}

const userView = { initialState: initialUserState, evolve: evolveUser };

async function reportContext(command: UserReportsCommand, read: ContextReader): Promise<ReportContext> {
  return { reported: command.type === 'CreateUserReport' ? await read.state(userStream(command.payload.userId), userView) : initialUserState };
}

const common = {
  stream: userReportsStream,
  decider: userReportsDecider,
  id: { field: 'userId', kind: 'user', allocate: false } as const,
  context: reportContext,
};

export const reportCommands = [
  // Members report; guests cannot (social §6).
  defineCommand<CreateUserReport, UserReportsState, ReportContext>({
    ...common,
    type: 'CreateUserReport',
    schema: CreateUserReportPayload,
    authorise: requireMember,
    pools: () => ({ report: 1 }),
  }),
  // Community moderators handle reports; each is a mod action (ADR 19).
  defineCommand<ResolveReport, UserReportsState, ReportContext>({
    ...common,
    type: 'ResolveReport',
    schema: ResolveReportPayload,
    authorise: requireCommunityMod,
    modAction: reportModActions,
  }),
];
