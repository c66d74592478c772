import { aniListModActionType, MOD_ACTIONS, type ModActionKind } from '@tsuzuki/events';
import { type ModLogVerdict } from '@tsuzuki/event-store';
import { badInput, unauthorized } from '../../http/errors.ts';
import { userById } from '../byId.ts';
import { pageList, withDefaultPerPage } from '../page/resolvers.ts';
import type { ModActionChainModel } from '../mappers.ts';
import type { Resolvers } from '../resolverTypes.ts';
import { findModActions, parseModActionFilter, viewerIsModerator } from './modActionQuery.ts';

/** The spec's page size for mod actions (social §9). */
export const MOD_ACTIONS_PER_PAGE = 20;

const CHAIN_BREAKS = { altered: 'ALTERED', missing: 'MISSING', 'out of order': 'OUT_OF_ORDER' } as const;

function chainModel(v: ModLogVerdict): ModActionChainModel {
  const broken = v.firstBroken;
  return {
    valid: v.valid,
    checked: v.checked,
    total: v.total,
    firstBrokenSeq: broken?.seq ?? null,
    reason: v.unreadable ? 'UNREADABLE' : broken ? CHAIN_BREAKS[broken.reason] : null,
    // An altered action may claim any name: one that is no ModActionKind is not shown (it could not be sent).
    firstBrokenAction: MOD_ACTIONS.find((kind) => kind === broken?.action) ?? null,
    __moderatorId: broken?.moderatorId ?? null,
    headSeq: v.head?.seq ?? null,
    headHash: v.head?.hash ?? null,
  };
}

export const moderationResolvers: Resolvers = {
  Query: {
    // The verdict comes from the log, which the command-service holds (ADR 19): never from the read model.
    ModActionChain: async (_r, _a, ctx) =>
      viewerIsModerator(ctx) ? chainModel(await ctx.accounts.get<ModLogVerdict>('/modlog/verdict', ctx.requestId)) : null,
  },
  Page: {
    modActions: (state, a, ctx) => {
      if (!viewerIsModerator(ctx)) return null;
      const filter = parseModActionFilter(a);
      return pageList(withDefaultPerPage(state, MOD_ACTIONS_PER_PAGE), (w, options) =>
        findModActions(ctx, filter, w.offset, w.perPage, options),
      );
    },
  },
  ModAction: {
    id: (m) => m.seq,
    user: (m, _a, ctx) => (m.subject_user_id === null ? null : userById(ctx).load(m.subject_user_id)),
    mod: (m, _a, ctx) => userById(ctx).load(m.moderator_id),
    moderator: (m, _a, ctx) => userById(ctx).load(m.moderator_id),
    type: (m) => aniListModActionType(m.action as ModActionKind),
    objectId: (m) => m.object_id,
    objectType: (m) => m.object_type,
    data: (m) => JSON.stringify(m.data),
    createdAt: (m) => m.created_at,
  },
  ModActionChain: {
    firstBrokenModerator: (c, _a, ctx) => (c.__moderatorId === null ? null : userById(ctx).load(c.__moderatorId)),
  },
  Mutation: {
    SetModeratorRoles: async (_r, a, ctx) => {
      if (ctx.actor.kind === 'guest') throw unauthorized();
      if (!Number.isInteger(a.userId)) throw badInput('Validation error.', { userId: ['Required'] });
      await ctx.commands.send('SetModeratorRoles', { userId: a.userId, moderatorRoles: a.moderatorRoles }, { projections: ['users'] });
      return userById(ctx).load(a.userId);
    },
    SetDonatorTier: async (_r, a, ctx) => {
      if (ctx.actor.kind === 'guest') throw unauthorized();
      const payload = { userId: a.userId, donatorTier: a.donatorTier, donatorBadge: a.donatorBadge?.trim() || null };
      await ctx.commands.send('SetDonatorTier', payload, { projections: ['users'] });
      return userById(ctx).load(a.userId);
    },
  },
};
