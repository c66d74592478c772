import type { ProjectionName } from '@tsuzuki/events';
import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import type { Resolvers } from '../resolverTypes.ts';
import { viewerId } from '../users/viewer.ts';
import type { FavouritesModel } from './models.ts';
import type { EntryRow } from './rows.ts';

// Each mutation sends its one command and answers once the read models its answer (and the pages a client shows
// next) read have caught up: the entry, the media's counts and distributions, the list activity, the favourites
// and the favourite counts of the item.
const SAVE_READS: ProjectionName[] = ['lists', 'media', 'activities'];
const DELETE_READS: ProjectionName[] = ['lists', 'media'];
const FAVOURITE_COUNTS: Record<string, ProjectionName> = {
  animeId: 'media',
  mangaId: 'media',
  characterId: 'characters',
  staffId: 'staff',
  studioId: 'studios',
};

/** Arguments where null says something (clear the notes, clear a date); elsewhere null means "not given". */
const NULL_CLEARS = new Set(['notes', 'startedAt', 'completedAt']);

/** The arguments a client gave, as the command's payload: absent ones left out, nulls only where they clear. */
function payloadOf<A extends object>(a: A): Partial<A> {
  const payload: Partial<A> = { ...a };
  for (const [key, value] of Object.entries(a)) {
    if (value === undefined || (value === null && !NULL_CLEARS.has(key))) Reflect.deleteProperty(payload, key);
  }
  return payload;
}

async function entries(ctx: Context, where: string, params: unknown[]): Promise<EntryRow[]> {
  const { rows } = await ctx.db.query<EntryRow>(`SELECT * FROM ${T.listEntries} e WHERE ${where} ORDER BY e.id`, params);
  return rows;
}

const favourites = (ctx: Context): FavouritesModel => ({ userId: viewerId(ctx) });

export const listMutationResolvers: Resolvers = {
  Mutation: {
    /** Creates or changes the viewer's entry (by id, else by media) and answers with it as saved. */
    SaveMediaListEntry: async (_r, a, ctx) => {
      const userId = viewerId(ctx);
      await ctx.commands.sendAsGiven('SaveMediaListEntry', payloadOf(a), { projections: SAVE_READS });
      const [entry] =
        a.id != null
          ? await entries(ctx, 'e.id = $1 AND e.user_id = $2', [a.id, userId])
          : await entries(ctx, 'e.media_id = $1 AND e.user_id = $2', [a.mediaId, userId]);
      return entry ?? null;
    },
    UpdateMediaListEntries: async (_r, a, ctx) => {
      const userId = viewerId(ctx);
      await ctx.commands.sendAsGiven('UpdateMediaListEntries', payloadOf(a), { projections: SAVE_READS });
      return entries(ctx, 'e.id = ANY($1::int[]) AND e.user_id = $2', [a.ids ?? [], userId]);
    },
    DeleteMediaListEntry: async (_r, a, ctx) => {
      viewerId(ctx);
      await ctx.commands.sendAsGiven('DeleteMediaListEntry', payloadOf(a), { projections: DELETE_READS });
      return { deleted: true };
    },
    /** Answers with the viewer's favourites, whose counts (Media.favourites...) are already up to date. */
    ToggleFavourite: async (_r, a, ctx) => {
      viewerId(ctx);
      const payload = payloadOf(a);
      const counts = Object.keys(payload)
        .map((k) => FAVOURITE_COUNTS[k])
        .filter((p): p is ProjectionName => !!p);
      await ctx.commands.send('ToggleFavourite', payload, { projections: ['favourites', ...new Set(counts)] });
      return favourites(ctx);
    },
    UpdateFavouriteOrder: async (_r, a, ctx) => {
      viewerId(ctx);
      await ctx.commands.sendAsGiven('UpdateFavouriteOrder', payloadOf(a), { projections: ['favourites'] });
      return favourites(ctx);
    },
  },
};
