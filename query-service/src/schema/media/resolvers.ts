import { mediaById } from '../byId.ts';
import { mapPage, toAiring, wholeList, type MediaEdgeModel } from '../models.ts';
import { NESTED_MAX, pageWindow } from '../page/paging.ts';
import { description, fuzzyDate, SITE_URL } from '../text.ts';
import { airingOf, charactersOf, nextAiringOf, relationsOf, staffOf, studiosOf, tagsOf } from './loaders.ts';
import { rankingResolvers, rankingsOf } from './rankings.ts';
import { heldCharacters, heldRelations, heldStaff, heldStudios } from '../mediaPages/answers.ts';
import { pageNextAiring, pageTags } from '../mediaPages/page.ts';
import { viewerEntry, viewerFavourite } from '../lists/loaders.ts';
import { airingProgressionOf, trendsOf } from '../trends/loaders.ts';
import { relationForVersion, sourceForVersion, statusForVersion } from './versions.ts';
import type { Resolvers } from '../resolverTypes.ts';
import { preferredTitle, withLanguages } from '../users/preferences.ts';
import { dayStart } from '@tsuzuki/projection-service/projections/sitestats/read';
import { mediaStatisticsAt, requestedDay } from '../siteStats/snapshot.ts';

const SEASON_NUMBER: Record<string, number> = { WINTER: 1, SPRING: 2, SUMMER: 3, FALL: 4 };
export const mediaResolvers: Resolvers = {
  Media: {
    idMal: (m) => m.id_mal,
    title: (m) => m,
    status: (m, a) => statusForVersion(m.status, a.version),
    description: (m, a) => description(m.description, a.asHtml),
    startDate: (m) => fuzzyDate(m.start_year, m.start_month, m.start_day),
    endDate: (m) => fuzzyDate(m.end_year, m.end_month, m.end_day),
    seasonYear: (m) => m.season_year,
    seasonInt: (m) => (m.season && m.season_year ? (m.season_year % 100) * 10 + SEASON_NUMBER[m.season]! : null),
    countryOfOrigin: (m) => m.country_of_origin,
    isLicensed: (m) => m.is_licensed,
    source: (m, a) => sourceForVersion(m.source, a.version),
    updatedAt: (m) => m.updated_at,
    coverImage: (m) => ({ extraLarge: m.cover_extra_large, large: m.cover_large, medium: m.cover_medium, color: m.cover_color }),
    bannerImage: (m) => m.banner_image,
    averageScore: (m) => m.average_score,
    meanScore: (m) => m.mean_score,
    isLocked: (m) => m.is_locked,
    isAdult: (m) => m.is_adult,
    isFavourite: (m, _a, ctx) => viewerFavourite(ctx, m.type === 'MANGA' ? 'MANGA' : 'ANIME', m.id),
    isFavouriteBlocked: (m) => m.is_favourite_blocked,
    isRecommendationBlocked: (m) => m.is_recommendation_blocked,
    isReviewBlocked: (m) => m.is_review_blocked,
    autoCreateForumThread: () => false,
    modNotes: () => null,
    // The page's media: its tags and next episode from its document (ADR 72); any other media: their own loaders.
    tags: async (m, _a, ctx) => (await pageTags(ctx, m.id)) ?? tagsOf(ctx).load(m.id),
    // Relations, characters, staff and studios from the media's page document when it holds what is asked (ADR 64),
    // else from the media, people and studios read models.
    relations: async (m, _a, ctx, info) =>
      (await heldRelations(ctx, m.id, info)) ??
      wholeList((await relationsOf(ctx).load(m.id)).map((r): MediaEdgeModel => ({ node: r, relationType: r.__relation_type }))),
    characters: async (m, a, ctx, info) => {
      const window = pageWindow(a.page, a.perPage, NESTED_MAX);
      return (
        (await heldCharacters(ctx, m.id, a, window, info)) ??
        mapPage(await charactersOf(ctx, a, window).load(m.id), (c) => ({ node: c, role: c.__role, mediaId: m.id, mediaIds: [m.id] }))
      );
    },
    staff: async (m, a, ctx, info) => {
      const window = pageWindow(a.page, a.perPage, NESTED_MAX);
      return (
        (await heldStaff(ctx, m.id, a, window, info)) ??
        mapPage(await staffOf(ctx, a, window).load(m.id), (s) => ({ node: s, role: s.__role }))
      );
    },
    studios: async (m, a, ctx, info) =>
      (await heldStudios(ctx, m.id, a, info)) ??
      wholeList((await studiosOf(ctx, a).load(m.id)).map((s) => ({ node: s, isMain: s.__is_main }))),
    nextAiringEpisode: async (m, _a, ctx) => {
      const held = await pageNextAiring(ctx, m.id);
      const next = held === undefined ? await nextAiringOf(ctx).load(m.id) : held;
      return next ? toAiring(next) : null;
    },
    airingSchedule: async (m, a, ctx) =>
      mapPage(await airingOf(ctx, a.notYetAired, pageWindow(a.page, a.perPage, NESTED_MAX)).load(m.id), (r) => {
        const node = toAiring(r);
        return { node, id: node.id };
      }),
    trends: async (m, a, ctx) =>
      mapPage(await trendsOf(ctx, a, pageWindow(a.page, a.perPage, NESTED_MAX)).load(m.id), (t) => ({ node: t })),
    externalLinks: (m) => m.external_links.map((l) => ({ ...l, siteId: null, isDisabled: false })),
    streamingEpisodes: (m) => m.streaming_episodes,
    rankings: (m, _a, ctx) => rankingsOf(ctx).load(m.id),
    mediaListEntry: (m, _a, ctx) => viewerEntry(ctx, m.id),
    // The live figures from the media's row; as of a day (moderators) from the mediastats read model (ADR 23).
    stats: (m, a, ctx) =>
      a.asOf == null
        ? {
            mediaId: m.id,
            statusDistribution: m.status_distribution,
            scoreDistribution: m.score_distribution,
            popularity: m.popularity,
            favourites: m.favourites,
            averageScore: m.average_score,
            meanScore: m.mean_score,
            date: null,
          }
        : mediaStatisticsAt(ctx, m.id, requestedDay(ctx, a.asOf)).then((s) => ({ ...s, date: dayStart(s.day) / 1000 })),
    siteUrl: (m) => `${SITE_URL}/${m.type.toLowerCase()}/${m.id}`,
  },
  MediaTitle: {
    romaji: (m) => m.title_romaji,
    english: (m) => m.title_english,
    native: (m) => m.title_native,
    // The viewer's title language (a guest's is romaji).
    userPreferred: (m, _a, ctx) => withLanguages(ctx, (l) => preferredTitle(l.titleLanguage, m)),
  },
  MediaEdge: {
    id: (e) => e.node.id,
    relationType: (e, a) => (e.relationType ? relationForVersion(e.relationType, a.version) : null),
    isMainStudio: (e) => e.isMainStudio ?? false,
    // AniList's per-media character name and a voice actor's role notes and dub group: not kept by the site.
    characterName: () => null,
    roleNotes: () => null,
    dubGroup: () => null,
  },
  ...rankingResolvers,
  MediaStats: {
    airingProgression: async (s, _a, ctx) =>
      (await airingProgressionOf(ctx).load(s.mediaId)).map((p) => ({ episode: p.episode, score: p.score, watching: p.watching })),
  },
  AiringSchedule: {
    media: (a, _args, ctx) => mediaById(ctx).load(a.mediaId),
    // The one field that moves with every second: only an answer that asks it is kept for the clock's second.
    timeUntilAiring: (a, _args, ctx) => a.airingAt - ctx.now,
  },
};
