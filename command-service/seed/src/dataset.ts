// The demo data set as command payloads, generated deterministically from (now, scale): the same input gives
// the same data on every machine. Real anime carry what bangumi-data states and nothing made up; the generated
// stories, casts, staff and studios belong to the fictional works (docs/adr/0068). `now` decides release statuses
// and airing times; scale 1 is the full set, a fraction a proportional slice (whole franchises), more than 1 adds
// past fictional anime for benchmarks.
import type { EventData, MediaFields } from '@tsuzuki/events';
import { CastBook, type CharacterData, type VoiceLanguage } from './characters.ts';
import { entryStudios, entryTags, franchiseContent, type FranchiseContent } from './content.ts';
import type { MediaDraft } from './draft.ts';
import { credits, hashtag, images, streamingEpisodes } from './extras.ts';
import { malIdOf } from './malIds.ts';
import { FULL_SET, planMedia } from './plan.ts';
import { fictionalStates } from './states.ts';
import { mediaDescription } from './prose.ts';
import { rng, type Random } from './random.ts';
import type { Romanizer } from './romaji.ts';
import { buildStaff, STAFF_ROLES, type StaffData } from './staff.ts';
import { mediaStatistics, prominenceContext, type StatisticsData } from './statistics.ts';
import { trendHistory } from './trends.ts';
import { buildStudios, type StudioData } from './studios.ts';
import { buildTags, type TagData } from './tags.ts';

export type MediaData = EventData<'MediaAdded'>;

export interface SeedData {
  tags: TagData[];
  studios: StudioData[];
  staff: StaffData[];
  characters: CharacterData[];
  media: MediaData[];
  statistics: StatisticsData[];
}

export interface SeedOptions {
  now: Date;
  /** 1 = the full demo set (default); 0.01 = about a hundredth; 3 = three times the anime for benchmarks. */
  scale?: number;
  romanize: Romanizer;
}

export function generateSeed(opts: SeedOptions): SeedData {
  const scale = opts.scale ?? 1;
  if (!(scale > 0)) throw new Error(`scale must be positive, got ${scale}`);
  const tags = buildTags();
  const studios = buildStudios(Math.max(12, Math.round(FULL_SET.studios * scale)));
  const { staff, pools } = buildStaff(Math.max(STAFF_ROLES.length * 3, Math.round(FULL_SET.staff * scale)), opts.now);
  const { drafts, relations } = planMedia({ now: opts.now, scale, romanize: opts.romanize });
  fictionalStates(drafts, opts.now);
  const casts = new CastBook(pools);
  const contents = new Map<string, FranchiseContent>();
  const media: MediaData[] = [];
  const statistics: StatisticsData[] = [];
  const prominence = prominenceContext(drafts);

  /** What the generator makes up for a fictional work: its story, genres, tags, studios, cast, staff and episodes. */
  const generatedContent = (r: Random, draft: MediaDraft): GeneratedContent => {
    let content = contents.get(draft.franchise);
    if (!content) {
      content = franchiseContent({
        franchise: draft.franchise,
        titles: `${draft.title.native} ${draft.title.romaji}`,
        type: draft.type,
        isAdult: draft.isAdult,
        tags,
        studios,
      });
      contents.set(draft.franchise, content);
    }
    const source = draft.source ?? content.source;
    const cast = casts.castFor({
      franchise: draft.franchise,
      mediaId: draft.id,
      style: draft.nameStyle,
      format: draft.format,
      voices: voiceLanguages(r, draft),
    });
    return {
      description: mediaDescription(r, draft.title.english ?? draft.title.romaji, cast.prose),
      source,
      genres: draft.isAdult ? content.genres : variedGenres(r, content.genres),
      hashtag: hashtag(r, draft),
      tags: entryTags(r, content, tags),
      studios: draft.type === 'ANIME' ? entryStudios(r, content, studios) : [],
      characters: cast.characters,
      staff: credits(draft, pools, source),
      streamingEpisodes: streamingEpisodes(r, draft, opts.now),
    };
  };

  for (const draft of drafts) {
    const r = rng('media', draft.id, 'content');
    const fields: MediaFields = {
      idMal: malIdOf(draft),
      title: draft.title,
      synonyms: draft.synonyms,
      format: draft.format,
      status: draft.status,
      countryOfOrigin: draft.countryOfOrigin,
      isAdult: draft.isAdult,
      // A broadcast anime is licensed; a fictional one may be a doujin release.
      isLicensed: draft.real || r.chance(draft.isAdult ? 0.5 : 0.92),
      // The site's own moderation states, not facts about the work.
      isLocked: r.chance(0.003),
      isFavouriteBlocked: r.chance(0.002),
      isRecommendationBlocked: r.chance(0.002),
      isReviewBlocked: r.chance(0.002),
      startDate: draft.startDate,
      endDate: draft.endDate,
      season: draft.season,
      seasonYear: draft.seasonYear,
      episodes: draft.episodes,
      duration: draft.duration,
      chapters: draft.chapters,
      volumes: draft.volumes,
      ...images(draft.id, r),
      // No trailer: a made-up video id plays nothing ("video unavailable"), or someone else's video.
      trailer: null,
      relations: relations.of(draft.id),
      externalLinks: draft.externalLinks.map((link, i) => ({ ...link, id: draft.id * 100 + i + 1 })),
      airingSchedule: draft.airingSchedule,
      ...(draft.real ? UNKNOWN_OF_A_REAL_TITLE : generatedContent(r, draft)),
    };
    media.push({ mediaId: draft.id, type: draft.type, ...fields });
    const stats = mediaStatistics(draft, prominence);
    statistics.push({ ...stats, recordedAt: Math.floor(opts.now.getTime() / 1000), history: trendHistory(draft, stats, opts.now) });
  }
  return { tags, studios, staff, characters: casts.characters, media, statistics };
}

type GeneratedContent = Pick<
  MediaFields,
  'description' | 'source' | 'genres' | 'hashtag' | 'tags' | 'studios' | 'characters' | 'staff' | 'streamingEpisodes'
>;

/**
 * What a real title carries where bangumi-data says nothing (docs/adr/0068): a made-up plot, genre, tag, studio,
 * character, voice actor, staff credit, hashtag or episode list would be a false statement about a real work.
 */
const UNKNOWN_OF_A_REAL_TITLE: GeneratedContent = {
  description: null,
  source: null,
  genres: [],
  hashtag: null,
  tags: [],
  studios: [],
  characters: [],
  staff: [],
  streamingEpisodes: [],
};

/** Japanese voices for Japanese anime, plus an English dub for about a quarter of the later ones. */
function voiceLanguages(r: Random, draft: MediaDraft): VoiceLanguage[] {
  if (draft.type !== 'ANIME') return [];
  if (draft.countryOfOrigin === 'CN') return ['Chinese'];
  if (draft.nameStyle === 'english') return ['English'];
  const dubbable = (draft.seasonYear ?? 0) >= 1995 && ['TV', 'MOVIE', 'ONA'].includes(draft.format);
  return dubbable && r.chance(0.25) ? ['Japanese', 'English'] : ['Japanese'];
}

/** Sequels keep the franchise genres but sometimes drop or add one. */
function variedGenres(r: Random, genres: string[]): string[] {
  if (genres.length > 1 && r.chance(0.15)) return genres.slice(0, -1);
  return genres;
}
