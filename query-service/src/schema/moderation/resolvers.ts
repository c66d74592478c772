import { aniListModActionType, type ModActionKind, type ModLogVerdict } from '@tsuzuki/events';
import type { Context } from '../../context.ts';
import { badInput, unauthorized } from '../../http/errors.ts';
import { userById } from '../byId.ts';
import { pageList, withDefaultPerPage, type PageState } from '../page/resolvers.ts';
import type { LegacyResolvers as Resolvers } from '../resolverTypes.ts';
import { findModActions, parseModActionFilter, viewerIsModerator } from './modActionQuery.ts';
import type { ModActionRow } from './rows.ts';

/** The spec's page size for mod actions (social §9). */
export const MOD_ACTIONS_PER_PAGE = 20;

export type ModActionModel = Omit<ModActionRow, 'occurred_at'> & { created_at: number };

const CHAIN_BREAKS = { altered: 'ALTERED', missing: 'MISSING', 'out of order': 'OUT_OF_ORDER' } as const;

function chainModel(v: ModLogVerdict) {
  const broken = v.firstBroken;
  return {
    valid: v.valid, checked: v.checked, total: v.total,
    firstBrokenSeq: broken?.seq ?? null,
    reason: v.unreadable ? 'UNREADABLE' : broken ? CHAIN_BREAKS[broken.reason] : null,
    firstBrokenAction: broken?.action ?? null,
    __moderatorId: broken?.moderatorId ?? null,
    headSeq: v.head?.seq ?? null, headHash: v.head?.hash ?? null,
  };
}

export const moderationResolvers: Resolvers = {
  Query: {
    // The verdict comes from the log, which the command-service holds (ADR 19): never from the read model.
    ModActionChain: async (_r: unknown, _a: unknown, ctx: Context) =>
      (viewerIsModerator(ctx) ? chainModel(await ctx.accounts.get<ModLogVerdict>('/modlog/verdict', ctx.requestId)) : null),
  },
  Page: {
    modActions: (state: PageState, a: Record<string, unknown>, ctx: Context) => {
      if (!viewerIsModerator(ctx)) return null;
      const filter = parseModActionFilter(a);
      return pageList(withDefaultPerPage(state, MOD_ACTIONS_PER_PAGE), (w, options) => findModActions(ctx, filter, w.offset, w.perPage, options));
    },
  },
  ModAction: {
    id: (m: ModActionModel) => m.seq,
    user: (m: ModActionModel, _a: unknown, ctx: Context) => (m.subject_user_id === null ? null : userById(ctx).load(m.subject_user_id)),
    mod: (m: ModActionModel, _a: unknown, ctx: Context) => userById(ctx).load(m.moderator_id),
    moderator: (m: ModActionModel, _a: unknown, ctx: Context) => userById(ctx).load(m.moderator_id),
    type: (m: ModActionModel) => aniListModActionType(m.action as ModActionKind),
    objectId: (m: ModActionModel) => m.object_id,
    objectType: (m: ModActionModel) => m.object_type,
    data: (m: ModActionModel) => JSON.stringify(m.data),
    createdAt: (m: ModActionModel) => m.created_at,
  },
  ModActionChain: {
    firstBrokenModerator: (c: { __moderatorId: number | null }, _a: unknown, ctx: Context) =>
      (c.__moderatorId === null ? null : userById(ctx).load(c.__moderatorId)),
  },
  Mutation: {
    SetModeratorRoles: async (_r: unknown, a: { userId: number; moderatorRoles: string[] }, ctx: Context) => {
      if (ctx.actor.kind === 'guest') throw unauthorized();
      if (!Number.isInteger(a.userId)) throw badInput('Validation error.', { userId: ['Required'] });
      await ctx.commands.send('SetModeratorRoles', { userId: a.userId, moderatorRoles: a.moderatorRoles }, { projections: ['users'] });
      return userById(ctx).load(a.userId);
    },
  },
};
