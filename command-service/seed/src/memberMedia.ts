// The catalogue as the demo members see it: what each media is (type, release status, length, what has aired)
// and how likely a member is to have it on their list (its baseline popularity, which follows how well known it is)
// and to like it (its baseline average score), so that generated lists look like the statistics generated for it.
import type { FuzzyDate, MediaType } from '@tsuzuki/events';
import type { SeedData } from './dataset.ts';
import type { Random } from './random.ts';

export interface SeedMedia {
  id: number;
  type: MediaType;
  status: string;
  /** Episodes (anime) or chapters (manga); null when unknown (still airing, or never said). */
  total: number | null;
  volumes: number | null;
  /** Episodes aired by `now` for an airing anime (its schedule); the total otherwise. */
  available: number | null;
  /** Unix day the media started, or null when it has not. */
  startDay: number | null;
  average: number | null;
  popularity: number;
  isFavouriteBlocked: boolean;
  isAdult: boolean;
  /** A locked media's list entries cannot be changed: nobody has it on a list. */
  isLocked: boolean;
  /** Main characters first, then supporting ones: whom a fan of the show would favourite. */
  characters: number[];
  staff: number[];
  studios: number[];
}

const DAY = 86_400;

export const dayOf = (date: FuzzyDate): number | null =>
  date.year ? Math.floor(Date.UTC(date.year, (date.month ?? 1) - 1, date.day ?? 1) / 1000 / DAY) : null;

export function dateOfDay(day: number): FuzzyDate {
  const d = new Date(day * DAY * 1000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function seedMedia(data: SeedData, now: Date): SeedMedia[] {
  const stats = new Map(data.statistics.map((s) => [s.mediaId, s]));
  const nowSeconds = now.getTime() / 1000;
  return data.media.map((m) => {
    const total = m.type === 'ANIME' ? m.episodes : m.chapters;
    const aired = m.airingSchedule.filter((a) => a.airingAt <= nowSeconds).length;
    // What aired is what there is to watch of a show still airing, paused or stopped.
    const releasing = m.status === 'RELEASING' || m.status === 'HIATUS' || m.status === 'CANCELLED';
    const startDay = dayOf(m.startDate);
    const s = stats.get(m.mediaId);
    return {
      id: m.mediaId,
      type: m.type,
      status: m.status ?? 'FINISHED',
      total,
      volumes: m.type === 'MANGA' ? m.volumes : null,
      available: releasing && m.type === 'ANIME' && m.airingSchedule.length ? aired : total,
      startDay: startDay !== null && startDay <= nowSeconds / DAY ? startDay : null,
      average: s?.averageScore ?? null,
      popularity: s?.popularity ?? 1,
      isFavouriteBlocked: m.isFavouriteBlocked,
      isAdult: m.isAdult,
      isLocked: m.isLocked,
      characters: [...m.characters.filter((c) => c.role === 'MAIN'), ...m.characters.filter((c) => c.role !== 'MAIN')].map(
        (c) => c.characterId,
      ),
      staff: m.staff.map((s) => s.staffId),
      studios: m.studios.filter((s) => s.isMain).map((s) => s.studioId),
    };
  });
}

/**
 * Draws media in proportion to their baseline popularity, which follows their prominence (statistics.ts), without
 * drawing one twice: a cumulative table per type and a binary search, so thousands of members with dozens of
 * entries each stay quick. The titles a fan knows are on a good share of lists; the long tail on a few each.
 */
export class MediaPicker {
  private readonly cumulative: number[] = [];
  private readonly items: SeedMedia[];

  constructor(items: readonly SeedMedia[]) {
    this.items = items.filter((m) => !m.isAdult && !m.isLocked);
    let sum = 0;
    for (const m of this.items) this.cumulative.push((sum += m.popularity));
  }

  get size(): number {
    return this.items.length;
  }

  /** Up to `k` distinct media, likelier the more popular. */
  pick(r: Random, k: number): SeedMedia[] {
    const wanted = Math.min(k, this.items.length);
    const total = this.cumulative.at(-1) ?? 0;
    const chosen = new Map<number, SeedMedia>();
    for (let tries = 0; chosen.size < wanted && tries < wanted * 8; tries++) {
      const x = r.float() * total;
      let lo = 0;
      let hi = this.cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (this.cumulative[mid]! > x) hi = mid;
        else lo = mid + 1;
      }
      const m = this.items[lo]!;
      chosen.set(m.id, m);
    }
    return [...chosen.values()];
  }
}
