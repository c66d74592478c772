import type { Context } from '../../context.ts';
import { mediaById } from '../byId.ts';
import { mapPage, toAiring, wholeList, type MediaEdgeModel } from '../models.ts';
import { NESTED_MAX, pageWindow } from '../page/paging.ts';
import { description, fuzzyDate, SITE_URL } from '../text.ts';
import { airingOf, charactersOf, nextAiringOf, relationsOf, staffOf, studiosOf, tagsOf } from './loaders.ts';
import { rankingResolvers, rankingsOf } from './rankings.ts';
import type { MediaRow } from './rows.ts';
import { viewerEntry, viewerFavourite } from '../lists/loaders.ts';
import { airingProgressionOf, trendsOf } from '../trends/loaders.ts';
import { relationForVersion, sourceForVersion, statusForVersion } from './versions.ts';
import type { LegacyResolvers as Resolvers } from '../resolverTypes.ts';
import { preferredTitle, withLanguages } from '../users/preferences.ts';
import { dayStart } from '../../../../projection-service/src/projections/sitestats/read.ts';
import { mediaStatisticsAt, requestedDay } from '../siteStats/snapshot.ts';

const SEASON_NUMBER: Record<string, number> = { WINTER: 1, SPRING: 2, SUMMER: 3, FALL: 4 };
type Paged = { page?: number | null; perPage?: number | null };

export const mediaResolvers: Resolvers = {
  Media: {
    idMal: (m: MediaRow) => m.id_mal,
    title: (m: MediaRow) => m,
    status: (m: MediaRow, a: { version?: number }) => statusForVersion(m.status, a.version),
    description: (m: MediaRow, a: { asHtml?: boolean }) => description(m.description, a.asHtml),
    startDate: (m: MediaRow) => fuzzyDate(m.start_year, m.start_month, m.start_day),
    endDate: (m: MediaRow) => fuzzyDate(m.end_year, m.end_month, m.end_day),
    seasonYear: (m: MediaRow) => m.season_year,
    seasonInt: (m: MediaRow) => (m.season && m.season_year ? (m.season_year % 100) * 10 + SEASON_NUMBER[m.season]! : null),
    countryOfOrigin: (m: MediaRow) => m.country_of_origin,
    isLicensed: (m: MediaRow) => m.is_licensed,
    source: (m: MediaRow, a: { version?: number }) => sourceForVersion(m.source, a.version),
    updatedAt: (m: MediaRow) => m.updated_at,
    coverImage: (m: MediaRow) => ({ extraLarge: m.cover_extra_large, large: m.cover_large, medium: m.cover_medium, color: m.cover_color }),
    bannerImage: (m: MediaRow) => m.banner_image,
    averageScore: (m: MediaRow) => m.average_score,
    meanScore: (m: MediaRow) => m.mean_score,
    isLocked: (m: MediaRow) => m.is_locked,
    isAdult: (m: MediaRow) => m.is_adult,
    isFavourite: (m: MediaRow, _a: unknown, ctx: Context) => viewerFavourite(ctx, m.type === 'MANGA' ? 'MANGA' : 'ANIME', m.id),
    isFavouriteBlocked: (m: MediaRow) => m.is_favourite_blocked,
    isRecommendationBlocked: (m: MediaRow) => m.is_recommendation_blocked,
    isReviewBlocked: (m: MediaRow) => m.is_review_blocked,
    autoCreateForumThread: () => false,
    modNotes: () => null,
    tags: (m: MediaRow, _a: unknown, ctx: Context) => tagsOf(ctx).load(m.id),
    relations: async (m: MediaRow, _a: unknown, ctx: Context) =>
      wholeList((await relationsOf(ctx).load(m.id)).map((r): MediaEdgeModel => ({ node: r, relationType: r.__relation_type }))),
    characters: async (m: MediaRow, a: { sort?: string[]; role?: string } & Paged, ctx: Context) =>
      mapPage(await charactersOf(ctx, a, pageWindow(a.page, a.perPage, NESTED_MAX)).load(m.id), (c) => ({
        node: c, role: c.__role, mediaId: m.id, mediaIds: [m.id],
      })),
    staff: async (m: MediaRow, a: { sort?: string[] } & Paged, ctx: Context) =>
      mapPage(await staffOf(ctx, a, pageWindow(a.page, a.perPage, NESTED_MAX)).load(m.id), (s) => ({ node: s, role: s.__role })),
    studios: async (m: MediaRow, a: { sort?: string[]; isMain?: boolean }, ctx: Context) =>
      wholeList((await studiosOf(ctx, a).load(m.id)).map((s) => ({ node: s, isMain: s.__is_main }))),
    nextAiringEpisode: async (m: MediaRow, _a: unknown, ctx: Context) => {
      const next = await nextAiringOf(ctx).load(m.id);
      return next ? toAiring(next, ctx.now) : null;
    },
    airingSchedule: async (m: MediaRow, a: { notYetAired?: boolean } & Paged, ctx: Context) =>
      mapPage(await airingOf(ctx, a.notYetAired, pageWindow(a.page, a.perPage, NESTED_MAX)).load(m.id), (r) => {
        const node = toAiring(r, ctx.now);
        return { node, id: node.id };
      }),
    trends: async (m: MediaRow, a: { sort?: string[]; releasing?: boolean } & Paged, ctx: Context) =>
      mapPage(await trendsOf(ctx, a, pageWindow(a.page, a.perPage, NESTED_MAX)).load(m.id), (t) => ({ node: t })),
    externalLinks: (m: MediaRow) => m.external_links.map((l) => ({ ...l, siteId: null, isDisabled: false })),
    streamingEpisodes: (m: MediaRow) => m.streaming_episodes,
    rankings: (m: MediaRow, _a: unknown, ctx: Context) => rankingsOf(ctx).load(m.id),
    mediaListEntry: (m: MediaRow, _a: unknown, ctx: Context) => viewerEntry(ctx, m.id),
    // The live figures from the media's row; as of a day (moderators) from the mediastats read model (ADR 23).
    stats: (m: MediaRow, a: { asOf?: number | null }, ctx: Context) => (a.asOf == null
      ? {
        mediaId: m.id, statusDistribution: m.status_distribution, scoreDistribution: m.score_distribution, popularity: m.popularity,
        favourites: m.favourites, averageScore: m.average_score, meanScore: m.mean_score, date: null,
      }
      : mediaStatisticsAt(ctx, m.id, requestedDay(ctx, a.asOf)).then((s) => ({ ...s, date: dayStart(s.day) / 1000 }))),
    siteUrl: (m: MediaRow) => `${SITE_URL}/${m.type.toLowerCase()}/${m.id}`,
  },
  MediaTitle: {
    romaji: (m: MediaRow) => m.title_romaji,
    english: (m: MediaRow) => m.title_english,
    native: (m: MediaRow) => m.title_native,
    // The viewer's title language (a guest's is romaji).
    userPreferred: (m: MediaRow, _a: unknown, ctx: Context) => withLanguages(ctx, (l) => preferredTitle(l.titleLanguage, m)),
  },
  MediaEdge: {
    id: (e: MediaEdgeModel) => e.node.id,
    relationType: (e: MediaEdgeModel, a: { version?: number }) => (e.relationType ? relationForVersion(e.relationType, a.version) : null),
    isMainStudio: (e: MediaEdgeModel) => e.isMainStudio ?? false,
  },
  ...rankingResolvers,
  MediaStats: {
    airingProgression: async (s: { mediaId: number }, _a: unknown, ctx: Context) =>
      (await airingProgressionOf(ctx).load(s.mediaId)).map((p) => ({ episode: p.episode, score: p.score, watching: p.watching })),
  },
  AiringSchedule: {
    media: (a: { mediaId: number }, _args: unknown, ctx: Context) => mediaById(ctx).load(a.mediaId),
  },
};
