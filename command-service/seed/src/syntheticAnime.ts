// Fictional anime. The upcoming ones are scheduled around `now`: the bangumi-data snapshot ends at its publication
// date, so these fill the current and coming seasons (airing countdowns, "this season", "next season", TBA titles).
// The past ones are spread over the years as the real anime are, and carry the casts, staff, studios, genres and
// descriptions that real titles do not (docs/adr/0068). Their links lead to reserved .example hosts: a made-up id
// on a real site would open nothing, or someone else's page.
import type { CountryCode, MediaFormat, MediaSource } from '@tsuzuki/events';
import { airingSchedule, jstDate, releaseStatus, seasonOf } from './airing.ts';
import { nameStyleFor, NO_DATE, type DraftWithoutId } from './draft.ts';
import { fictionalTitle } from './fictionalTitles.ts';
import { rng } from './random.ts';

const DAY = 86_400_000;
const WEEK = 7 * DAY;
const SERIES: readonly MediaFormat[] = ['TV', 'TV_SHORT', 'ONA'];
/** Seasons from the current one of the first upcoming fictional anime (plan.ts makes at least this many). */
export const ANCHORED_OFFSETS = [0, 1, 0, 1, 0, 1] as const;

const STREAMING: [site: string, url: string, color: string][] = [
  ['Crunchyroll', 'https://crunchyroll.example/series/', '#F88D29'],
  ['Netflix', 'https://netflix.example/title/', '#E50914'],
  ['Amazon Prime Video', 'https://primevideo.example/detail/', '#00A8E1'],
  ['HIDIVE', 'https://hidive.example/tv/', '#00AEEF'],
];

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'anime';

export function syntheticAnime(opts: {
  index: number;
  now: Date;
  used: Set<string>;
  adapts: DraftWithoutId | null;
  /** Years to draw a past anime's from (one per real anime, so that they fall as the real ones do); null: upcoming. */
  pastYears: readonly number[] | null;
}): DraftWithoutId {
  const { index, now, adapts } = opts;
  const r = rng('synthetic-anime', index);
  const country: CountryCode =
    adapts?.countryOfOrigin ??
    r.weighted([
      ['JP', 90],
      ['CN', 7],
      ['KR', 3],
    ]);
  const title = adapts?.title ?? fictionalTitle(r, country, 'MANGA', opts.used);
  const format: MediaFormat = r.weighted([
    ['TV', 62],
    ['TV_SHORT', 8],
    ['ONA', 12],
    ['MOVIE', 8],
    ['OVA', 3],
    ['SPECIAL', 4],
    ['MUSIC', 3],
  ]);
  const episodes =
    format === 'TV'
      ? r.pick([12, 12, 13, 24, 25])
      : format === 'TV_SHORT'
        ? r.pick([12, 13])
        : format === 'ONA'
          ? r.int(6, 13)
          : format === 'OVA'
            ? r.int(1, 3)
            : format === 'SPECIAL'
              ? r.int(1, 2)
              : 1;
  const duration =
    format === 'TV' || format === 'ONA'
      ? 24
      : format === 'TV_SHORT'
        ? r.int(3, 8)
        : format === 'MOVIE'
          ? r.int(85, 130)
          : format === 'MUSIC'
            ? r.int(3, 5)
            : r.pick([24, 30, 45]);

  // Seasons start in January, April, July and October; offset counts seasons from the current one.
  const past = opts.pastYears !== null;
  const drawnOffset = past
    ? 0
    : r.weighted([
        [-1, 2],
        [0, 5],
        [1, 4],
        [2, 1.2],
        [3, 0.4],
      ]);
  // The first upcoming ones air this season and next whatever the draw, so that a small seed too has a "Popular this
  // season" and a "Next season" on the landing page (bangumi-data's snapshot ends months before `now`).
  const offset = past ? 0 : (ANCHORED_OFFSETS[index] ?? drawnOffset);
  const seasonMonth = Math.floor(now.getUTCMonth() / 3) * 3;
  // An adaptation airs after its source began.
  const drawn = opts.pastYears ? r.pick(opts.pastYears) : now.getUTCFullYear();
  const after = (adapts?.startDate.year ?? 0) + r.int(1, 3);
  const year = past ? Math.min(Math.max(drawn, after), now.getUTCFullYear() - 1) : drawn;
  const month = past ? r.int(0, 11) : seasonMonth + 3 * offset;
  const hourJst = r.pick([17, 18, 21, 22, 23, 24, 25]);
  const begin = Date.UTC(year, month, 1 + r.int(0, 20), hourJst - 9, r.pick([0, 0, 30]));
  const end = SERIES.includes(format) ? begin + (episodes - 1) * WEEK : begin;
  const status = releaseStatus(begin, end, now.getTime(), !SERIES.includes(format));
  const start = jstDate(begin);
  // Two seasons ahead only the month is announced; further out nothing is (shown as TBA).
  const startDate = offset === 3 ? NO_DATE : offset === 2 ? { ...start, day: null } : start;
  const known = offset < 2;
  const source: MediaSource | null = adapts ? (adapts.format === 'NOVEL' ? 'LIGHT_NOVEL' : 'MANGA') : null;
  const links = [
    {
      id: 1,
      site: 'Official Site',
      url: `https://${slug(title.romaji)}-anime.example/`,
      type: 'INFO' as const,
      language: null,
      color: null,
      icon: null,
      notes: null,
    },
    ...r.sample(STREAMING, r.int(0, 2)).map(([site, url, color]) => ({
      id: 1,
      site,
      url: `${url}${r.chars('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 9)}`,
      type: 'STREAMING' as const,
      language: null,
      color,
      icon: null,
      notes: null,
    })),
  ];
  return {
    type: 'ANIME',
    franchise: adapts?.franchise ?? `anime:${index}`,
    nameStyle: nameStyleFor(country),
    title,
    synonyms: [],
    format,
    status,
    startDate,
    endDate: known && status === 'FINISHED' ? jstDate(end) : NO_DATE,
    season: startDate.month ? seasonOf(startDate.month) : null,
    seasonYear: startDate.year,
    episodes,
    duration,
    chapters: null,
    volumes: null,
    countryOfOrigin: country,
    externalLinks: links,
    airingSchedule:
      known && SERIES.includes(format)
        ? airingSchedule({ begin, broadcast: { anchor: begin, stepMs: WEEK }, episodes, status, now: now.getTime() })
        : [],
    source,
    isAdult: adapts?.isAdult ?? false,
    real: false,
  };
}
