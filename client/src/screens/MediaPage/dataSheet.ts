import { airingCountdown } from '../../format/airing.ts';
import { fuzzyDateLabel } from '../../format/dates.ts';
import { genrePath } from '../../format/genres.ts';
import { formatWithNote, sourceLabel, statusLabel } from '../../format/labels.ts';
import { durationLabel, groupedCount } from '../../format/numbers.ts';
import type { FuzzyDate } from '../../format/releaseDate.ts';
import { scoreColour } from '../../format/score.ts';
import { seasonLabel, seasonSearchPath } from '../../format/season.ts';

export interface DataSheetMedia {
  readonly type?: string | null;
  readonly format?: string | null;
  readonly status?: string | null;
  readonly episodes?: number | null;
  readonly duration?: number | null;
  readonly chapters?: number | null;
  readonly volumes?: number | null;
  readonly countryOfOrigin?: string | null;
  readonly isLicensed?: boolean | null;
  readonly startDate?: FuzzyDate | null;
  readonly endDate?: FuzzyDate | null;
  readonly season?: string | null;
  readonly seasonYear?: number | null;
  readonly averageScore?: number | null;
  readonly meanScore?: number | null;
  readonly popularity?: number | null;
  readonly favourites?: number | null;
  readonly source?: string | null;
  readonly hashtag?: string | null;
  readonly genres?: ReadonlyArray<string | null | undefined> | null;
  readonly synonyms?: ReadonlyArray<string | null | undefined> | null;
  readonly title?: { readonly romaji?: string | null; readonly english?: string | null; readonly native?: string | null } | null;
  readonly nextAiringEpisode?: { readonly episode: number; readonly airingAt: number } | null;
  readonly studios?: {
    readonly edges?: ReadonlyArray<
      { readonly isMain: boolean; readonly node?: { readonly id: number; readonly name: string } | null } | null | undefined
    > | null;
  } | null;
}

export interface DataSheetValue {
  readonly text: string;
  /** Internal route. */
  readonly to?: string;
  /** External address (opens in a new tab). */
  readonly href?: string;
  readonly tooltip?: string;
  readonly colour?: 'green' | 'orange' | 'red';
}

export interface DataSheetRow {
  readonly label: string;
  readonly values: readonly DataSheetValue[];
}

const text = (value: string): DataSheetValue[] => (value ? [{ text: value }] : []);

/** The data sheet of core §2: every field that has a value, in display order, formatted by the rules of §3/§4. */
export function dataSheetRows(media: DataSheetMedia, nowSeconds: number): DataSheetRow[] {
  const anime = media.type !== 'MANGA';
  const studioEdges = (media.studios?.edges ?? []).filter((edge) => edge?.node != null);
  const studio = (edge: (typeof studioEdges)[number]): DataSheetValue => ({ text: edge!.node!.name, to: `/studio/${edge!.node!.id}` });
  const singleRelease = sameDay(media.startDate, media.endDate) && (media.episodes ?? 1) <= 1;
  const countdown = anime ? airingCountdown(media.nextAiringEpisode, nowSeconds) : null;

  const rows: DataSheetRow[] = [
    { label: 'Airing', values: text(countdown ?? '') },
    { label: 'Format', values: text(formatWithNote(media.format, media.countryOfOrigin, media.isLicensed)) },
    { label: 'Episodes', values: text(anime && media.episodes ? String(media.episodes) : '') },
    {
      label: media.episodes && media.episodes > 1 ? 'Episode Duration' : 'Duration',
      values: text(anime ? durationLabel(media.duration) : ''),
    },
    { label: 'Chapters', values: text(!anime && media.chapters ? String(media.chapters) : '') },
    { label: 'Volumes', values: text(!anime && media.volumes ? String(media.volumes) : '') },
    { label: 'Status', values: text(statusLabel(media.status)) },
    ...(singleRelease
      ? [{ label: 'Release Date', values: text(fuzzyDateLabel(media.startDate)) }]
      : [
          { label: 'Start Date', values: text(fuzzyDateLabel(media.startDate)) },
          { label: 'End Date', values: text(fuzzyDateLabel(media.endDate)) },
        ]),
    {
      label: 'Season',
      values:
        anime && media.season
          ? [
              {
                text: `${seasonLabel(media.season)} ${media.seasonYear ?? ''}`.trim(),
                to: seasonSearchPath(media.season, media.seasonYear),
              },
            ]
          : [],
    },
    { label: 'Average Score', values: scoreValue(media.averageScore, 'Weighted') },
    { label: 'Mean Score', values: scoreValue(media.meanScore) },
    { label: 'Popularity', values: text(media.popularity ? groupedCount(media.popularity) : '') },
    { label: 'Favorites', values: text(media.favourites ? groupedCount(media.favourites) : '') },
    { label: 'Studios', values: studioEdges.filter((edge) => edge!.isMain).map(studio) },
    { label: 'Producers', values: studioEdges.filter((edge) => !edge!.isMain).map(studio) },
    { label: 'Source', values: text(sourceLabel(media.source)) },
    { label: 'Hashtag', values: media.hashtag ? [{ text: media.hashtag, href: hashtagSearchUrl(media.hashtag) }] : [] },
    { label: 'Genres', values: (media.genres ?? []).filter(isText).map((genre) => ({ text: genre, to: genrePath(media.type, genre) })) },
    { label: 'Romaji', values: text(media.title?.romaji ?? '') },
    { label: 'English', values: text(media.title?.english ?? '') },
    { label: 'Native', values: text(media.title?.native ?? '') },
    { label: 'Synonyms', values: (media.synonyms ?? []).filter(isText).map((synonym) => ({ text: synonym })) },
  ];
  return rows.filter((row) => row.values.length > 0);
}

function scoreValue(score: number | null | undefined, tooltip?: string): DataSheetValue[] {
  if (!score) return [];
  return [{ text: `${score}%`, colour: scoreColour(score), ...(tooltip ? { tooltip } : {}) }];
}

/** Hashtags link to a search on the social network they were made for. */
export function hashtagSearchUrl(hashtag: string): string {
  return `https://x.com/search?q=${encodeURIComponent(hashtag)}&src=typd`;
}

function sameDay(a: FuzzyDate | null | undefined, b: FuzzyDate | null | undefined): boolean {
  return !!a?.year && a.year === b?.year && a.month === b?.month && a.day === b?.day;
}

function isText(value: string | null | undefined): value is string {
  return !!value;
}
