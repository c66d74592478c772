// One demo member's lists, planned from a seeded generator: which media, in which status (by the media's release
// status and the member's habits), scores around the media's baseline average shifted by the member's own bias
// and rounded to their score format, progress that fits the status, dates within the member's time on the site,
// rewatches, priorities, a few notes, and the edits that only a save can make (custom lists, private entries).
import { NO_DATE, type FuzzyDate, type MediaListStatus } from '@tsuzuki/events';
import { scoreFromRaw, scoreToRaw, type ScoreFormat } from '@tsuzuki/events/scores';
import type { ImportedEntry } from '@tsuzuki/command-service/lists/commands';
import { dateOfDay, type MediaPicker, type SeedMedia } from './memberMedia.ts';
import type { Random } from './random.ts';

export interface MemberTraits {
  scoreFormat: ScoreFormat;
  /** Added to every score (raw points): some members are generous, some harsh. */
  scoreBias: number;
  scoreSpread: number;
  /** Members who never score anything exist. */
  scores: boolean;
  dropRate: number;
  /** Unix day the member's history starts (long before they joined this site): nothing on their list started before it. */
  since: number;
  customLists: { ANIME: string[]; MANGA: string[] };
}

/** An edit after the import: what ImportMediaList does not carry. */
export interface EntryEdit {
  mediaId: number;
  private?: boolean;
  customLists?: string[];
  hiddenFromStatusLists?: boolean;
  /** A step of progress, as a member watching along (makes a list activity and a trending signal). */
  progress?: number;
}

export interface PlannedEntry extends ImportedEntry {
  media: SeedMedia;
  /** Unix day of the entry's last change: an import carries it if the member joined by then, a save makes it after. */
  day: number;
}

/** Shares of entries by the media's release status: nobody has completed what has not aired. */
const STATUS_SHARES: Record<string, [MediaListStatus, number][]> = {
  FINISHED: [
    ['COMPLETED', 60],
    ['PLANNING', 24],
    ['CURRENT', 5],
    ['DROPPED', 5],
    ['PAUSED', 5],
    ['REPEATING', 1],
  ],
  RELEASING: [
    ['CURRENT', 58],
    ['PLANNING', 30],
    ['PAUSED', 5],
    ['DROPPED', 7],
  ],
  NOT_YET_RELEASED: [['PLANNING', 100]],
  HIATUS: [
    ['CURRENT', 45],
    ['PLANNING', 30],
    ['PAUSED', 17],
    ['DROPPED', 8],
  ],
  CANCELLED: [
    ['COMPLETED', 35],
    ['PLANNING', 30],
    ['DROPPED', 20],
    ['PAUSED', 15],
  ],
};

const SCORE_FORMATS: [ScoreFormat, number][] = [
  ['POINT_10_DECIMAL', 35],
  ['POINT_10', 30],
  ['POINT_100', 15],
  ['POINT_5', 12],
  ['POINT_3', 8],
];
const CUSTOM_LISTS = [
  'Favourites',
  'Rewatch',
  'With friends',
  'Comfort shows',
  'Seasonal',
  'Backlog',
  'Recommend to others',
  'Soundtracks',
];
const NOTES = [
  'Watched with my sister.',
  'The ending hit hard.',
  'Slow start, worth it.',
  'Recommended by a friend.',
  'Rewatch before the sequel.',
  'Dub is great too.',
  'Stopped at the time skip, will return.',
  'Best OP of the season.',
  'Read the manga first.',
  'Comfort show.',
];

export function memberTraits(r: Random, nowDay: number): MemberTraits {
  const customs = r.chance(0.22) ? r.sample(CUSTOM_LISTS, r.int(1, 3)) : [];
  return {
    scoreFormat: r.weighted(SCORE_FORMATS),
    scoreBias: r.normal(0, 7),
    scoreSpread: 6 + r.float() * 10,
    scores: r.chance(0.85),
    dropRate: 0.02 + r.float() * 0.12,
    // Between about ten years ago and a month ago.
    since: nowDay - r.int(30, 3650),
    customLists: { ANIME: customs, MANGA: customs.length && r.chance(0.4) ? customs.slice(0, 1) : [] },
  };
}

const clamp = (n: number, min: number, max: number) => Math.max(min, Math.min(max, n));

function score(r: Random, m: SeedMedia, t: MemberTraits, status: MediaListStatus): number {
  if (!t.scores || status === 'PLANNING' || (status === 'CURRENT' && r.chance(0.5))) return 0;
  const base = (m.average ?? 65) + t.scoreBias + r.normal(0, t.scoreSpread) + (status === 'DROPPED' ? -15 : 0);
  const raw = Math.round(clamp(base, 10, 100));
  return scoreToRaw(scoreFromRaw(raw, t.scoreFormat), t.scoreFormat);
}

/** A length for a media that does not say: what a member would have reached. */
const guessLength = (r: Random, m: SeedMedia) => (m.type === 'ANIME' ? r.pick([12, 13, 24, 26]) : r.int(20, 180));

/**
 * Dates of a watch that took about `length` units of time and ended (or was last moved) on `last`, a day between
 * the member's history start and now; `recent`: a show watched as it airs, moved this week. Some members leave
 * the dates out; the entry still has a day it last changed.
 */
function watchDates(r: Random, m: SeedMedia, t: MemberTraits, nowDay: number, length: number, finished: boolean, recent = false) {
  const earliest = Math.min(nowDay, Math.max(t.since, m.startDay ?? t.since));
  const end = recent ? Math.max(earliest, nowDay - r.int(0, 6)) : r.int(earliest, nowDay);
  if (earliest >= nowDay || r.chance(0.12)) return { startedAt: NO_DATE, completedAt: NO_DATE, last: end };
  const days = Math.max(1, Math.round(length * (m.type === 'ANIME' ? 0.8 : 0.3) * (0.3 + r.float() * 2)));
  const start = Math.max(earliest, end - days);
  return { startedAt: dateOfDay(start), completedAt: finished ? dateOfDay(end) : NO_DATE, last: end };
}

function plannedEntry(r: Random, m: SeedMedia, t: MemberTraits, nowDay: number): PlannedEntry {
  let status: MediaListStatus = m.startDay === null ? 'PLANNING' : r.weighted(STATUS_SHARES[m.status] ?? STATUS_SHARES.FINISHED!);
  if ((status === 'CURRENT' || status === 'PAUSED') && r.chance(t.dropRate)) status = 'DROPPED';
  const available = m.available ?? (m.total === null ? guessLength(r, m) : m.total);
  if (available === 0 && status !== 'PLANNING') status = 'PLANNING';
  const length = m.total ?? available;
  let progress = 0;
  let repeat = 0;
  // Planned at some point of the member's history.
  let dates: { startedAt: FuzzyDate; completedAt: FuzzyDate; last: number } = {
    startedAt: NO_DATE,
    completedAt: NO_DATE,
    last: r.int(Math.min(t.since, nowDay), nowDay),
  };
  switch (status) {
    case 'COMPLETED':
      progress = length;
      repeat = r.chance(0.08) ? r.int(1, 3) : 0;
      dates = watchDates(r, m, t, nowDay, length, true);
      break;
    case 'REPEATING':
      progress = r.int(0, Math.max(0, length - 1));
      repeat = r.int(1, 2);
      dates = watchDates(r, m, t, nowDay, length, true);
      break;
    case 'CURRENT':
      // Watching a finished title means not at its last episode yet (a one-episode film: 0 of 1). The draw is
      // kept and clamped so that the rest of the seed stays the same.
      progress = Math.min(
        r.int(Math.min(1, available), Math.max(1, m.status === 'RELEASING' ? available : available - 1)),
        m.status === 'RELEASING' ? available : Math.max(0, available - 1),
      );
      dates = watchDates(r, m, t, nowDay, progress, false, m.status === 'RELEASING');
      break;
    case 'PAUSED':
    case 'DROPPED':
      progress = Math.min(r.int(1, Math.max(1, Math.min(available, length - 1))), Math.max(0, Math.min(available, length - 1)));
      dates = watchDates(r, m, t, nowDay, progress, false);
      break;
    case 'PLANNING':
      break;
  }
  const volumes = m.type === 'MANGA' && m.volumes ? Math.round((m.volumes * progress) / Math.max(1, length)) : 0;
  const { last, ...watched } = dates;
  return {
    media: m,
    mediaId: m.id,
    status,
    scoreRaw: score(r, m, t, status),
    progress,
    progressVolumes: volumes,
    repeat,
    priority: status === 'PLANNING' && r.chance(0.15) ? r.int(1, 5) : 0,
    notes: r.chance(0.03) ? r.pick(NOTES) : '',
    ...watched,
    day: last,
  };
}

export interface MemberListPlan {
  entries: PlannedEntry[];
  edits: EntryEdit[];
}

/** A member's anime and manga lists of about `sizes` entries, and the edits after their import. */
export function planMemberLists(
  r: Random,
  traits: MemberTraits,
  pickers: { ANIME: MediaPicker; MANGA: MediaPicker },
  sizes: { ANIME: number; MANGA: number },
  nowDay: number,
): MemberListPlan {
  const entries = (['ANIME', 'MANGA'] as const).flatMap((type) =>
    pickers[type].pick(r, sizes[type]).map((m) => plannedEntry(r, m, traits, nowDay)),
  );
  const edits: EntryEdit[] = [];
  for (const type of ['ANIME', 'MANGA'] as const) {
    const names = traits.customLists[type];
    if (!names.length) continue;
    const mine = entries.filter((e) => e.media.type === type && e.status !== 'PLANNING');
    for (const e of r.sample(mine, r.int(2, 6)))
      edits.push({
        mediaId: e.mediaId,
        customLists: r.sample(names, r.int(1, names.length)),
        hiddenFromStatusLists: r.chance(0.05) || undefined,
      });
  }
  // A few members keep some entries to themselves.
  if (r.chance(0.15)) {
    for (const e of r.sample(entries, r.int(1, 3))) {
      const earlier = edits.find((x) => x.mediaId === e.mediaId);
      if (earlier) earlier.private = true;
      else edits.push({ mediaId: e.mediaId, private: true });
    }
  }
  // Watching along this week: an episode more on something airing.
  const airing = entries.filter((e) => e.status === 'CURRENT' && e.media.available !== null && e.progress < e.media.available);
  for (const e of r.sample(airing, r.chance(0.6) ? r.int(1, 2) : 0)) {
    if (!edits.some((x) => x.mediaId === e.mediaId)) edits.push({ mediaId: e.mediaId, progress: e.progress + 1 });
  }
  return { entries, edits };
}

/**
 * Favourites in the member's order: from the titles they scored highest, and those titles' people. Half the members
 * keep none; `every` (the demo accounts): some of each kind, so their profile shows every favourites section.
 */
export function planFavourites(
  r: Random,
  entries: readonly PlannedEntry[],
  every = false,
): { kind: 'animeId' | 'mangaId' | 'characterId' | 'staffId' | 'studioId'; id: number }[] {
  if (!r.chance(0.5) && !every) return [];
  const liked = entries
    .filter((e) => e.scoreRaw >= 70 && !e.media.isFavouriteBlocked)
    .sort((a, b) => b.scoreRaw - a.scoreRaw || a.mediaId - b.mediaId);
  const top = (type: 'ANIME' | 'MANGA', n: number) =>
    liked
      .filter((e) => e.media.type === type)
      .slice(0, n)
      .map((e) => e.media);
  const anime = top('ANIME', every ? 5 : r.int(0, 5));
  const manga = top('MANGA', every ? 3 : r.int(0, 2));
  const favourites: { kind: 'animeId' | 'mangaId' | 'characterId' | 'staffId' | 'studioId'; id: number }[] = [
    ...anime.map((m) => ({ kind: 'animeId' as const, id: m.id })),
    ...manga.map((m) => ({ kind: 'mangaId' as const, id: m.id })),
  ];
  const characters = new Set<number>();
  for (const m of [...anime, ...manga]) for (const c of m.characters.slice(0, every ? 2 : r.int(0, 2))) characters.add(c);
  for (const id of [...characters].slice(0, 6)) favourites.push({ kind: 'characterId', id });
  const made = anime.find((m) => m.staff.length)?.staff;
  if (made && (every || r.chance(0.3))) favourites.push({ kind: 'staffId', id: r.pick(made) });
  const studio = anime.find((m) => m.studios.length)?.studios[0];
  if (studio !== undefined && (every || r.chance(0.25))) favourites.push({ kind: 'studioId', id: studio });
  return favourites;
}
