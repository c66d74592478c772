// An AniList export's entries in ImportMediaList's fields. AniList's fields are this site's (the same API), so the
// values pass as they are, within the site's limits; what needs reading is the score's scale and the media's ids.
import { LIST_LIMITS, type Rewatch } from '@tsuzuki/events';
import { scoreToRaw, type ScoreFormat } from '@tsuzuki/events/scores';
import type { AniListEntry, AniListLine } from './anilistJson.ts';
import type { MappedLine, MalSeries } from './malMapping.ts';

const ANILIST_PAGE = /^https?:\/\/(?:www\.)?anilist\.co\/(?:anime|manga)\/(\d+)/;

/**
 * The scale of the collection's `score`s: raw when the file has `scoreRaw` (this site's export, the documented
 * query); else the format the file names; else (a bare `score`, which AniList gives in its owner's format)
 * POINT_100 if any score is above 10, otherwise tenths, which reads POINT_10 and POINT_10_DECIMAL right. A file of
 * 5-star or smiley scores without its format reads as tenths: the preview shows every score before the import.
 */
function scaleOf(line: AniListLine): ScoreFormat {
  const named = line.collection.scoreFormat as ScoreFormat | null;
  return named ?? (line.collection.anyScoreAbove10 ? 'POINT_100' : 'POINT_10_DECIMAL');
}

const raw = (given: { score?: number | null; scoreRaw?: number | null }, scale: ScoreFormat): number =>
  given.scoreRaw != null ? Math.round(given.scoreRaw) : given.score ? Math.min(100, scoreToRaw(given.score, scale)) : 0;

const count = (n: number | null | undefined, max: number) => Math.max(0, Math.min(n ?? 0, max));

/** The media's ids in the file: an AniList id, unless the file says its media are another site's (siteUrl). */
function seriesOf(line: AniListLine, siteUrl: string): MalSeries {
  const m = line.entry.media;
  const t = m?.title;
  const id = m?.id ?? line.entry.mediaId ?? null;
  const page = m?.siteUrl ?? null;
  const own = page !== null && page.startsWith(`${siteUrl}/`);
  const onAniList = page === null || ANILIST_PAGE.test(page);
  return {
    malId: m?.idMal && m.idMal > 0 ? m.idMal : null,
    anilistId: !own && onAniList && id ? id : null,
    mediaId: own && id ? id : null,
    title: (t?.romaji || t?.english || t?.native || t?.userPreferred || '').replace(/\s+/g, ' ').trim(),
    format: m?.format ?? null,
    total: (line.type === 'MANGA' ? m?.chapters : m?.episodes) || null,
  };
}

function rewatchesOf(entry: AniListEntry, scale: ScoreFormat): Rewatch[] | undefined {
  if (!entry.rewatches) return undefined;
  return entry.rewatches.slice(0, LIST_LIMITS.repeat).map((r, i): Rewatch => ({
    number: i + 1,
    startedAt: r.startedAt,
    completedAt: r.completedAt,
    score: raw(r, scale),
  }));
}

/** One entry in the import's fields, or why it cannot be imported. `siteUrl`: this site's address (its own files). */
export function mapAniListLine(line: AniListLine, siteUrl: string): MappedLine {
  const series = seriesOf(line, siteUrl);
  if (!line.type) return { ok: false, series, reason: 'The entry does not say whether it is anime or manga.' };
  if (!series.title && !series.anilistId && !series.malId && !series.mediaId)
    return { ok: false, series, reason: 'The entry has no title.' };
  const e = line.entry;
  const scale = scaleOf(line);
  const advanced = e.advancedScores
    ? Object.fromEntries(
        Object.entries(e.advancedScores)
          .slice(0, LIST_LIMITS.advancedScores)
          .map(([label, s]) => [
            label.trim().slice(0, 30),
            raw({ score: s }, scale === 'POINT_100' || e.scoreRaw != null ? 'POINT_100' : scale),
          ]),
      )
    : undefined;
  return {
    ok: true,
    series,
    entry: {
      status: e.status,
      scoreRaw: raw(e, scale),
      progress: count(e.progress, LIST_LIMITS.progress),
      progressVolumes: line.type === 'MANGA' ? count(e.progressVolumes, LIST_LIMITS.progress) : 0,
      repeat: count(e.repeat, LIST_LIMITS.repeat),
      priority: count(e.priority, LIST_LIMITS.priority),
      notes: (e.notes ?? '').slice(0, LIST_LIMITS.notes),
      startedAt: e.startedAt,
      completedAt: e.completedAt,
      private: e.private ?? false,
      hiddenFromStatusLists: e.hiddenFromStatusLists ?? false,
      customLists: line.customLists.map((n) => n.trim()).filter((n) => n.length > 0 && n.length <= LIST_LIMITS.customListName),
      ...(advanced ? { advancedScores: advanced } : {}),
      ...(e.rewatches ? { rewatches: rewatchesOf(e, scale) } : {}),
      ...(e.rewatchStartedAt !== undefined ? { rewatchStartedAt: e.rewatchStartedAt?.year ? e.rewatchStartedAt : null } : {}),
    },
  };
}
