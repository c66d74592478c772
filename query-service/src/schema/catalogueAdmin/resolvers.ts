import type { Context } from '../../context.ts';
import { notFound, unauthorized } from '../../http/errors.ts';
import { mediaById, studioById } from '../byId.ts';
import { mediaChanges } from '../edits/inputs.ts';
import { mediaProjections } from '../edits/resolvers.ts';
import type { Resolvers } from '../resolverTypes.ts';

// Catalogue edits: the command-service checks the actor (importers as the system, data moderators of the media's
// type for edits); this only answers guests early.
const requireSignedIn = (ctx: Context) => {
  if (ctx.actor.kind === 'guest') throw unauthorized();
};

export const catalogueAdminResolvers: Resolvers = {
  Mutation: {
    AddStudio: async (_r, a, ctx) => {
      requireSignedIn(ctx);
      const result = await ctx.commands.send(
        'AddStudio',
        {
          ...(a.id != null ? { studioId: a.id } : {}),
          name: a.name,
          isAnimationStudio: a.isAnimationStudio ?? true,
          favourites: a.favourites ?? 0,
        },
        { projections: ['studios', 'search'] },
      );
      return studioById(ctx).load(result.ids.studioId ?? a.id!);
    },
    /** A direct edit (ADR 22): only the arguments given change; a reason tells the members who list the media. */
    UpdateMedia: async (_r, { id, reason, ...rest }, ctx) => {
      requireSignedIn(ctx);
      const current = await mediaById(ctx).load(id);
      if (!current) throw notFound();
      const changes = mediaChanges(rest, current);
      // Wait only for the read models that handle this change, or an unrelated one could time us out.
      if (Object.keys(changes).length) {
        await ctx.commands.send(
          'UpdateMedia',
          { mediaId: id, changes, reason: reason || null },
          { projections: mediaProjections(changes, reason) },
        );
      }
      mediaById(ctx).clear(id);
      return mediaById(ctx).load(id);
    },
  },
};
