import type { ProjectionName } from '@tsuzuki/events';
import type { Context } from '../../context.ts';
import { unauthorized } from '../../http/errors.ts';
import { mediaById, studioById } from '../byId.ts';
import type { Resolvers } from '../resolverTypes.ts';

// Catalogue edits need the system actor (a request carrying the internal token) until accounts and data
// moderators exist; the command-service checks again, this only answers guests early.
const requireTrusted = (ctx: Context) => {
  if (ctx.actor.kind !== 'system') throw unauthorized();
};

type FuzzyDateInput = { year?: number | null; month?: number | null; day?: number | null } | null | undefined;
const fullDate = (d: FuzzyDateInput) => (d === undefined ? undefined : { year: d?.year ?? null, month: d?.month ?? null, day: d?.day ?? null });

type UpdateMediaArgs = Record<string, unknown> & {
  id: number;
  title?: { romaji?: string | null; english?: string | null; native?: string | null } | null;
  startDate?: FuzzyDateInput;
  endDate?: FuzzyDateInput;
};

const SIMPLE_FIELDS = [
  'synonyms', 'description', 'format', 'status', 'source', 'countryOfOrigin', 'isAdult', 'isLicensed', 'isLocked',
  'isFavouriteBlocked', 'isRecommendationBlocked', 'isReviewBlocked', 'season', 'seasonYear', 'episodes', 'duration',
  'chapters', 'volumes', 'genres', 'hashtag', 'bannerImage',
] as const;

export const catalogueAdminResolvers: Resolvers = {
  Mutation: {
    AddStudio: async (_r: unknown, a: { id?: number; name: string; isAnimationStudio?: boolean; favourites?: number }, ctx: Context) => {
      requireTrusted(ctx);
      const result = await ctx.commands.send(
        'AddStudio',
        { ...(a.id != null ? { studioId: a.id } : {}), name: a.name, isAnimationStudio: a.isAnimationStudio ?? true, favourites: a.favourites ?? 0 },
        { projections: ['studios', 'search'] },
      );
      return studioById(ctx).load(result.ids.studioId ?? a.id!);
    },
    UpdateMedia: async (_r: unknown, { id, title, startDate, endDate, ...rest }: UpdateMediaArgs, ctx: Context) => {
      requireTrusted(ctx);
      const changes: Record<string, unknown> = {};
      for (const field of SIMPLE_FIELDS) if (rest[field] !== undefined) changes[field] = rest[field];
      if (startDate !== undefined) changes.startDate = fullDate(startDate);
      if (endDate !== undefined) changes.endDate = fullDate(endDate);
      if (title) {
        // The event carries the whole title; fields left out keep their current value.
        const current = await mediaById(ctx).load(id);
        changes.title = {
          romaji: title.romaji ?? current?.title_romaji ?? '',
          english: title.english !== undefined ? title.english : (current?.title_english ?? null),
          native: title.native !== undefined ? title.native : (current?.title_native ?? null),
        };
      }
      // Wait only for the read models that handle this change, or an unrelated one could time us out.
      const projections: ProjectionName[] = ['media'];
      if (changes.title || changes.synonyms || changes.isAdult !== undefined) projections.push('search');
      if (changes.genres || changes.isAdult !== undefined) projections.push('genres');
      await ctx.commands.send('UpdateMedia', { mediaId: id, changes }, { projections });
      mediaById(ctx).clear(id);
      return mediaById(ctx).load(id);
    },
  },
};
